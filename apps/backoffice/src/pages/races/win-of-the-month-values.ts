import {
  type RaceMetric,
  type WinOfTheMonthSettings,
  winOfTheMonthSettingsSchema,
} from '@casino/contracts/races';
import type { ReviewedChange } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { majorInput, majorToMinor } from '../../lib/money.ts';
import type { FormCheck } from '../../lib/use-change-review.ts';
import { type ExponentOf, minBetText } from './race-form-values.ts';
import { gamesText, metricLabels } from './race-labels.ts';

/*
 * Win of the month's form: the operator's rule for the monthly race (on or off, its currency, what
 * it ranks by, the rule as players read it, the games and the smallest bet that counts), the bet
 * typed in major units and read back as minor units, checked by winOfTheMonthSettingsSchema.
 */

export type WinOfTheMonthFormValues = {
  enabled: boolean;
  currency: string;
  metric: RaceMetric;
  rule: string;
  games: string[];
  /** Major units as typed; empty: any stake counts. */
  minBet: string;
};

/** "0500" → "500", as the form reads amounts back. */
const plainMinor = (amount: string) => amount.replace(/^0+(?=\d)/, '');

/** The settings as the form compares them (amounts without leading zeros). */
export function winOfTheMonthEditableOf(settings: WinOfTheMonthSettings): WinOfTheMonthSettings {
  return { ...settings, games: [...settings.games], minBet: plainMinor(settings.minBet) };
}

export function winOfTheMonthFormOf(
  settings: WinOfTheMonthSettings,
  exponentOf: ExponentOf,
): WinOfTheMonthFormValues {
  return {
    enabled: settings.enabled,
    currency: settings.currency,
    metric: settings.metric,
    rule: settings.rule,
    games: [...settings.games],
    minBet: /[1-9]/.test(settings.minBet) ? majorInput(settings.minBet, exponentOf(settings.currency)) : '',
  };
}

/** The form's values as the settings, or a message per field the server would refuse. */
export function readWinOfTheMonthForm(
  values: WinOfTheMonthFormValues,
  exponentOf: ExponentOf,
): FormCheck<WinOfTheMonthSettings> {
  const errors: FieldErrors = {};
  const currency = values.currency.trim().toUpperCase();
  if (!currency) errors.currency = 'Choose the currency the monthly race runs in';
  const exponent = exponentOf(currency);
  let minBet = '0';
  if (values.minBet.trim()) {
    const minor = majorToMinor(values.minBet, exponent);
    if (minor === null)
      errors.minBet = `Enter ${exponent > 0 ? `an amount like 1.${'0'.repeat(exponent)}` : 'a whole amount'}, or leave it empty`;
    else if (minor.length > 18) errors.minBet = 'This amount is too large';
    else minBet = minor;
  }
  const record: WinOfTheMonthSettings = {
    enabled: values.enabled,
    currency,
    metric: values.metric,
    rule: values.rule.trim(),
    games: [...new Set(values.games)],
    minBet,
  };
  const parsed = winOfTheMonthSettingsSchema.safeParse(record);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = winOfTheMonthErrorsKey(issue.path.join('.'));
      if (!(field in errors)) errors[field] = issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, record };
}

const fields = ['enabled', 'currency', 'metric', 'rule', 'games', 'minBet'] as const;

/** `games.3` → `games`; a path that is no field of the form → `form`. */
function winOfTheMonthErrorsKey(path: string): string {
  const key = path.split('.')[0] ?? '';
  return (fields as readonly string[]).includes(key) ? key : 'form';
}

/** The server's per-field messages on the form's fields. */
export function winOfTheMonthErrorsOf(serverFields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(serverFields))
    errors[winOfTheMonthErrorsKey(path)] ??= message;
  return errors;
}

export const winOfTheMonthLabels: Record<keyof WinOfTheMonthSettings, string> = {
  enabled: 'Win of the month',
  currency: 'Currency',
  metric: 'Ranked by',
  rule: 'Rule shown to players',
  games: 'Eligible games',
  minBet: 'Smallest bet that counts',
};

function text(settings: WinOfTheMonthSettings, field: keyof WinOfTheMonthSettings, exponentOf: ExponentOf) {
  switch (field) {
    case 'enabled':
      return settings.enabled ? 'On' : 'Off';
    case 'metric':
      return metricLabels[settings.metric];
    case 'games':
      return gamesText(settings.games);
    case 'minBet':
      return minBetText(settings.minBet, exponentOf(settings.currency), settings.currency);
    default:
      return settings[field] || '(empty)';
  }
}

/** Each changed setting old → new, for the review. */
export function describeWinOfTheMonthChanges(
  before: WinOfTheMonthSettings,
  after: WinOfTheMonthSettings,
  exponentOf: ExponentOf,
): ReviewedChange[] {
  return fields.flatMap((field) => {
    const old = text(before, field, exponentOf);
    const next = text(after, field, exponentOf);
    return old === next ? [] : [{ key: field, label: winOfTheMonthLabels[field], before: old, after: next }];
  });
}
