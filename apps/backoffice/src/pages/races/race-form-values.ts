import {
  type RaceAdmin,
  type RaceDefinition,
  type RaceEntryMode,
  type RaceMetric,
  raceDefinitionSchema,
} from '@casino/contracts/races';
import { formatDateTime, isoToLocalInput, localInputToIso } from '../../lib/dates.ts';
import type { ReviewedChange } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { majorInput, majorToMinor, moneyText } from '../../lib/money.ts';
import type { FormCheck } from '../../lib/use-change-review.ts';
import { entryLabels, gamesText, metricLabels } from './race-labels.ts';

/*
 * A race's form: its terms as the form's text (the smallest bet and the prizes in major units of the
 * race's currency, the window as datetime-local values read as UTC) and the text back as the
 * RaceDefinition the API takes, checked by the schema the server uses (raceDefinitionSchema). A
 * prize row's message is keyed `prizes.<row>.amount`; the server's `prizes.<row>` lands there too.
 */

export type ExponentOf = (currency: string) => number;

/** One place of the prize table: the row's place is its rank. */
export type PrizeRow = { key: string; amount: string };

export type RaceFormValues = {
  name: string;
  description: string;
  currency: string;
  metric: RaceMetric;
  entry: RaceEntryMode;
  /** Slugs; none: every game counts. */
  games: string[];
  /** Major units as typed; empty: any stake counts. */
  minBet: string;
  prizes: PrizeRow[];
  /** "2026-12-01T00:00" (UTC), as a datetime-local input holds it. */
  startsAt: string;
  endsAt: string;
};

/** The most places a prize table has (raceDefinitionSchema). */
export const maxPrizes = 100;

let rowCount = 0;
/** A key for a new prize row (React needs one; rows have no id of their own). */
export const newPrizeKey = () => `race-prize-${++rowCount}`;

const hourMs = 3_600_000;

/**
 * A new race's form: the casino's default currency, ranked by stakes, entered automatically, from
 * the next full hour (UTC) for a week, with one empty prize.
 */
export function newRaceValues({ now, currency }: { now: Date; currency: string }): RaceFormValues {
  const start = new Date(Math.floor(now.getTime() / hourMs) * hourMs + hourMs);
  const end = new Date(start.getTime() + 7 * 24 * hourMs);
  return {
    name: '',
    description: '',
    currency,
    metric: 'wagered',
    entry: 'automatic',
    games: [],
    minBet: '',
    prizes: [{ key: newPrizeKey(), amount: '' }],
    startsAt: isoToLocalInput(start.toISOString()),
    endsAt: isoToLocalInput(end.toISOString()),
  };
}

/** "0500" → "500": amounts are compared as the form reads them back. */
const plainMinor = (amount: string) => amount.replace(/^0+(?=\d)/, '');

/** A race's terms as the PUT carries them (what its edit form starts from). */
export function definitionOf(race: RaceAdmin): RaceDefinition {
  return {
    name: race.name,
    description: race.description,
    currency: race.currency,
    metric: race.metric,
    entry: race.entry,
    games: [...race.games],
    minBet: plainMinor(race.minBet),
    prizes: race.prizes.map(plainMinor),
    startsAt: new Date(race.startsAt).toISOString(),
    endsAt: new Date(race.endsAt).toISOString(),
  };
}

/** A race's terms as the form's text, amounts in major units of its currency. */
export function raceFormOf(definition: RaceDefinition, exponentOf: ExponentOf): RaceFormValues {
  const exponent = exponentOf(definition.currency);
  return {
    name: definition.name,
    description: definition.description,
    currency: definition.currency,
    metric: definition.metric,
    entry: definition.entry,
    games: [...definition.games],
    minBet: /[1-9]/.test(definition.minBet) ? majorInput(definition.minBet, exponent) : '',
    prizes: definition.prizes.map((prize) => ({ key: newPrizeKey(), amount: majorInput(prize, exponent) })),
    startsAt: isoToLocalInput(definition.startsAt),
    endsAt: isoToLocalInput(definition.endsAt),
  };
}

