import {
  type LoyaltyAdmin,
  type LoyaltyLevelDefinition,
  loyaltyLevelsUpdateSchema,
} from '@casino/contracts/loyalty';
import type { ReviewedChange } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { majorInput, majorToMinor, minorToMajor, moneyText } from '../../lib/money.ts';
import type { FormCheck } from '../../lib/use-change-review.ts';

/*
 * The loyalty ladder's form: each level's name, xp and personal manager, and its reward and 24-hour
 * withdrawal limit per currency typed in major units ("25.00"), read back as exact minor units and
 * checked by the schema the server uses (loyaltyLevelsUpdateSchema). Levels are numbered by their
 * row: a level is added at the top of the ladder and only the top one is removed. A cell's message
 * is keyed like the server's: `levels.<row>.<name|xpThreshold>`, `levels.<row>.reward.<CUR>`.
 */

// shared with every money form now (lib/money.ts); kept here for the ladder's own tests
export { majorInput, moneyText };

export type ExponentOf = (currency: string) => number;

/** What the form edits: the whole ladder, as the PUT carries it. */
export type LadderEditable = { levels: LoyaltyLevelDefinition[] };

/** The per-currency amounts of a level. */
export type AmountField = 'reward' | 'withdrawalLimit';
export const amountFields: readonly AmountField[] = ['reward', 'withdrawalLimit'];

export type LevelRow = {
  /** React's key (rows have no id of their own; the level is the row's place). */
  key: string;
  name: string;
  xp: string;
  personalManager: boolean;
  /** Currency → major amount as typed; empty or absent: none. */
  reward: Record<string, string>;
  withdrawalLimit: Record<string, string>;
};

export type LadderFormValues = { levels: LevelRow[] };

/** The most levels the server keeps. */
export const maxLevels = 50;

let rowCount = 0;
/** A key for a new level row. */
export const newLevelKey = () => `loyalty-level-${++rowCount}`;

/** "0500" → "500": the form reads amounts back without leading zeros, so the saved ones are kept so too. */
const plainMinor = (amount: string) => amount.replace(/^0+(?=\d)/, '');

const plainAmounts = (amounts: Record<string, string>) =>
  Object.fromEntries(Object.entries(amounts).map(([currency, amount]) => [currency, plainMinor(amount)]));

export function editableOf(settings: Pick<LoyaltyAdmin, 'levels'>): LadderEditable {
  return {
    levels: [...settings.levels]
      .sort((a, b) => a.level - b.level)
      .map((level) => ({
        level: level.level,
        name: level.name,
        xpThreshold: level.xpThreshold,
        reward: plainAmounts(level.reward),
        withdrawalLimit: plainAmounts(level.withdrawalLimit),
        personalManager: level.personalManager,
      })),
  };
}

/**
 * The currencies the form has a column for: the casino's, in its order, then any other a saved
 * level or rate names (a currency since removed still shows, so its amounts can be cleared).
 */
export function formCurrencies(casino: readonly string[], settings: Pick<LoyaltyAdmin, 'levels' | 'rates'>) {
  const codes = [...casino];
  const add = (code: string) => {
    if (!codes.includes(code)) codes.push(code);
  };
  for (const level of settings.levels) {
    Object.keys(level.reward).forEach(add);
    Object.keys(level.withdrawalLimit).forEach(add);
  }
  Object.keys(settings.rates).forEach(add);
  return codes;
}

const majorAmounts = (amounts: Record<string, string>, exponentOf: ExponentOf) =>
  Object.fromEntries(
    Object.entries(amounts).map(([currency, amount]) => [currency, majorInput(amount, exponentOf(currency))]),
  );

/** The ladder as the form shows it: amounts in major units, lowest level first. */
export function ladderFormOf(ladder: LadderEditable, exponentOf: ExponentOf): LadderFormValues {
  return {
    levels: ladder.levels.map((level) => ({
      key: newLevelKey(),
      name: level.name,
      xp: String(level.xpThreshold),
      personalManager: level.personalManager,
      reward: majorAmounts(level.reward, exponentOf),
      withdrawalLimit: majorAmounts(level.withdrawalLimit, exponentOf),
    })),
  };
}

/** A new top level: empty, for the operator to name and price (its xp must beat the one below). */
export function newLevelRow(): LevelRow {
  return { key: newLevelKey(), name: '', xp: '', personalManager: false, reward: {}, withdrawalLimit: {} };
}

/** A typed xp: "1000" or "1,000" → 1000; null when it is not a whole non-negative number. */
export function readXp(text: string): number | null {
  const trimmed = text.trim();
  if (!/^(\d{1,3}(,\d{3})+|\d{1,13})$/.test(trimmed)) return null;
  const value = Number(trimmed.replaceAll(',', ''));
  return Number.isSafeInteger(value) ? value : null;
}

const amountHint = (exponent: number) =>
  `Enter ${exponent > 0 ? `an amount like 25.${'0'.repeat(exponent)}` : 'a whole amount'}, or leave it empty`;

