import type { UserLimit } from '@casino/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { BetLimitValues, OperatorLimitValues } from '../wallet/index.ts';
import { assertNoBreak, type RunningBreak, runningBreak, userLimitOf } from './breaks/breaks.rules.ts';
import { betLimitsAt } from './limits/limits.rules.ts';
import type { PlayerRef } from './play-limits/play-limits.service.ts';
import type { ResponsibleGamingRepository, StoredState } from './responsible-gaming.repository.ts';

/** What a bet carries once the gate let it through: the limits its own transaction checks, and ghost mode. */
export type PlayState = {
  /**
   * Every limit the bet's transaction checks: the player's bet and loss limits and the operator's
   * (minor units as decimal strings; a kind absent has no limit).
   */
  betLimits: BetLimitValues;
  /** Only the operator's: what a bonus buy the player confirmed over their own limits keeps. */
  operatorLimits: OperatorLimitValues;
  /** The bonus buy the player confirmed over their own limits, if one waits (spec §4). */
  betExclusion: StoredState['betExclusion'];
  ghostMode: boolean;
  /** The player's state as read (the reality check's interval). */
  state: StoredState;
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
  operatorLimits,
}: {
  repository: ResponsibleGamingRepository;
  clock: Clock;
  /** The operator's limits a bet of this player keeps (global bet limit, monthly winnings). */
  operatorLimits: (player: Omit<PlayerRef, 'id'>) => Promise<OperatorLimitValues>;
}) {
  const remembered = new Map<number, { state: StoredState; readAt: number }>();

  async function state(userId: number): Promise<StoredState> {
    return repository.state(userId);
  }

  async function playState(stored: StoredState, player: Omit<PlayerRef, 'id'>): Promise<PlayState> {
    assertNoBreak(runningBreak(stored, clock.now()), 'bet');
    const operator = await operatorLimits(player);
    return {
      betLimits: { ...betLimitsAt(stored, clock.now()), ...operator },
      operatorLimits: operator,
      betExclusion: stored.betExclusion,
      ghostMode: stored.ghostMode,
      state: stored,
    };
  }

  return {
    state,

    /** The break running now, if any. */
    async runningBreak(userId: number): Promise<RunningBreak | null> {
      return runningBreak(await state(userId), clock.now());
    },

    /** Refuses a bet (or a real-money game launch) during a break; answers what the bet carries. */
    async assertMayPlay(player: PlayerRef): Promise<PlayState> {
      return playState(await state(player.id), player);
    },

    /**
     * The same gate for a game provider's bet, which names the player on every call: what was read
     * is trusted for providerFreshnessMs (this process's own changes are seen at once).
     */
    async assertMayPlayFromProvider(player: PlayerRef): Promise<PlayState> {
      const now = clock.now().getTime();
      const known = remembered.get(player.id);
      if (known && now - known.readAt < providerFreshnessMs) return playState(known.state, player);
      const stored = await state(player.id);
      remembered.delete(player.id);
      if (remembered.size >= providerMemoryLimit) remembered.delete(remembered.keys().next().value as number);
      remembered.set(player.id, { state: stored, readAt: now });
      return playState(stored, player);
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
