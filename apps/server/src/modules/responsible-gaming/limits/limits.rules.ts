import type { BetLimitKind } from '@casino/contracts';
import type { PendingBetLimits } from '../responsible-gaming.repository.ts';

/** A raise or removal of a bet or loss limit waits this long (as a deposit limit's raise). */
export const limitRaiseDelayHours = 24;

type BetLimitValues = Partial<Record<BetLimitKind, string>>;

/** The bet and loss limits in force at `now`: support's waiting changes apply once their time has come. */
export function betLimitsAt(
  state: { betLimits: Partial<Record<string, string>>; betLimitsPending: PendingBetLimits },
  now: Date,
): BetLimitValues {
  const limits = { ...state.betLimits } as BetLimitValues;
  for (const [kind, change] of Object.entries(state.betLimitsPending) as Array<
    [BetLimitKind, { amount: string | null; from: string }]
  >) {
    if (new Date(change.from) > now) continue;
    if (change.amount === null) delete limits[kind];
    else limits[kind] = change.amount;
  }
  return limits;
}

/** Support's changes still waiting at `now`. */
export function pendingAt(pending: PendingBetLimits, now: Date): PendingBetLimits {
  return Object.fromEntries(
    Object.entries(pending).filter(([, change]) => change && new Date(change.from) > now),
  ) as PendingBetLimits;
}

/**
 * One bet or loss limit changes (the player's own, or support's at their request): a new or lower
 * limit applies at once; a higher one or a removal waits limitRaiseDelayHours (replacing any change
 * that waited). Answers the limits and waiting changes to store, due changes folded in, and what
 * happened.
 */
export function limitChange(
  stored: { betLimits: Partial<Record<string, string>>; betLimitsPending: PendingBetLimits },
  kind: BetLimitKind,
  amount: bigint | null,
  now: Date,
): {
  betLimits: BetLimitValues;
  betLimitsPending: PendingBetLimits;
  inForce: string | null;
  /** The change that was waiting for this kind, which this one replaces. */
  replaced: { amount: string | null; from: string } | null;
  applies: 'now' | 'later' | 'nothing';
  from: Date | null;
} {
  const betLimits = betLimitsAt(stored, now);
  const betLimitsPending = pendingAt(stored.betLimitsPending, now);
  const inForce = betLimits[kind] ?? null;
  const replaced = betLimitsPending[kind] ?? null;
  delete betLimitsPending[kind];
  const tighter = amount !== null && (inForce === null || amount <= BigInt(inForce));
  if (tighter) {
    betLimits[kind] = amount.toString();
    return { betLimits, betLimitsPending, inForce, replaced, applies: 'now', from: null };
  }
  // removing a limit there is none of changes nothing
  if (inForce === null)
    return { betLimits, betLimitsPending, inForce, replaced, applies: 'nothing', from: null };
  const from = new Date(now.getTime() + limitRaiseDelayHours * 3_600_000);
  betLimitsPending[kind] = { amount: amount?.toString() ?? null, from: from.toISOString() };
  return { betLimits, betLimitsPending, inForce, replaced, applies: 'later', from };
}