/** "an amount like 25.00", or "a whole amount" for a currency without decimals. */
const amountLike = (exponent: number, example: string) =>
  exponent > 0 ? `an amount like ${example}.${'0'.repeat(exponent)}` : 'a whole amount';

/** A typed prize as minor units, or its message. */
function readPrize(text: string, rank: number, exponent: number): { minor: string } | { error: string } {
  if (!text.trim()) return { error: `Enter the prize for rank ${rank}, or remove the row` };
  const minor = majorToMinor(text, exponent);
  if (minor === null) return { error: `Enter ${amountLike(exponent, '100')}` };
  if (minor.length > 18) return { error: 'This amount is too large' };
  if (!/[1-9]/.test(minor)) return { error: 'A prize is more than 0' };
  return { minor };
}

/**
 * The prize pool as typed so far: the sum of the readable prizes, or null while one of them is not
 * (the form shows it under the prize table).
 */
export function typedPrizePool(rows: readonly PrizeRow[], exponent: number): string | null {
  if (rows.length === 0) return null;
  let sum = 0n;
  for (const [index, row] of rows.entries()) {
    const read = readPrize(row.amount, index + 1, exponent);
    if ('error' in read) return null;
    sum += BigInt(read.minor);
  }
  return sum.toString();
}

/** Where a message of the schema's or the server's lands on the form. */
function fieldOf(path: string, values: RaceFormValues): string {
  const [key = '', index] = path.split('.');
  if (key === 'prizes' && index !== undefined && /^\d+$/.test(index) && Number(index) < values.prizes.length)
    return `prizes.${index}.amount`;
  if (key in values) return key;
  return 'form';
}