/** The form's values as the ladder, or a message per field the server would refuse. */
export function readLadderForm(values: LadderFormValues, exponentOf: ExponentOf): FormCheck<LadderEditable> {
  const errors: FieldErrors = {};
  let below: number | null = null;
  const levels = values.levels.map((row, index): LoyaltyLevelDefinition => {
    const at = (field: string) => `levels.${index}.${field}`;
    const name = row.name.trim();
    if (!name) errors[at('name')] = 'Name the level';
    else if (name.length > 40) errors[at('name')] = 'At most 40 characters';
    const xp = readXp(row.xp);
    // the server's ladder rules, said beside the level that breaks them (its messages)
    if (xp === null) errors[at('xpThreshold')] = 'Enter a whole number of xp, like 1000';
    else if (index === 0 && xp !== 0) errors[at('xpThreshold')] = 'The first level starts at 0 xp';
    else if (below !== null && xp <= below)
      errors[at('xpThreshold')] = 'Each level needs more xp than the one before';
    // an unreadable threshold is not compared with: the level above is checked against the one below
    if (xp !== null) below = xp;
    const amounts = (field: AmountField) => {
      const read: Record<string, string> = {};
      for (const [currency, text] of Object.entries(row[field])) {
        // an empty cell is "none" (no reward, no limit), not a mistake
        if (!text.trim()) continue;
        const minor = majorToMinor(text, exponentOf(currency));
        if (minor === null) errors[at(`${field}.${currency}`)] = amountHint(exponentOf(currency));
        else if (minor.length > 18) errors[at(`${field}.${currency}`)] = 'This amount is too large';
        else read[currency] = minor;
      }
      return read;
    };
    return {
      level: index + 1,
      name,
      // NaN only beside a message: a ladder with one is never sent
      xpThreshold: xp ?? Number.NaN,
      reward: amounts('reward'),
      withdrawalLimit: amounts('withdrawalLimit'),
      personalManager: row.personalManager,
    };
  });
  const record: LadderEditable = { levels };
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // the server's own rules (how many levels) for what the reading above did not already refuse
  const parsed = loyaltyLevelsUpdateSchema.safeParse(record);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    return { ok: false, errors: ladderErrorsOf(fields, values) };
  }
  return { ok: true, record };
}

/**
 * The server's field errors on the form: a level's field beside its input, a reward or limit
 * beside its cell, the whole ladder's ("Keep at least one level") under the add button, anything
 * else (`body`) under `form`, said above the buttons.
 */
export function ladderErrorsOf(fields: Record<string, string>, values: LadderFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const targetOf = (path: string): string => {
    const [key = '', index = '', field = '', currency = ''] = path.split('.');
    if (key !== 'levels') return 'form';
    const row = /^\d+$/.test(index) ? values.levels[Number(index)] : undefined;
    // a level or a cell the form does not have: said under the ladder
    if (!row) return 'levels';
    if (field === 'name' || field === 'xpThreshold' || field === 'personalManager')
      return `levels.${index}.${field}`;
    if ((field === 'reward' || field === 'withdrawalLimit') && currency in row[field])
      return `levels.${index}.${field}.${currency}`;
    return 'levels';
  };
  for (const [path, message] of Object.entries(fields)) errors[targetOf(path)] ??= message;
  return errors;
}

/** The level's name in a change's label: "Level 3 (Gold)", "Level 6" while it has none. */
const levelLabel = (level: number, name: string | undefined) =>
  name ? `Level ${level} (${name})` : `Level ${level}`;

export const amountLabels: Record<AmountField, string> = {
  reward: 'Reward',
  withdrawalLimit: '24-hour withdrawal limit',
};
const noAmount: Record<AmountField, string> = { reward: 'none', withdrawalLimit: 'no limit' };

const xpText = (xp: number) => `${minorToMajor(String(xp), 0)} xp`;

/**
 * Every change from the saved ladder to the form's, level by level (lowest first), as the review
 * lists them: "Level 3 (Gold) reward in EUR: EUR 20.00 → EUR 25.00". A new level lists each of its
 * fields; a removed one is said once. `currencies` orders the per-currency changes.
 */
export function listLadderChanges(
  saved: LadderEditable,
  next: LadderEditable,
  exponentOf: ExponentOf,
  currencies: readonly string[] = [],
): ReviewedChange[] {
  const changes: ReviewedChange[] = [];
  const rank = (code: string) => {
    const at = currencies.indexOf(code);
    return at === -1 ? currencies.length : at;
  };
  const count = Math.max(saved.levels.length, next.levels.length);
  for (let index = 0; index < count; index++) {
    const before = saved.levels[index];
    const after = next.levels[index];
    const level = index + 1;
    if (!after) {
      changes.push({
        key: `levels.${level}`,
        label: levelLabel(level, before?.name),
        before: `from ${xpText(before?.xpThreshold ?? 0)}`,
        after: 'removed',
      });
      continue;
    }
    const label = levelLabel(level, after.name);
    const add = (field: string, what: string, from: string, to: string) => {
      if (from !== to)
        changes.push({ key: `levels.${level}.${field}`, label: `${label} ${what}`, before: from, after: to });
    };
    if (!before) changes.push({ key: `levels.${level}`, label, before: 'not on the ladder', after: 'added' });
    add('name', 'name', before ? before.name : '—', after.name);
    add('xpThreshold', 'reached at', before ? xpText(before.xpThreshold) : '—', xpText(after.xpThreshold));
    for (const field of amountFields) {
      const codes = [...new Set([...Object.keys(before?.[field] ?? {}), ...Object.keys(after[field])])];
      codes.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
      for (const currency of codes) {
        const text = (amount: string | undefined) =>
          amount === undefined ? noAmount[field] : moneyText(amount, exponentOf(currency), currency);
        add(
          `${field}.${currency}`,
          `${amountLabels[field].toLowerCase()} in ${currency}`,
          text(before?.[field][currency]),
          text(after[field][currency]),
        );
      }
    }
    const manager = (value: boolean | undefined) => (value ? 'Yes' : 'No');
    add(
      'personalManager',
      'personal manager',
      manager(before?.personalManager),
      manager(after.personalManager),
    );
  }
  return changes;
}
