import type { DepositLimit } from '@casino/contracts';
import { depositLimitRaiseDelayHours } from '@casino/contracts/responsible-gaming';
import type { Minor } from '@casino/money';
import { toMinor } from './limit-amount';

/**
 * What asking for `next` (minor units; null: remove) would do to a deposit limit, as the server
 * decides it: apply `now` (a first or lower limit, or the same one, which also cancels a waiting
 * change), apply `later` (a raise or a removal waits 24 hours), or nothing, because it is already
 * the limit (`unchanged`) or already the waiting change (`scheduled`).
 */
export type DepositLimitChange = 'now' | 'later' | 'unchanged' | 'scheduled';

export function depositLimitChange(
  limit: Pick<DepositLimit, 'amount' | 'pending'>,
  next: Minor | null,
): DepositLimitChange {
  const { amount, pending } = limit;
  if (next === null) {
    if (amount === null) return 'unchanged';
    return pending && pending.amount === null ? 'scheduled' : 'later';
  }
  if (amount === null) return 'now';
  const current = toMinor(amount);
  if (next < current) return 'now';
  if (next === current) return pending ? 'now' : 'unchanged';
  if (pending?.amount && toMinor(pending.amount) === next) return 'scheduled';
  return 'later';
}

/** When a raise or removal asked for at `now` would apply. */
export function delayedChangeFrom(now: Date): Date {
  return new Date(now.getTime() + depositLimitRaiseDelayHours * 3_600_000);
}

/** How a deposit limit stands after a change, for the message that confirms it. */
export type DepositLimitOutcome =
  | { kind: 'set'; amount: string }
  | { kind: 'rises'; amount: string; from: string }
  | { kind: 'removed'; from: string }
  | { kind: 'none' };

export function depositLimitOutcome(limit: Pick<DepositLimit, 'amount' | 'pending'>): DepositLimitOutcome {
  if (limit.pending) {
    return limit.pending.amount === null
      ? { kind: 'removed', from: limit.pending.from }
      : { kind: 'rises', amount: limit.pending.amount, from: limit.pending.from };
  }
  return limit.amount === null ? { kind: 'none' } : { kind: 'set', amount: limit.amount };
}
