import { type ReferralSettings, referralSettingsSchema } from '@casino/contracts/referrals';
import type { ReviewedChange } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { majorInput, majorToMinor, moneyText } from '../../lib/money.ts';
import type { FormCheck } from '../../lib/use-change-review.ts';

/*
 * Refer-a-friend's terms as a form: whether it runs, and per currency the reward paid to the
 * referrer and the wagering asked of the friend, typed in major units ("10.00") and read back as
 * exact minor units. An empty cell (or zero) leaves the currency out: it pays nothing, or asks for
 * no wagering. A cell's message is keyed like the server's: `reward.<CUR>`, `wagerRequired.<CUR>`.
 */

export type ExponentOf = (currency: string) => number;

/** The per-currency amounts of the terms. */
export type AmountField = 'reward' | 'wagerRequired';
export const amountFields: readonly AmountField[] = ['reward', 'wagerRequired'];

/** What the form edits: the whole terms, as the PUT carries them (zero amounts left out). */
export type SettingsEditable = ReferralSettings;

/** Currency → major amount as typed; empty or absent: none. */
export type SettingsFormValues = {
  enabled: boolean;
  reward: Record<string, string>;
  wagerRequired: Record<string, string>;
};

/** The column headings and the review's labels. */
export const amountLabels: Record<AmountField, string> = {
  reward: 'Reward to the referrer',
  wagerRequired: 'Friend must wager',
};

/** What an empty cell means, in the cell (placeholder) and in the review. */
export const noneLabels: Record<AmountField, string> = {
  reward: 'no reward',
  wagerRequired: 'no wagering',
};

/** "0500" → "500", zero amounts dropped: what a form read back gives for the same terms. */
function plainAmounts(amounts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(amounts)
      .map(([currency, amount]) => [currency, amount.replace(/^0+(?=\d)/, '')] as const)
      .filter(([, amount]) => /[1-9]/.test(amount)),
  );
}

export function editableOf(settings: ReferralSettings): SettingsEditable {
  return {
    enabled: settings.enabled,
    reward: plainAmounts(settings.reward),
    wagerRequired: plainAmounts(settings.wagerRequired),
  };
}

export function formOf(editable: SettingsEditable, exponentOf: ExponentOf): SettingsFormValues {
  const major = (amounts: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(amounts).map(([currency, amount]) => [
        currency,
        majorInput(amount, exponentOf(currency)),
      ]),
    );
  return {
    enabled: editable.enabled,
    reward: major(editable.reward),
    wagerRequired: major(editable.wagerRequired),
  };
}

/**
 * The currencies the form has a row for: the casino's, in its order, then any other the saved terms
 * name (a currency since removed still shows, so its amounts can be cleared).
 */
export function formCurrencies(casino: readonly string[], settings: ReferralSettings): string[] {
  const codes = [...casino];
  for (const code of [...Object.keys(settings.reward), ...Object.keys(settings.wagerRequired)]) {
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** One cell's typed amount as minor units; `null` for empty or zero (none), or the message for the cell. */
export function readAmount(text: string, exponent: number): { minor: string | null } | { error: string } {
  if (!text.trim()) return { minor: null };
  const minor = majorToMinor(text, exponent);
  if (minor === null)
    return {
      error: `Enter ${exponent > 0 ? `an amount like 10.${'0'.repeat(Math.min(exponent, 2))}` : 'a whole amount'}${
        exponent > 0 ? ` (up to ${exponent} decimals)` : ''
      }, or leave it empty`,
    };
  if (minor.length > 18) return { error: 'This amount is too large' };
  return { minor: /[1-9]/.test(minor) ? minor : null };
}

/** The form's values as the terms, or a message per refused cell (`reward.EUR`). */
export function readSettingsForm(
  values: SettingsFormValues,
  exponentOf: ExponentOf,
): FormCheck<SettingsEditable> {
  const errors: FieldErrors = {};
  const record: SettingsEditable = { enabled: values.enabled, reward: {}, wagerRequired: {} };
  for (const field of amountFields) {
    for (const [currency, text] of Object.entries(values[field])) {
      const read = readAmount(text, exponentOf(currency));
      if ('error' in read) errors[`${field}.${currency}`] = read.error;
      else if (read.minor !== null) record[field][currency] = read.minor;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // the server's own rules, for what the reading above did not already refuse
  const parsed = referralSettingsSchema.safeParse(record);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    return { ok: false, errors: settingsErrorsOf(fields, values) };
  }
  return { ok: true, record };
}

/**
 * The server's field messages on the form: `reward.EUR` beside EUR's reward cell, `reward` (an
 * unknown currency) under the table, `enabled` beside the switch, anything else for the whole form.
 */
export function settingsErrorsOf(fields: Record<string, string>, values: SettingsFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const [key = '', currency] = path.split('.');
    let target = 'form';
    if (key === 'enabled') target = 'enabled';
    else if (key === 'reward' || key === 'wagerRequired')
      target = currency && currency in values[key] ? `${key}.${currency}` : 'amounts';
    errors[target] ??= message;
  }
  return errors;
}

/**
 * Every change, in the form's order: the switch, then each currency's reward and wagering
 * ("Reward to the referrer in EUR: EUR 10.00 → EUR 15.00", "no reward" for a currency left out).
 */
export function listSettingsChanges(
  saved: SettingsEditable,
  next: SettingsEditable,
  exponentOf: ExponentOf,
  currencies: readonly string[] = [],
): ReviewedChange[] {
  const changes: ReviewedChange[] = [];
  if (saved.enabled !== next.enabled)
    changes.push({
      key: 'enabled',
      label: 'Refer-a-friend',
      before: saved.enabled ? 'on' : 'off',
      after: next.enabled ? 'on' : 'off',
    });
  const codes = [
    ...new Set([
      ...currencies,
      ...amountFields.flatMap((field) => [...Object.keys(saved[field]), ...Object.keys(next[field])]),
    ]),
  ];
  for (const currency of codes) {
    for (const field of amountFields) {
      const text = (amount: string | undefined) =>
        amount === undefined ? noneLabels[field] : moneyText(amount, exponentOf(currency), currency);
      const before = text(saved[field][currency]);
      const after = text(next[field][currency]);
      if (before !== after)
        changes.push({
          key: `${field}.${currency}`,
          label: `${amountLabels[field]} in ${currency}`,
          before,
          after,
        });
    }
  }
  return changes;
}
