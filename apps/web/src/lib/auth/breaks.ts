import type { UserLimit } from '@casino/contracts';

/** A responsible-gaming break the player took (spec §2 limits pages). */
export type BreakKind = 'coolingOff' | 'selfExclusion' | 'freeze';

/** The break fields of user details (`getUser.userLimit`); older answers may lack the freeze. */
export type UserLimitLike = Omit<UserLimit, 'frozenUntil'> & { frozenUntil?: string | null };

/** The break running now and when it ends; `until` null: a permanent self-exclusion. */
export type ActiveBreak = { kind: BreakKind; until: Date | null };

const bareDate = /^\d{4}-\d{2}-\d{2}$/;

/** An end as user details give it: an ISO instant, or a bare date that counts for that whole day. */
function endOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  const end = bareDate.test(value) ? new Date(`${value}T00:00:00.000Z`) : new Date(value);
  if (Number.isNaN(end.getTime())) return null;
  if (bareDate.test(value)) end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

/**
 * The break running at `now` (the same one the server names when it refuses a bet): a permanent
 * self-exclusion first, then a freeze, a self-exclusion and a cooling-off break; null when none runs.
 */
export function activeBreak(limit: UserLimitLike, now: Date): ActiveBreak | null {
  if (limit.isSelfExclusionPermanent) return { kind: 'selfExclusion', until: null };
  const candidates: Array<[BreakKind, string | null | undefined]> = [
    ['freeze', limit.frozenUntil],
    ['selfExclusion', limit.selfExclusion],
    ['coolingOff', limit.coolingOff],
  ];
  for (const [kind, value] of candidates) {
    const until = endOf(value);
    if (until && until.getTime() > now.getTime()) return { kind, until };
  }
  return null;
}
