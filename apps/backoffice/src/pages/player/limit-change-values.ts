import {
  type PlayerDetail,
  supportDepositLimitSchema,
  type supportLimitChangeSchema,
} from '@casino/contracts/backoffice';
import {
  type BetLimitKind,
  betLimitKinds,
  type DepositLimitPeriod,
  depositLimitRaiseDelayHours,
} from '@casino/contracts/responsible-gaming';
import type { z } from 'zod';
import { formatMinute } from '../../lib/dates.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { zodFieldErrors } from '../../lib/form-errors.ts';
import { majorToMinor, moneyText } from '../../lib/money.ts';

/*
 * Support changes a player's bet, loss and deposit limits at their request (issue 21 item 10): a
 * new or lower limit applies at once; a higher one or a removal waits 24 hours, the limit in force
 * holding until then. The same rule the server keeps (limits.rules.ts supportChange and the deposit
 * limits' change), so the review can say which before anything is sent.
 */

export type ResponsibleGaming = PlayerDetail['responsibleGaming'];

/** What the server answers a change: the limit before, and whether the new one applies now or later. */
export type LimitChangeAnswer = z.infer<typeof supportLimitChangeSchema>;

/** A limit support can change: one bet or loss limit kind, or one deposit limit period. */
export type LimitTarget =
  | { type: 'bet'; kind: BetLimitKind }
  | { type: 'deposit'; period: DepositLimitPeriod };

/** A change waiting for its time: the amount (null: removal) and when it applies. */
export type PendingLimit = { amount: string | null; from: string };

/** When a change takes effect: at once, after the delay, or not at all (removing what is not there). */
export type Timing = 'now' | 'later' | 'nothing';

/** How long a raise or a removal waits (the same 24 hours for bet, loss and deposit limits). */
export const limitRaiseDelayHours = depositLimitRaiseDelayHours;

export const betLimitLabels: Record<BetLimitKind, string> = {
  maxBetLimit: 'Maximum bet',
  dailyBetLimit: 'Daily bet limit',
  weeklyBetLimit: 'Weekly bet limit',
  monthlyBetLimit: 'Monthly bet limit',
  dailyLossLimit: 'Daily loss limit',
  weeklyLossLimit: 'Weekly loss limit',
  monthlyLossLimit: 'Monthly loss limit',
};

export const depositPeriodLabels: Record<DepositLimitPeriod, string> = {
  daily: 'Daily deposit limit',
  weekly: 'Weekly deposit limit',
  monthly: 'Monthly deposit limit',
};

export const isBetLimitKind = (key: string): key is BetLimitKind =>
  (betLimitKinds as readonly string[]).includes(key);

/** "Daily loss limit", "Weekly deposit limit". */
export function targetLabel(target: LimitTarget): string {
  return target.type === 'bet' ? betLimitLabels[target.kind] : depositPeriodLabels[target.period];
}

/** A stable key per target: "bet.dailyLossLimit", "deposit.weekly" (element ids, the open form). */
export function targetKey(target: LimitTarget): string {
  return target.type === 'bet' ? `bet.${target.kind}` : `deposit.${target.period}`;
}

/** The path of the change under /api/backoffice. */
export function targetUrl(playerId: number, target: LimitTarget): string {
  return target.type === 'bet'
    ? `players/${playerId}/limits/bet`
    : `players/${playerId}/limits/deposit/${target.period}`;
}

const minorOrNull = (value: unknown): string | null =>
  typeof value === 'string' && /^\d+$/.test(value) ? value : null;

/** The limit in force (minor units, null for none) and the change waiting for its time, if any. */
export function limitState(
  rg: ResponsibleGaming,
  target: LimitTarget,
): { inForce: string | null; pending: PendingLimit | null } {
  if (target.type === 'bet')
    return {
      inForce: minorOrNull(rg.betLimits[target.kind]),
      pending: rg.betLimitsPending[target.kind] ?? null,
    };
  const limit = rg.depositLimits.find((entry) => entry.period === target.period);
  return { inForce: limit?.amount ?? null, pending: limit?.pending ?? null };
}

