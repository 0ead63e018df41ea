import {
  type BreakPeriod,
  breakEnd,
  customSelfExclusion,
  noUserLimit,
  type UserLimit,
} from '@casino/contracts';
import { AppError } from '../../../lib/app-error.ts';
import type { BreakKind, StoredState } from '../responsible-gaming.repository.ts';

/** A break that runs: its kind and end (null: permanent). */
export type RunningBreak = { kind: BreakKind; until: Date | null };

/** The player's break running at `now`; null when none runs (or the current one has reached its end). */
export function runningBreak(state: Pick<StoredState, 'currentBreak'>, now: Date): RunningBreak | null {
  const current = state.currentBreak;
  if (!current) return null;
  if (current.endsAt !== null && current.endsAt.getTime() <= now.getTime()) return null;
  return { kind: current.kind, until: current.endsAt };
}

/** Spec §3 userLimit as the client sees it: the end of the break running at `now`. */
export function userLimitOf(running: RunningBreak | null): UserLimit {
  if (!running) return noUserLimit;
  const until = running.until?.toISOString() ?? null;
  return {
    isSelfExclusionPermanent: running.kind === 'self_exclusion' && running.until === null,
    selfExclusion: running.kind === 'self_exclusion' ? until : null,
    coolingOff: running.kind === 'cooling_off' ? until : null,
    frozenUntil: running.kind === 'freeze' ? until : null,
  };
}

const describeEnd = (until: Date | null) =>
  until === null ? 'permanently' : `until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const breakNames: Record<BreakKind, string> = {
  cooling_off: 'on a cooling-off break',
  self_exclusion: 'self-excluded',
  freeze: 'frozen',
};

/**
 * Refuses money going into play or into the account while a break runs (bets, game launches for
 * real money, deposits). Withdrawals and the settling of bets placed before stay open (spec §4).
 */
export function assertNoBreak(running: RunningBreak | null, what: 'bet' | 'deposit'): void {
  if (!running) return;
  const closed = what === 'bet' ? 'Betting is' : 'Deposits are';
  throw new AppError(
    'SELF_EXCLUDED',
    `Your account is ${breakNames[running.kind]} ${describeEnd(running.until)}. ${closed} closed until then; you can still withdraw your balance.`,
  );
}

/** Refuses a sign-in while the account is frozen, naming when it may sign in again. */
export function assertMaySignIn(running: RunningBreak | null): void {
  if (running?.kind === 'freeze') {
    throw new AppError(
      'ACCOUNT_FROZEN',
      `This account is frozen ${describeEnd(running.until)}. You can sign in again after that.`,
    );
  }
}

/** The end of a break the player asked for: a period from `now`, permanent (null), or a chosen day. */
export function requestedEnd(
  request: { period: BreakPeriod | 'permanent' | 'custom'; until?: string | undefined },
  now: Date,
): Date | null {
  if (request.period === 'permanent') return null;
  if (request.period !== 'custom') return breakEnd(request.period, now);
  const until = new Date(`${request.until}T00:00:00.000Z`);
  // the chosen day ends the break at its start: tomorrow is the nearest day that does
  const latest = new Date(now.getTime());
  latest.setUTCFullYear(latest.getUTCFullYear() + customSelfExclusion.maxYears);
  if (Number.isNaN(until.getTime()) || until.getTime() <= now.getTime() || until > latest) {
    throw new AppError(
      'INVALID_PERIOD',
      `Choose a day from tomorrow to ${customSelfExclusion.maxYears} years from now`,
      { fields: { until: `Choose a day from tomorrow to ${customSelfExclusion.maxYears} years from now` } },
    );
  }
  return until;
}
