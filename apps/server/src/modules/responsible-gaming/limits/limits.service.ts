import {
  type BetLimitKind,
  type BetLimits,
  type BetLimitsInput,
  betLimitChangeIntervalMinutes,
  betLimitChangeLockedMessage,
  betLimitKinds,
  type SessionLimitResponse,
} from '@casino/contracts';
import type { Database, Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Accounts, AuthenticatedSession } from '../../accounts/index.ts';
import type { Wallet } from '../../wallet/index.ts';
import {
  createResponsibleGamingRepository,
  type ResponsibleGamingRepository,
} from '../responsible-gaming.repository.ts';
import { betLimitsAt, limitChange, pendingAt } from './limits.rules.ts';

/** A session past a session time limit just set still lives this long (the shortest limit). */
const sessionLimitGraceMs = 10 * 60_000;

/** When the player may next change their bet limits; null when they may now. */
function nextBetLimitChange(changedAt: Date | null, now: Date): Date | null {
  if (!changedAt) return null;
  const next = new Date(changedAt.getTime() + betLimitChangeIntervalMinutes * 60_000);
  return next > now ? next : null;
}

/**
 * Limits a player sets for themselves: bet and loss limits (the wallet checks them in each bet's
 * own transaction), the session time limit (the accounts module ends sessions at it), and ghost
 * mode, which hides their name in public win feeds.
 */
export function createLimitsService({
  db,
  repository,
  accounts,
  wallet,
  clock,
  onChange,
}: {
  db: Database;
  repository: ResponsibleGamingRepository;
  accounts: Pick<Accounts, 'limitSessions'>;
  wallet: Pick<Wallet, 'betLimitUsage'>;
  clock: Clock;
  /** A player's state changed in this process. */
  onChange: (userId: number) => void;
}) {
  async function betLimits(player: { id: number; currencyCode: string }): Promise<BetLimits> {
    const now = clock.now();
    const [state, used] = await Promise.all([
      repository.state(player.id),
      wallet.betLimitUsage(player.id, now),
    ]);
    const inForce = betLimitsAt(state, now);
    return {
      currency: player.currencyCode,
      limits: Object.fromEntries(
        betLimitKinds.map((kind) => [kind, inForce[kind] ?? null]),
      ) as BetLimits['limits'],
      pending: pendingAt(state.betLimitsPending, now),
      used: Object.fromEntries(
        Object.entries(used).map(([key, value]) => [key, value.toString()]),
      ) as BetLimits['used'],
      nextChangeAt: nextBetLimitChange(state.betLimitsChangedAt, now)?.toISOString() ?? null,
    };
  }

  return {
    /** The player's bet and loss limits, what counts against them now, and when they may change next. */
    betLimits,

    /**
     * Sets or changes bet and loss limits (the others stay); spec §4: at most once an hour, and a
     * limit is removed only through support. A new or lower limit counts from the next bet; a
     * higher one waits 24 hours (as a deposit limit's raise), the limit in force holding till then.
     */
    async setBetLimits(
      player: { id: number; currencyCode: string },
      input: BetLimitsInput,
    ): Promise<BetLimits> {
      const now = clock.now();
      const changes = Object.entries(input).filter(([, value]) => value !== undefined) as Array<
        [BetLimitKind, string]
      >;
      const since = new Date(now.getTime() - betLimitChangeIntervalMinutes * 60_000);
      const changed = await db.transaction(async (tx) => {
        const repo = createResponsibleGamingRepository(tx);
        const stored = await repo.lockedBetLimits(player.id, now);
        if (stored.betLimitsChangedAt && stored.betLimitsChangedAt > since) return false;
        let values = { betLimits: stored.betLimits, betLimitsPending: stored.betLimitsPending };
        for (const [kind, amount] of changes) {
          const change = limitChange(values, kind, BigInt(amount), now);
          values = { betLimits: change.betLimits, betLimitsPending: change.betLimitsPending };
        }
        await repo.writeBetLimits(player.id, { ...values, betLimitsChangedAt: now }, now);
        return true;
      });
      if (!changed) throw new AppError('BET_LIMIT_CHANGE_LOCKED', betLimitChangeLockedMessage);
      onChange(player.id);
      return betLimits(player);
    },

    /**
     * Support changes or removes (null) one of the player's bet or loss limits at their request, in
     * the caller's transaction: tighter at once, looser after 24 hours (limitChange).
     */
    async changeBySupport(userId: number, kind: BetLimitKind, amount: bigint | null, tx: Executor) {
      const now = clock.now();
      const repo = createResponsibleGamingRepository(tx);
      const change = limitChange(await repo.lockedBetLimits(userId, now), kind, amount, now);
      if (change.applies !== 'nothing') {
        await repo.writeBetLimits(
          userId,
          { betLimits: change.betLimits, betLimitsPending: change.betLimitsPending },
          now,
        );
      }
      onChange(userId);
      return {
        kind,
        before: change.inForce,
        replaced: change.replaced,
        requested: amount?.toString() ?? null,
        applies: change.applies,
        from: change.from?.toISOString() ?? null,
      };
    },

    /** The player's session time limit and when the asking session ends. */
    async sessionLimit({ user, session }: AuthenticatedSession): Promise<SessionLimitResponse['data']> {
      const state = await repository.state(user.id);
      return { minutes: state.sessionLimitMinutes, sessionEndsAt: session.expiresAt.toISOString() };
    },

    /**
     * Sets, changes or removes the session time limit; the player's live sessions follow at once
     * (a session already past a new limit still gets sessionLimitGraceMs to finish).
     */
    async setSessionLimit(
      { user, session }: AuthenticatedSession,
      minutes: number | null,
    ): Promise<SessionLimitResponse['data']> {
      await repository.setSessionLimit(user.id, minutes, clock.now());
      const live = await accounts.limitSessions(user.id, minutes, { graceMs: sessionLimitGraceMs });
      const current = live.find((entry) => entry.id === session.id);
      return { minutes, sessionEndsAt: (current?.expiresAt ?? clock.now()).toISOString() };
    },

    /** Ghost mode: whether public win feeds hide the player's name (from their next round on). */
    async setGhostMode(userId: number, enabled: boolean): Promise<boolean> {
      const ghostMode = await repository.setGhostMode(userId, enabled, clock.now());
      onChange(userId);
      return ghostMode;
    },
  };
}

export type LimitsService = ReturnType<typeof createLimitsService>;
