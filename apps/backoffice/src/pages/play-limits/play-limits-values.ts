import {
  type MonthlyWinningsRule,
  type PlayLimitsSettings,
  playLimitsSettingsSchema,
} from '@casino/contracts/responsible-gaming';
import { amountText, type ExponentOf, plainAmount, readAmount } from '../../lib/currency-amount.ts';
import type { ReviewedChange } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { majorInput, moneyText } from '../../lib/money.ts';
import type { FormCheck } from '../../lib/use-change-review.ts';

/*
 * The operator's play limits as a form: per currency, the global bet limit (the largest single
 * stake) and the monthly winnings rule (first month's limit, rise per month in percent of it, an
 * optional ceiling). Amounts are typed in major units and read back as exact minor units. Messages
 * are keyed like the server's `fields`: `globalBetLimits.EUR`, `monthlyWinnings.EUR.ceiling`.
 */

/** What the form edits: the whole settings, as the PUT carries them. */
export type PlayLimitsEditable = PlayLimitsSettings;

/** One currency's fields as typed; the rule's fields are kept while it is switched off. */
export type CurrencyLimitValues = {
  betLimit: string;
  winnings: boolean;
  base: string;
  rise: string;
  ceiling: string;
};

/** Currency → its fields. */
export type PlayLimitsFormValues = Record<string, CurrencyLimitValues>;

/** The rule's fields, by their key in the settings (and in the server's messages). */
export const ruleParts = ['base', 'monthlyRisePercent', 'ceiling'] as const;
export type RulePart = (typeof ruleParts)[number];

/** A currency without limits: a new rule starts with no rise. */
export const emptyCurrencyValues: CurrencyLimitValues = {
  betLimit: '',
  winnings: false,
  base: '',
  rise: '0',
  ceiling: '',
};

/** What an empty field or a missing rule means, in the fields (placeholders) and the review. */
export const noBetLimit = 'no limit';
export const noCeiling = 'no ceiling';
export const noWinningsLimit = 'off';

const betField = 'globalBetLimits';
const winningsField = 'monthlyWinnings';
/** The loyalty level from which support may change or remove a player's bet and loss limits (spec §6). */
export const minLevelField = 'limitChangeMinLevel';

/** The message keys of one currency's fields. */
export const errorKeys = {
  betLimit: (currency: string) => `${betField}.${currency}`,
  rule: (currency: string) => `${winningsField}.${currency}`,
  rulePart: (currency: string, part: RulePart) => `${winningsField}.${currency}.${part}`,
};

/**
 * Whether an edit of `fields` of `currency` makes the message under `key` stale: the field's own, the
 * whole rule's (and each of its fields' when the rule is switched), and those of the whole form.
 */
export function isStaleError(key: string, currency: string, fields: Array<keyof CurrencyLimitValues>) {
  if (key === minLevelField) return false;
  if (key === 'form' || key === betField || key === winningsField) return true;
  const rule = errorKeys.rule(currency);
  return fields.some((field) => {
    if (field === 'betLimit') return key === errorKeys.betLimit(currency);
    if (field === 'winnings') return key === rule || key.startsWith(`${rule}.`);
    return (
      key === rule || key === errorKeys.rulePart(currency, field === 'rise' ? 'monthlyRisePercent' : field)
    );
  });
}

const mapValues = <T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

export function editableOf(settings: PlayLimitsSettings): PlayLimitsEditable {
  return {
    globalBetLimits: mapValues(settings.globalBetLimits, plainAmount),
    monthlyWinnings: mapValues(settings.monthlyWinnings, (rule) => ({
      base: plainAmount(rule.base),
      monthlyRisePercent: rule.monthlyRisePercent,
      ceiling: rule.ceiling === null ? null : plainAmount(rule.ceiling),
    })),
    // always answered by the GET; left out of a PUT it stays as it is
    ...(settings.limitChangeMinLevel === undefined
      ? {}
      : { limitChangeMinLevel: settings.limitChangeMinLevel }),
  };
}

/** The level as the form's field holds it ("3"); empty when the settings do not say. */
export const minLevelInput = (editable: PlayLimitsEditable) =>
  editable.limitChangeMinLevel === undefined ? '' : String(editable.limitChangeMinLevel);

