import { type VerificationSettings, verificationSettingsSchema } from '@casino/contracts/verification';
import { type AmountRead, amountText, type ExponentOf, readAmount } from '../../lib/currency-amount.ts';
import type { ReviewedChange } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { majorInput } from '../../lib/money.ts';
import type { FormCheck } from '../../lib/use-change-review.ts';

/*
 * The KYC withdrawal threshold as a form: per currency, what a player may withdraw in 30 days
 * without an approved verification, typed in major units ("1000.00") and read back as exact minor
 * units. An empty cell sets no threshold; zero is a threshold (every withdrawal needs verification).
 * A cell's message is keyed like the server's: `withdrawalThresholds.<CUR>`.
 */

export type { ExponentOf } from '../../lib/currency-amount.ts';

/** What the form edits: the whole settings, as the PUT carries them. */
export type ThresholdEditable = VerificationSettings;

/** Currency → major amount as typed; empty or absent: no threshold. */
export type ThresholdFormValues = Record<string, string>;

const field = 'withdrawalThresholds';

/** What an empty cell means, in the cell (placeholder), the review and the read-only table. */
export const noThreshold = 'no threshold';

/** "0500" → "500": what a form read back gives for the same amount. */
const plain = (amount: string) => amount.replace(/^0+(?=\d)/, '');

export function editableOf(settings: VerificationSettings): ThresholdEditable {
  return {
    withdrawalThresholds: Object.fromEntries(
      Object.entries(settings.withdrawalThresholds).map(([currency, amount]) => [currency, plain(amount)]),
    ),
  };
}

export function formOf(editable: ThresholdEditable, exponentOf: ExponentOf): ThresholdFormValues {
  return Object.fromEntries(
    Object.entries(editable.withdrawalThresholds).map(([currency, amount]) => [
      currency,
      majorInput(amount, exponentOf(currency)),
    ]),
  );
}

/**
 * The currencies the form has a row for: the casino's, in its order, then any other the saved
 * settings name (a currency since removed still shows, so its threshold can be cleared).
 */
export function formCurrencies(casino: readonly string[], settings: VerificationSettings): string[] {
  const codes = [...casino];
  for (const code of Object.keys(settings.withdrawalThresholds)) if (!codes.includes(code)) codes.push(code);
  return codes;
}

/** A threshold in words: "EUR 1,000.00", or "no threshold". */
export function thresholdText(amount: string | undefined, currency: string, exponentOf: ExponentOf): string {
  return amountText(amount, currency, exponentOf, noThreshold);
}

/** One cell's typed amount as minor units; `null` for empty (no threshold), or the message for the cell. */
export function readThreshold(text: string, exponent: number): AmountRead {
  // a zero threshold is allowed: every withdrawal then needs the verification
  return readAmount(text, exponent, undefined, { zero: true });
}

/** The form's values as the settings, or a message per refused cell (`withdrawalThresholds.EUR`). */
export function readThresholdForm(
  values: ThresholdFormValues,
  exponentOf: ExponentOf,
): FormCheck<ThresholdEditable> {
  const errors: FieldErrors = {};
  const record: ThresholdEditable = { withdrawalThresholds: {} };
  for (const [currency, text] of Object.entries(values)) {
    const read = readThreshold(text, exponentOf(currency));
    if ('error' in read) errors[`${field}.${currency}`] = read.error;
    else if (read.minor !== null) record.withdrawalThresholds[currency] = read.minor;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // the server's own rules, for what the reading above did not already refuse
  const parsed = verificationSettingsSchema.safeParse(record);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    return { ok: false, errors: thresholdErrorsOf(fields, values) };
  }
  return { ok: true, record };
}

/**
 * The server's field messages on the form: `withdrawalThresholds.EUR` beside EUR's cell,
 * `withdrawalThresholds` (an unknown currency) under the table, anything else for the whole form.
 */
export function thresholdErrorsOf(fields: Record<string, string>, values: ThresholdFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const [key = '', currency] = path.split('.');
    let target = 'form';
    if (key === field) target = currency && currency in values ? `${field}.${currency}` : 'amounts';
    errors[target] ??= message;
  }
  return errors;
}

/** Every change, in the form's currency order ("Threshold in EUR: no threshold → EUR 1,000.00"). */
export function listThresholdChanges(
  saved: ThresholdEditable,
  next: ThresholdEditable,
  exponentOf: ExponentOf,
  currencies: readonly string[] = [],
): ReviewedChange[] {
  const codes = [
    ...new Set([
      ...currencies,
      ...Object.keys(saved.withdrawalThresholds),
      ...Object.keys(next.withdrawalThresholds),
    ]),
  ];
  const changes: ReviewedChange[] = [];
  for (const currency of codes) {
    const before = thresholdText(saved.withdrawalThresholds[currency], currency, exponentOf);
    const after = thresholdText(next.withdrawalThresholds[currency], currency, exponentOf);
    if (before !== after)
      changes.push({ key: `${field}.${currency}`, label: `Threshold in ${currency}`, before, after });
  }
  return changes;
}