/** Whether `a` is above `b`, both minor units in decimal strings (compared exactly, never as floats). */
const above = (a: string, b: string) => BigInt(a) > BigInt(b);

/**
 * When a change from `inForce` to `next` takes effect (null: none / removal): a new limit, a lower one
 * or the same one applies now; a higher one or a removal after 24 hours; removing none does nothing.
 */
export function changeTiming(inForce: string | null, next: string | null): Timing {
  if (next !== null && (inForce === null || !above(next, inForce))) return 'now';
  return inForce === null ? 'nothing' : 'later';
}

/** "2026-11-30 14:00 UTC". */
export const minuteText = (iso: string) => `${formatMinute(iso)} UTC`;

/**
 * A waiting change in words, after the limit in force: "raises to EUR 80.00 on 2026-11-30 14:00 UTC",
 * "removed on …" ("changes to" should the limit in force have dropped below it meanwhile).
 */
export function pendingText(
  pending: PendingLimit,
  inForce: string | null,
  exponent: number,
  currency: string,
): string {
  const when = minuteText(pending.from);
  if (pending.amount === null) return `removed on ${when}`;
  const verb = inForce === null || above(pending.amount, inForce) ? 'raises' : 'changes';
  return `${verb} to ${moneyText(pending.amount, exponent, currency)} on ${when}`;
}

/** The change form as typed. */
export type LimitFormValues = { action: 'set' | 'remove'; amount: string; note: string };

/** What the form sends: the new limit in minor units (null removes it) and how the player asked. */
export type LimitChange = { amount: string | null; note: string };

/** The contracts take at most 15 digits of minor units. */
const maxDigits = 15;

/**
 * The form read: the amount typed in major units as exact minor units, or "remove", and the note;
 * or a message per field (`amount`, `action`, `note`). Removing a limit the player does not have is
 * refused here, as the server would.
 */
export function readLimitForm(
  values: LimitFormValues,
  exponent: number,
  inForce: string | null,
): { ok: true; change: LimitChange } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  let amount: string | null = null;
  if (values.action === 'remove') {
    if (inForce === null) errors.action = 'The player has no such limit to remove';
  } else if (!values.amount.trim()) {
    errors.amount = 'Enter the new limit';
  } else {
    const minor = majorToMinor(values.amount, exponent);
    if (minor === null)
      errors.amount =
        exponent > 0
          ? `Enter an amount like 50.${'0'.repeat(Math.min(exponent, 2))} (up to ${exponent} decimals)`
          : 'Enter a whole amount';
    else if (minor === '0') errors.amount = 'Enter an amount above zero, or choose to remove the limit';
    else if (minor.length > maxDigits) errors.amount = 'This amount is too large';
    else amount = minor;
  }
  // the note's rules are the contract's (the same for bet, loss and deposit limits)
  const parsed = supportDepositLimitSchema.safeParse({ amount: amount ?? null, note: values.note });
  if (!parsed.success) {
    const note = zodFieldErrors(parsed.error).note;
    if (note) errors.note = note;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, change: { amount, note: parsed.data.note } };
}

/** The review of a change before it is sent: what it does and when it takes effect. */
export type LimitReview = { timing: Timing; headline: string; when: string; pending: string | null };

/**
 * What a change will do, in the operator's words: "Raise the daily loss limit from EUR 50.00 to
 * EUR 80.00." and "Applies after 24 hours, around 2026-11-03 09:00 UTC: EUR 50.00 stays in force
 * until then." `now` gives the time the 24 hours are counted from.
 */