/** A typed loyalty level: a whole number from 1 ("3" or "level 3"), or the field's message. */
export function readMinLevel(text: string): { level: number } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: 'Enter a level, 1 for every player' };
  const match = /^(?:level\s*)?(\d{1,6})$/i.exec(trimmed);
  if (!match) return { error: 'Enter a whole level, like 3' };
  const level = Number(match[1]);
  if (level < 1) return { error: 'The lowest level is 1' };
  if (level > 1000) return { error: 'The highest level is 1000' };
  return { level };
}

/** "level 3", "level 1 (every player)". */
export const minLevelText = (level: number | undefined) =>
  level === undefined ? 'as it is' : level === 1 ? 'level 1 (every player)' : `level ${level}`;

/** The settings as the form's fields, a row for each of `currencies`. */
export function playLimitsFormOf(
  editable: PlayLimitsEditable,
  currencies: readonly string[],
  exponentOf: ExponentOf,
): PlayLimitsFormValues {
  const values: PlayLimitsFormValues = {};
  for (const currency of currencies) {
    const exponent = exponentOf(currency);
    const bet = editable.globalBetLimits[currency];
    const rule = editable.monthlyWinnings[currency];
    values[currency] = {
      betLimit: bet === undefined ? '' : majorInput(bet, exponent),
      winnings: rule !== undefined,
      base: rule ? majorInput(rule.base, exponent) : '',
      rise: rule ? String(rule.monthlyRisePercent) : emptyCurrencyValues.rise,
      ceiling: rule?.ceiling ? majorInput(rule.ceiling, exponent) : '',
    };
  }
  return values;
}

/**
 * The currencies the form has a row for: the casino's, in its order, then any other the saved
 * settings name (a currency since removed still shows, so its limits can be cleared).
 */
export function formCurrencies(casino: readonly string[], settings: PlayLimitsSettings): string[] {
  const codes = [...casino];
  for (const code of [...Object.keys(settings.globalBetLimits), ...Object.keys(settings.monthlyWinnings)])
    if (!codes.includes(code)) codes.push(code);
  return codes;
}

/** A typed rise: a whole percent from 0 to 100 ("5" or "5%"), or the field's message. */
export function readRisePercent(text: string): { percent: number } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: 'Enter the rise in whole percent, 0 for none' };
  const match = /^(\d{1,6})\s*%?$/.exec(trimmed);
  if (!match) return { error: 'Enter a whole percentage' };
  const percent = Number(match[1]);
  if (percent > 100) return { error: 'The rise is at most 100% a month' };
  return { percent };
}

const ceilingBelowBase = 'The ceiling cannot be below the first month’s limit';

/** One currency's winnings rule from its fields, or a message per refused field (keyed by part). */
export function readRule(
  values: CurrencyLimitValues,
  exponent: number,
): { rule: MonthlyWinningsRule } | { errors: Partial<Record<RulePart, string>> } {
  const errors: Partial<Record<RulePart, string>> = {};
  const base = readAmount(values.base, exponent, 'Enter the first month’s limit');
  const rise = readRisePercent(values.rise);
  const ceiling = readAmount(values.ceiling, exponent);
  if ('error' in base) errors.base = base.error;
  if ('error' in rise) errors.monthlyRisePercent = rise.error;
  if ('error' in ceiling) errors.ceiling = ceiling.error;
  if ('error' in base || 'error' in rise || 'error' in ceiling || base.minor === null) return { errors };
  if (ceiling.minor !== null && BigInt(ceiling.minor) < BigInt(base.minor))
    return { errors: { ceiling: ceilingBelowBase } };
  return { rule: { base: base.minor, monthlyRisePercent: rise.percent, ceiling: ceiling.minor } };
}

/**
 * The form's values as the settings, or a message per refused field (`monthlyWinnings.EUR.base`,
 * `limitChangeMinLevel`). Without `minLevel` (a form that does not show it) the level is left out.
 */