/** The form's values as the race's terms, or a message per field the server would refuse. */
export function readRaceForm(values: RaceFormValues, exponentOf: ExponentOf): FormCheck<RaceDefinition> {
  const errors: FieldErrors = {};
  const currency = values.currency.trim().toUpperCase();
  if (!currency) errors.currency = 'Choose the currency the race runs in';
  const exponent = exponentOf(currency);

  let minBet = '0';
  if (values.minBet.trim()) {
    const minor = majorToMinor(values.minBet, exponent);
    if (minor === null) errors.minBet = `Enter ${amountLike(exponent, '1')}, or leave it empty`;
    else if (minor.length > 18) errors.minBet = 'This amount is too large';
    else minBet = minor;
  }

  const prizes: string[] = [];
  values.prizes.forEach((row, index) => {
    const read = readPrize(row.amount, index + 1, exponent);
    if ('error' in read) errors[`prizes.${index}.amount`] = read.error;
    else prizes.push(read.minor);
  });
  if (values.prizes.length === 0) errors.prizes = 'Give at least one prize';
  else if (values.prizes.length > maxPrizes) errors.prizes = `At most ${maxPrizes} prizes`;

  const window = { startsAt: localInputToIso(values.startsAt), endsAt: localInputToIso(values.endsAt) };
  for (const key of ['startsAt', 'endsAt'] as const)
    if (!window[key]) errors[key] = 'Enter a date and time (UTC)';

  const record: RaceDefinition = {
    name: values.name.trim(),
    description: values.description.trim(),
    currency,
    metric: values.metric,
    entry: values.entry,
    games: [...new Set(values.games)],
    minBet,
    prizes,
    startsAt: window.startsAt ?? '',
    endsAt: window.endsAt ?? '',
  };

  // the server's own rules (lengths, the window's order and length) for what the reading passed
  const parsed = raceDefinitionSchema.safeParse(record);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.join('.'), values);
      // a field the reading above refused keeps its own message
      if (!Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`)))
        errors[field] = issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, record };
}

/** The server's per-field messages (`games`, `currency`, `prizes.2`, `endsAt`) on the form's fields. */
export function raceErrorsOf(fields: Record<string, string>, values: RaceFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) errors[fieldOf(path, values)] ??= message;
  return errors;
}

export const raceFieldLabels: Record<keyof RaceDefinition, string> = {
  name: 'Name',
  description: 'Description',
  currency: 'Currency',
  metric: 'Ranked by',
  entry: 'Entry',
  games: 'Eligible games',
  minBet: 'Smallest bet that counts',
  prizes: 'Prizes',
  startsAt: 'Starts',
  endsAt: 'Ends',
};

/** "EUR 0.10", or "Any stake" for none. */
export function minBetText(minBet: string, exponent: number, currency: string): string {
  return /[1-9]/.test(minBet) ? moneyText(minBet, exponent, currency) : 'Any stake';
}

/** The prize pool: every place's prize added up, minor units. */
export function prizePoolOf(prizes: readonly string[]): string {
  return prizes.reduce((sum, prize) => sum + BigInt(prize), 0n).toString();
}

/** One field's value as the review and the terms write it. */
function fieldText(definition: RaceDefinition, field: keyof RaceDefinition, exponentOf: ExponentOf): string {
  const exponent = exponentOf(definition.currency);
  switch (field) {
    case 'metric':
      return metricLabels[definition.metric];
    case 'entry':
      return entryLabels[definition.entry];
    case 'games':
      return gamesText(definition.games);
    case 'minBet':
      return minBetText(definition.minBet, exponent, definition.currency);
    case 'prizes':
      return `${moneyText(prizePoolOf(definition.prizes), exponent, definition.currency)} for ${
        definition.prizes.length === 1 ? '1 place' : `${definition.prizes.length} places`
      }`;
    case 'startsAt':
    case 'endsAt':
      return formatDateTime(definition[field]);
    default:
      return definition[field] || '(empty)';
  }
}

/** A new race's terms, field by field, for the review before it is created. */
export function definitionLines(
  definition: RaceDefinition,
  exponentOf: ExponentOf,
): { field: keyof RaceDefinition; label: string; value: string }[] {
  const fields = Object.keys(raceFieldLabels) as (keyof RaceDefinition)[];
  return fields.map((field) => ({
    field,
    label: raceFieldLabels[field],
    value: fieldText(definition, field, exponentOf),
  }));
}

/**
 * The changes of an edit as the review lists them: each changed field old → new, and the prize table
 * rank by rank ("Prize for rank 2: EUR 50.00 → EUR 60.00", "no prize" for a place added or removed).
 */
export function describeRaceChanges(
  before: RaceDefinition,
  after: RaceDefinition,
  exponentOf: ExponentOf,
): ReviewedChange[] {
  const changes: ReviewedChange[] = [];
  for (const field of Object.keys(raceFieldLabels) as (keyof RaceDefinition)[]) {
    if (field === 'prizes') {
      const places = Math.max(before.prizes.length, after.prizes.length);
      const prize = (definition: RaceDefinition, index: number) => {
        const amount = definition.prizes[index];
        return amount === undefined
          ? 'no prize'
          : moneyText(amount, exponentOf(definition.currency), definition.currency);
      };
      for (let index = 0; index < places; index += 1) {
        const old = prize(before, index);
        const next = prize(after, index);
        if (old !== next)
          changes.push({
            key: `prizes.${index}`,
            label: `Prize for rank ${index + 1}`,
            before: old,
            after: next,
          });
      }
      const oldPool = fieldText(before, 'prizes', exponentOf);
      const nextPool = fieldText(after, 'prizes', exponentOf);
      if (oldPool !== nextPool)
        changes.push({ key: 'prizePool', label: 'Prize pool', before: oldPool, after: nextPool });
      continue;
    }
    const old = fieldText(before, field, exponentOf);
    const next = fieldText(after, field, exponentOf);
    if (old !== next) changes.push({ key: field, label: raceFieldLabels[field], before: old, after: next });
  }
  return changes;
}