export function reviewLimitChange(
  target: LimitTarget,
  state: { inForce: string | null; pending: PendingLimit | null },
  amount: string | null,
  money: { exponent: number; currency: string },
  now: Date,
): LimitReview {
  const name = targetLabel(target).toLowerCase();
  const text = (minor: string) => moneyText(minor, money.exponent, money.currency);
  const { inForce, pending } = state;
  const timing = changeTiming(inForce, amount);
  const around = minuteText(new Date(now.getTime() + limitRaiseDelayHours * 3_600_000).toISOString());
  const waiting = pending
    ? pending.amount === null
      ? `the removal waiting for ${minuteText(pending.from)}`
      : `the change to ${text(pending.amount)} waiting for ${minuteText(pending.from)}`
    : null;

  if (timing === 'nothing')
    return {
      timing,
      headline: `The player has no ${name} to remove.`,
      when: 'Nothing changes.',
      pending: null,
    };
  if (timing === 'now') {
    const headline =
      inForce === null
        ? `Set a ${name} of ${text(amount as string)}.`
        : BigInt(inForce) === BigInt(amount as string)
          ? `Keep the ${name} at ${text(inForce)}.`
          : `Lower the ${name} from ${text(inForce)} to ${text(amount as string)}.`;
    return {
      timing,
      headline,
      when: 'Applies now: a tighter limit takes effect at once.',
      pending: waiting ? `It cancels ${waiting}.` : null,
    };
  }
  const holds = `${text(inForce as string)} stays in force until then.`;
  return {
    timing,
    headline:
      amount === null
        ? `Remove the ${name} (${text(inForce as string)}).`
        : `Raise the ${name} from ${text(inForce as string)} to ${text(amount)}.`,
    when: `${amount === null ? 'Takes effect' : 'Applies'} after ${limitRaiseDelayHours} hours, around ${around}: ${holds}`,
    pending: waiting ? `It replaces ${waiting}.` : null,
  };
}

/** The server's answer in words, for the section's status line. */
export function answerText(
  target: LimitTarget,
  amount: string | null,
  answer: LimitChangeAnswer,
  money: { exponent: number; currency: string },
): string {
  const label = targetLabel(target);
  const text = (minor: string) => moneyText(minor, money.exponent, money.currency);
  const was = answer.before === null ? 'there was none' : `was ${text(answer.before)}`;
  if (answer.applies === 'nothing') return `${label}: nothing changed (the player had none).`;
  if (answer.applies === 'now') return `${label} set to ${text(amount ?? '0')} (${was}): applies now.`;
  const when = answer.from ? minuteText(answer.from) : `in ${limitRaiseDelayHours} hours`;
  const holds = answer.before === null ? '' : `; ${text(answer.before)} stays in force until then`;
  return amount === null
    ? `${label} removal saved: it takes effect on ${when}${holds}.`
    : `${label} raise to ${text(amount)} saved: it applies on ${when}${holds}.`;
}

/**
 * The player's limits after a change the server accepted, as the next read of the page would show
 * them: written into the cached page rather than read again (each read is an audited view).
 */
export function withLimitChange(
  rg: ResponsibleGaming,
  target: LimitTarget,
  amount: string | null,
  answer: LimitChangeAnswer,
): ResponsibleGaming {
  if (answer.applies === 'nothing') return rg;
  const waiting = answer.applies === 'later' ? { amount, from: answer.from ?? '' } : null;
  if (target.type === 'bet') {
    const { [target.kind]: _pending, ...otherPending } = rg.betLimitsPending;
    return {
      ...rg,
      betLimits: answer.applies === 'now' ? { ...rg.betLimits, [target.kind]: amount } : rg.betLimits,
      betLimitsPending: waiting ? { ...otherPending, [target.kind]: waiting } : otherPending,
    };
  }
  const known = rg.depositLimits.some((limit) => limit.period === target.period);
  const limits = known
    ? rg.depositLimits
    : [...rg.depositLimits, { period: target.period, amount: null, used: '0', pending: null }];
  return {
    ...rg,
    depositLimits: limits.map((limit) =>
      limit.period !== target.period
        ? limit
        : answer.applies === 'now'
          ? { ...limit, amount, pending: null }
          : { ...limit, pending: waiting },
    ),
  };
}