export function readPlayLimitsForm(
  values: PlayLimitsFormValues,
  exponentOf: ExponentOf,
  minLevel?: string,
): FormCheck<PlayLimitsEditable> {
  const errors: FieldErrors = {};
  const record: PlayLimitsEditable = { globalBetLimits: {}, monthlyWinnings: {} };
  if (minLevel !== undefined) {
    const level = readMinLevel(minLevel);
    if ('error' in level) errors[minLevelField] = level.error;
    else record.limitChangeMinLevel = level.level;
  }
  for (const [currency, row] of Object.entries(values)) {
    const exponent = exponentOf(currency);
    const bet = readAmount(row.betLimit, exponent);
    if ('error' in bet) errors[errorKeys.betLimit(currency)] = bet.error;
    else if (bet.minor !== null) record.globalBetLimits[currency] = bet.minor;
    if (!row.winnings) continue;
    const read = readRule(row, exponent);
    if ('rule' in read) record.monthlyWinnings[currency] = read.rule;
    else
      for (const [part, message] of Object.entries(read.errors))
        errors[errorKeys.rulePart(currency, part as RulePart)] = message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // the server's own rules, for what the reading above did not already refuse
  const parsed = playLimitsSettingsSchema.safeParse(record);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    return { ok: false, errors: playLimitsErrorsOf(fields, values) };
  }
  return { ok: true, record };
}

/**
 * The server's field messages on the form: a currency's field beside it, a currency's whole rule
 * under its rule, `globalBetLimits` or `monthlyWinnings` alone (an unknown currency) under the
 * currencies, anything else for the whole form.
 */
export function playLimitsErrorsOf(
  fields: Record<string, string>,
  values: PlayLimitsFormValues,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const [group = '', currency, part] = path.split('.');
    let target = 'form';
    if (group === minLevelField) target = minLevelField;
    else if (group === betField || group === winningsField) {
      if (!currency || !(currency in values)) target = group;
      else if (group === betField) target = errorKeys.betLimit(currency);
      else
        target = (ruleParts as readonly string[]).includes(part ?? '')
          ? errorKeys.rulePart(currency, part as RulePart)
          : errorKeys.rule(currency);
    }
    errors[target] ??= message;
  }
  return errors;
}

/** "5%" of the first month's limit a month. */
const riseText = (percent: number) => (percent === 0 ? 'no rise' : `+${percent}% a month`);

/** A whole rule in words: "EUR 5,000.00 in the first month, +10% a month, ceiling EUR 10,000.00". */
export function ruleText(rule: MonthlyWinningsRule | undefined, currency: string, exponentOf: ExponentOf) {
  if (!rule) return noWinningsLimit;
  const base = amountText(rule.base, currency, exponentOf, '');
  const ceiling =
    rule.ceiling === null ? noCeiling : `ceiling ${amountText(rule.ceiling, currency, exponentOf, '')}`;
  return `${base} in the first month, ${riseText(rule.monthlyRisePercent)}, ${ceiling}`;
}

/**
 * Every change, in the form's currency order: the bet limit, then the winnings rule switched on or
 * off as a whole, or each of its fields that changed.
 */
export function listPlayLimitChanges(
  saved: PlayLimitsEditable,
  next: PlayLimitsEditable,
  exponentOf: ExponentOf,
  currencies: readonly string[] = [],
): ReviewedChange[] {
  const codes = [
    ...new Set([
      ...currencies,
      ...Object.keys(saved.globalBetLimits),
      ...Object.keys(next.globalBetLimits),
      ...Object.keys(saved.monthlyWinnings),
      ...Object.keys(next.monthlyWinnings),
    ]),
  ];
  const changes: ReviewedChange[] = [];
  const add = (key: string, label: string, before: string, after: string) => {
    if (before !== after) changes.push({ key, label, before, after });
  };
  if (next.limitChangeMinLevel !== undefined)
    add(
      minLevelField,
      'Support may change or remove bet and loss limits from loyalty level',
      minLevelText(saved.limitChangeMinLevel),
      minLevelText(next.limitChangeMinLevel),
    );
  for (const currency of codes) {
    add(
      errorKeys.betLimit(currency),
      `Global bet limit in ${currency}`,
      amountText(saved.globalBetLimits[currency], currency, exponentOf, noBetLimit),
      amountText(next.globalBetLimits[currency], currency, exponentOf, noBetLimit),
    );
    const before = saved.monthlyWinnings[currency];
    const after = next.monthlyWinnings[currency];
    if (!before || !after) {
      add(
        errorKeys.rule(currency),
        `Monthly winnings limit in ${currency}`,
        ruleText(before, currency, exponentOf),
        ruleText(after, currency, exponentOf),
      );
      continue;
    }
    add(
      errorKeys.rulePart(currency, 'base'),
      `First month’s winnings limit in ${currency}`,
      amountText(before.base, currency, exponentOf, ''),
      amountText(after.base, currency, exponentOf, ''),
    );
    add(
      errorKeys.rulePart(currency, 'monthlyRisePercent'),
      `Winnings limit rise in ${currency}`,
      riseText(before.monthlyRisePercent),
      riseText(after.monthlyRisePercent),
    );
    add(
      errorKeys.rulePart(currency, 'ceiling'),
      `Winnings limit ceiling in ${currency}`,
      amountText(before.ceiling, currency, exponentOf, noCeiling),
      amountText(after.ceiling, currency, exponentOf, noCeiling),
    );
  }
  return changes;
}

