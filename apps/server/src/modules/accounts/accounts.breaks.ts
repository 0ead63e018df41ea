import { type BreakPeriod, breakEnd, customSelfExclusion, type UserLimit } from '@casino/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { UserRow } from './accounts.repository.ts';

/** A player's own responsible-gaming break (one at a time). */
export type BreakKind = 'cooling_off' | 'self_exclusion' | 'freeze';

/** What the break columns of a player hold. */
type BreakFields = Pick<
  UserRow,
  'coolingOffUntil' | 'selfExclusionUntil' | 'selfExclusionPermanent' | 'frozenUntil'
>;

/** The break running at `now`: its kind and end (null: permanent); null when none runs. */
export function runningBreak(user: BreakFields, now: Date): { kind: BreakKind; until: Date | null } | null {
  if (user.selfExclusionPermanent) return { kind: 'self_exclusion', until: null };
  const candidates: Array<[BreakKind, Date | null]> = [
    ['freeze', user.frozenUntil],
    ['self_exclusion', user.selfExclusionUntil],
    ['cooling_off', user.coolingOffUntil],
  ];
  for (const [kind, until] of candidates) {
    if (until && until.getTime() > now.getTime()) return { kind, until };
  }
  return null;
}

/** Spec §3 userLimit as the client sees it: the ends of the breaks still running at `now`. */
export function userLimitOf(user: BreakFields, now: Date): UserLimit {
  const running = (until: Date | null) =>
    until && until.getTime() > now.getTime() ? until.toISOString() : null;
  return {
    isSelfExclusionPermanent: user.selfExclusionPermanent,
    selfExclusion: user.selfExclusionPermanent ? null : running(user.selfExclusionUntil),
    coolingOff: running(user.coolingOffUntil),
    frozenUntil: running(user.frozenUntil),
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
export function assertMayPlay(user: BreakFields, now: Date, what: 'bet' | 'deposit'): void {
  const running = runningBreak(user, now);
  if (!running) return;
  const closed = what === 'bet' ? 'Betting is' : 'Deposits are';
  throw new AppError(
    'SELF_EXCLUDED',
    `Your account is ${breakNames[running.kind]} ${describeEnd(running.until)}. ${closed} closed until then; you can still withdraw your balance.`,
  );
}

/** Refuses a sign-in while the account is frozen, naming when it may sign in again. */
export function assertMaySignIn(user: BreakFields, now: Date): void {
  if (user.frozenUntil && user.frozenUntil.getTime() > now.getTime()) {
    throw new AppError(
      'ACCOUNT_FROZEN',
      `This account is frozen ${describeEnd(user.frozenUntil)}. You can sign in again after that.`,
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
