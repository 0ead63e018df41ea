import type { UserLimit } from '@casino/contracts';
import type { Clock } from '../../lib/clock.ts';
import { assertNoBreak, type RunningBreak, runningBreak, userLimitOf } from './breaks/breaks.rules.ts';
import type { ResponsibleGamingRepository, StoredState } from './responsible-gaming.repository.ts';

/** What a bet carries once the gate let it through: the limits its own transaction checks, and ghost mode. */
export type PlayState = {
  /** The player's bet and loss limits (minor units as decimal strings; a kind absent has no limit). */
  betLimits: StoredState['betLimits'];
  ghostMode: boolean;
};

/** Players whose state the providers' path remembers. */
const providerMemoryLimit = 100_000;
/**
 * How long a bet from a game provider trusts what was read of the player's state. A break started
 * through this process is seen at once; one started through another process within this time.
 */
const providerFreshnessMs = 5_000;

/**
 * The gate every bet and deposit passes (spec §4): a running break refuses them; a bet carries
 * the player's bet and loss limits into its own transaction. Also the state other modules show:
 * the userLimit of user details, ghost mode for public feeds.
 */
export function createGateService({
  repository,
  clock,
}: {
  repository: ResponsibleGamingRepository;
  clock: Clock;
}) {
  const remembered = new Map<number, { state: StoredState; readAt: number }>();

  async function state(userId: number): Promise<StoredState> {
    return repository.state(userId);
  }

  function playState(stored: StoredState, what: 'bet' | 'deposit'): PlayState {
    assertNoBreak(runningBreak(stored, clock.now()), what);
    return { betLimits: stored.betLimits, ghostMode: stored.ghostMode };
  }

  return {
    state,

    /** The break running now, if any. */
    async runningBreak(userId: number): Promise<RunningBreak | null> {
      return runningBreak(await state(userId), clock.now());
    },

    /** Refuses a bet (or a real-money game launch) during a break; answers what the bet carries. */
    async assertMayPlay(userId: number): Promise<PlayState> {
      return playState(await state(userId), 'bet');
    },

    /**
     * The same gate for a game provider's bet, which names the player on every call: what was read
     * is trusted for providerFreshnessMs (this process's own changes are seen at once).
     */
    async assertMayPlayFromProvider(userId: number): Promise<PlayState> {
      const now = clock.now().getTime();
      const known = remembered.get(userId);
      if (known && now - known.readAt < providerFreshnessMs) return playState(known.state, 'bet');
      const stored = await state(userId);
      remembered.delete(userId);
      if (remembered.size >= providerMemoryLimit) remembered.delete(remembered.keys().next().value as number);
      remembered.set(userId, { state: stored, readAt: now });
      return playState(stored, 'bet');
    },

    /** Refuses a deposit during a break (a payment started before it may still complete). */
    async assertMayDeposit(userId: number): Promise<void> {
      assertNoBreak(runningBreak(await state(userId), clock.now()), 'deposit');
    },

    /** What a player's state changed in this process: the providers' path reads it again. */
    forget(userId: number): void {
      remembered.delete(userId);
    },

    /** Spec §3 userLimit and isSelfExcluded of user details, as they are now. */
    async userLimit(
      userId: number,
    ): Promise<{ userLimit: UserLimit; isSelfExcluded: boolean; ghostMode: boolean }> {
      const stored = await state(userId);
      const running = runningBreak(stored, clock.now());
      return {
        userLimit: userLimitOf(running),
        isSelfExcluded: running !== null,
        ghostMode: stored.ghostMode,
      };
    },

    /** Which of the players given are in ghost mode (public feeds leave their names out). */
    ghostModes: (userIds: number[]) => repository.ghostModes(userIds),
  };
}

export type GateService = ReturnType<typeof createGateService>;