/**
 * The limit after `months` calendar months of an account's age (0 in the month it was opened):
 * the base, risen by the rule's percent of it per month, rounded down, never above the ceiling.
 * The server's own sum (play-limits.service.ts monthlyWinningsAmount), so the preview is exact.
 */
export function monthlyWinningsAmount(rule: MonthlyWinningsRule, months: number): bigint {
  const base = BigInt(rule.base);
  const risen = base + (base * BigInt(rule.monthlyRisePercent) * BigInt(months)) / 100n;
  if (rule.ceiling === null) return risen;
  const ceiling = BigInt(rule.ceiling);
  return risen < ceiling ? risen : ceiling;
}

/** The first month the limit stands at its ceiling; null without a ceiling or a rise to reach it. */
export function ceilingMonth(rule: MonthlyWinningsRule): bigint | null {
  if (rule.ceiling === null) return null;
  const base = BigInt(rule.base);
  const gap = BigInt(rule.ceiling) - base;
  if (gap <= 0n) return 0n;
  const perMonth = base * BigInt(rule.monthlyRisePercent);
  if (perMonth === 0n) return null;
  // base + ⌊perMonth·m / 100⌋ ≥ ceiling  ⇔  perMonth·m ≥ 100·gap
  return (100n * gap + perMonth - 1n) / perMonth;
}

/** Past this many months (a working life) "reached after N months" says nothing useful. */
const farMonths = 1200n;

const monthsText = (months: bigint) => (months === 1n ? '1 month' : `${months} months`);

/**
 * How a rule plays out, for the line under its fields: "First month EUR 5,000.00 · after 6 months
 * EUR 6,500.00 · after 12 months EUR 8,000.00 (ceiling EUR 10,000.00, reached after 20 months)".
 */
export function winningsPreview(rule: MonthlyWinningsRule, currency: string, exponent: number): string {
  const money = (amount: bigint) => moneyText(amount.toString(), exponent, currency);
  const first = monthlyWinningsAmount(rule, 0);
  const reached = ceilingMonth(rule);
  if (first === monthlyWinningsAmount(rule, 12)) {
    if (rule.monthlyRisePercent === 0) return `${money(first)} every month (no rise)`;
    return `${money(first)} every month (the ceiling)`;
  }
  const steps = [
    `First month ${money(first)}`,
    `after 6 months ${money(monthlyWinningsAmount(rule, 6))}`,
    `after 12 months ${money(monthlyWinningsAmount(rule, 12))}`,
  ].join(' · ');
  if (rule.ceiling === null) return `${steps} (no ceiling)`;
  const ceiling = `ceiling ${moneyText(rule.ceiling, exponent, currency)}`;
  return reached === null || reached > farMonths
    ? `${steps} (${ceiling})`
    : `${steps} (${ceiling}, reached after ${monthsText(reached)})`;
}

/** The preview of a currency's fields as typed; null while they do not read as a rule. */
export function previewOfValues(
  values: CurrencyLimitValues,
  currency: string,
  exponent: number,
): string | null {
  const read = readRule(values, exponent);
  return 'rule' in read ? winningsPreview(read.rule, currency, exponent) : null;
}
