import {
  type BonusOfferAdmin,
  type BonusOfferCreate,
  bonusOfferCreateSchema,
  bonusOfferUpdateSchema,
} from '@casino/contracts/backoffice';
import type { BonusType, WageringType } from '@casino/contracts/bonuses';
import { isoToLocalInput, localInputToIso } from '../../lib/dates.ts';
import type { Change } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { formatMinor, majorToMinor, minorToMajor } from '../../lib/money.ts';
import { bpToPercent, percentToBp } from '../../lib/percent.ts';

/*
 * A deposit bonus offer's form: the offer as the form's text (match as a percent, amounts in major
 * units per currency) and the text back as the offer's fields, checked the way the server checks
 * them (bonusOfferCreateSchema, bonusOfferUpdateSchema).
 */

// shared with every dated form now (lib/dates.ts); kept here for the coupons' form and the tests
export { isoToLocalInput, localInputToIso };

/** What the edit form changes: every field a PATCH may carry (the key and the type never change). */
export type OfferEditable = Omit<BonusOfferAdmin, 'id' | 'key' | 'type' | 'createdAt'>;

/** The per-currency amount records: a deposit offer's largest bonus and minimum, a no-deposit amount. */
export type AmountField =
  | 'maxBonus'
  | 'minDeposit'
  | 'bonusAmount'
  | 'maxBet'
  | 'maxWin'
  | 'minBalance'
  | 'freeSpinStake';
const amountFields: readonly string[] = [
  'maxBonus',
  'minDeposit',
  'bonusAmount',
  'maxBet',
  'maxWin',
  'minBalance',
  'freeSpinStake',
];

/** A game's share of wagering: its slug and the percent of its stakes that counts. */
export type WeightRow = { key: string; game: string; percent: string };

export const bonusTypeLabels: Record<BonusType, string> = {
  deposit: 'Deposit',
  no_deposit: 'No deposit',
  freespins: 'Free spins',
  instant_cashback: 'Instant cashback',
};

export type AmountRow = { key: string; currency: string; amount: string };

export const wageringTypeLabels: Record<WageringType, string> = {
  REAL_TO_FUN: 'Real money then bonus money: every stake counts',
  REAL_MONEY_ONLY: 'Only real-money stakes count',
};

export type OfferFormValues = {
  key: string;
  /** Chosen for a new offer; fixed afterwards. */
  type: BonusType;
  title: string;
  description: string;
  matchPercent: string;
  maxBonus: AmountRow[];
  minDeposit: AmountRow[];
  wageringMultiplier: string;
  depositNumber: string;
  validDays: string;
  isActive: boolean;
  sortPriority: string;
  bannerTitle: string;
  terms: string;
  /** "2026-12-01T00:00" (UTC), as a datetime-local input holds it; empty: no bound. */
  startsAt: string;
  endsAt: string;
  daysOfWeek: number[];
  /** "2026-12-24, 2026-12-31": the calendar days it may be taken on, comma-separated; empty: any day. */
  dates: string;
  /** "MT, CA-ON": the countries and subdivisions, comma-separated; empty: everywhere. */
  countries: string;
  languages: string;
  /** "vip, high-roller": the player tags it is for, comma-separated; empty: everyone. */
  tags: string;
  bonusAmount: AmountRow[];
  maxParticipants: string;
  retryDays: string;
  requiresEmailVerification: boolean;
  registeredWithinDays: string;
  couponOnly: boolean;
  minDeposits: string;
  onePerNetwork: boolean;
  maxBet: AmountRow[];
  maxWin: AmountRow[];
  minBalance: AmountRow[];
  /** "roulette, blackjack": games that cannot be played with the bonus, comma-separated slugs. */
  excludedGames: string;
  gameWeights: WeightRow[];
  wageringType: WageringType;
  /** Free spins: the game's slug, how many spins, the stake of one per currency. */
  freeSpinsGame: string;
  freeSpinsCount: string;
  freeSpinStake: AmountRow[];
};

export type ExponentOf = (currency: string) => number;

let rowCount = 0;
/** A key for a new editor row (React needs one; rows have no id of their own). */
export const newRowKey = () => `offer-row-${++rowCount}`;

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** "MT, ca-on ,DE" → ["MT", "CA-ON", "DE"]; `normalize` shapes each entry. */
export function listOf(text: string, normalize: (entry: string) => string): string[] {
  return text
    .split(/[,\s]+/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(normalize);
}

/** "pt-br" → "pt-BR", "EN" → "en". */
export const normalizeLanguage = (entry: string) => {
  const [base = '', region] = entry.split('-');
  return region ? `${base.toLowerCase()}-${region.toUpperCase()}` : base.toLowerCase();
};

export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "Every day", or "Saturday, Sunday". */
export function daysText(days: readonly number[]): string {
  return days.length === 0 || days.length === 7
    ? 'Every day'
    : [...days]
        .sort((a, b) => a - b)
        .map((day) => weekdayNames[day - 1] ?? String(day))
        .join(', ');
}

/** "Any deposit" or "1st deposit only". */
export function depositNumberText(depositNumber: number | null): string {
  return depositNumber === null ? 'Any deposit' : `${ordinal(depositNumber)} deposit only`;
}

export function editableOf(offer: BonusOfferAdmin): OfferEditable {
  return {
    title: offer.title,
    description: offer.description,
    matchBp: offer.matchBp,
    maxBonus: offer.maxBonus,
    minDeposit: offer.minDeposit,
    wageringMultiplier: offer.wageringMultiplier,
    depositNumber: offer.depositNumber,
    validDays: offer.validDays,
    isActive: offer.isActive,
    sortPriority: offer.sortPriority,
    bannerTitle: offer.bannerTitle,
    terms: offer.terms,
    startsAt: offer.startsAt,
    endsAt: offer.endsAt,
    daysOfWeek: offer.daysOfWeek,
    dates: offer.dates,
    countries: offer.countries,
    languages: offer.languages,
    tags: offer.tags,
    bonusAmount: offer.bonusAmount,
    maxParticipants: offer.maxParticipants,
    retryDays: offer.retryDays,
    requiresEmailVerification: offer.requiresEmailVerification,
    registeredWithinDays: offer.registeredWithinDays,
    couponOnly: offer.couponOnly,
    minDeposits: offer.minDeposits,
    onePerNetwork: offer.onePerNetwork,
    maxBet: offer.maxBet,
    maxWin: offer.maxWin,
    minBalance: offer.minBalance,
    excludedGames: offer.excludedGames,
    gameWeights: offer.gameWeights,
    wageringType: offer.wageringType,
    freeSpinsGame: offer.freeSpinsGame,
    freeSpinsCount: offer.freeSpinsCount,
    freeSpinStake: offer.freeSpinStake,
  };
}

const amountRows = (amounts: Record<string, string>, exponentOf: ExponentOf): AmountRow[] =>
  Object.entries(amounts).map(([currency, amount]) => ({
    key: newRowKey(),
    currency,
    amount: minorToMajor(amount, exponentOf(currency), { grouping: false }) ?? amount,
  }));

/** The offer as the form shows it: the match as a percent, amounts in major units. */
export function formValuesOf(
  offer: OfferEditable,
  exponentOf: ExponentOf,
  key = '',
  type: BonusType = 'deposit',
): OfferFormValues {
  const optional = (value: number | null) => (value === null ? '' : String(value));
  return {
    key,
    type,
    title: offer.title,
    description: offer.description,
    matchPercent: bpToPercent(offer.matchBp),
    maxBonus: amountRows(offer.maxBonus, exponentOf),
    minDeposit: amountRows(offer.minDeposit, exponentOf),
    wageringMultiplier: String(offer.wageringMultiplier),
    depositNumber: offer.depositNumber === null ? '' : String(offer.depositNumber),
    validDays: String(offer.validDays),
    isActive: offer.isActive,
    sortPriority: String(offer.sortPriority),
    bannerTitle: offer.bannerTitle,
    terms: offer.terms,
    startsAt: isoToLocalInput(offer.startsAt),
    endsAt: isoToLocalInput(offer.endsAt),
    daysOfWeek: [...offer.daysOfWeek].sort((a, b) => a - b),
    dates: [...offer.dates].sort().join(', '),
    countries: offer.countries.join(', '),
    languages: offer.languages.join(', '),
    tags: offer.tags.join(', '),
    bonusAmount: amountRows(offer.bonusAmount, exponentOf),
    maxParticipants: optional(offer.maxParticipants),
    retryDays: optional(offer.retryDays),
    requiresEmailVerification: offer.requiresEmailVerification,
    registeredWithinDays: optional(offer.registeredWithinDays),
    couponOnly: offer.couponOnly,
    minDeposits: optional(offer.minDeposits),
    onePerNetwork: offer.onePerNetwork,
    maxBet: amountRows(offer.maxBet, exponentOf),
    maxWin: amountRows(offer.maxWin, exponentOf),
    minBalance: amountRows(offer.minBalance, exponentOf),
    excludedGames: offer.excludedGames.join(', '),
    gameWeights: Object.entries(offer.gameWeights).map(([game, percent]) => ({
      key: newRowKey(),
      game,
      percent: String(percent),
    })),
    wageringType: offer.wageringType,
    freeSpinsGame: offer.freeSpinsGame ?? '',
    freeSpinsCount: optional(offer.freeSpinsCount),
    freeSpinStake: amountRows(offer.freeSpinStake, exponentOf),
  };
}

/** A new offer's starting values: one empty currency row for the largest bonus. */
export function newOfferValues(): OfferFormValues {
  return {
    key: '',
    type: 'deposit',
    title: '',
    description: '',
    matchPercent: '100',
    maxBonus: [{ key: newRowKey(), currency: 'EUR', amount: '' }],
    minDeposit: [],
    wageringMultiplier: '30',
    depositNumber: '',
    validDays: '7',
    isActive: true,
    sortPriority: '0',
    bannerTitle: '',
    terms: '',
    startsAt: '',
    endsAt: '',
    daysOfWeek: [],
    dates: '',
    countries: '',
    languages: '',
    tags: '',
    bonusAmount: [{ key: newRowKey(), currency: 'EUR', amount: '' }],
    maxParticipants: '',
    retryDays: '',
    requiresEmailVerification: false,
    registeredWithinDays: '',
    couponOnly: false,
    minDeposits: '',
    onePerNetwork: false,
    maxBet: [],
    maxWin: [],
    minBalance: [],
    excludedGames: '',
    gameWeights: [],
    wageringType: 'REAL_TO_FUN',
    freeSpinsGame: '',
    freeSpinsCount: '10',
    freeSpinStake: [{ key: newRowKey(), currency: 'EUR', amount: '' }],
  };
}

export type ReadResult = { ok: true; offer: OfferEditable } | { ok: false; errors: FieldErrors };

/** A whole number in [min, max] from the form's text, or NaN with a message in `errors`. */
function readWhole(text: string, min: number, max: number, key: string, errors: FieldErrors): number {
  const trimmed = text.trim();
  const value = /^-?\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (Number.isNaN(value) || value < min || value > max)
    errors[key] = `Enter a whole number from ${min} to ${max}`;
  return value;
}

function readAmounts(
  field: AmountField,
  rows: AmountRow[],
  exponentOf: ExponentOf,
  errors: FieldErrors,
): Record<string, string> {
  const amounts: Record<string, string> = {};
  rows.forEach((row, index) => {
    const currency = row.currency.trim().toUpperCase();
    if (!currency && !row.amount.trim()) return;
    const at = (part: 'currency' | 'amount') => `${field}.${index}.${part}`;
    if (!/^[A-Z]{3}$/.test(currency)) errors[at('currency')] = 'A three-letter code (EUR, USD, ...)';
    else if (currency in amounts) errors[at('currency')] = `${currency} is listed twice`;
    const exponent = exponentOf(currency);
    const minor = majorToMinor(row.amount, exponent);
    if (minor === null)
      errors[at('amount')] =
        `Enter ${exponent > 0 ? `an amount like 25.${'0'.repeat(exponent)}` : 'a whole amount'}`;
    else if (minor.length > 18) errors[at('amount')] = 'This amount is too large';
    else if (field !== 'minDeposit' && BigInt(minor) === 0n) errors[at('amount')] = 'Enter more than zero';
    amounts[currency] = minor ?? '0';
  });
  return amounts;
}

/** The weight rows as slug → percent; a row's message at `gameWeights.<index>.<game|percent>`. */
function readWeights(rows: WeightRow[], errors: FieldErrors): Record<string, number> {
  const weights: Record<string, number> = {};
  rows.forEach((row, index) => {
    const game = row.game.trim().toLowerCase();
    if (!game && !row.percent.trim()) return;
    const at = (part: 'game' | 'percent') => `gameWeights.${index}.${part}`;
    if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(game)) errors[at('game')] = 'A game slug, like book-of-gold';
    else if (game in weights) errors[at('game')] = `${game} is listed twice`;
    const percent = readWhole(row.percent, 0, 100, at('percent'), errors);
    weights[game] = percent;
  });
  return weights;
}

const hasRowError = (errors: FieldErrors, field: AmountField) =>
  Object.keys(errors).some((key) => key.startsWith(`${field}.`));

/** The form's text as the offer's fields, or the message for each field that is not valid. */
export function readOfferForm(values: OfferFormValues, exponentOf: ExponentOf): ReadResult {
  const errors: FieldErrors = {};
  const deposit = values.type === 'deposit';
  const spins = values.type === 'freespins';
  const cashback = values.type === 'instant_cashback';
  // a no-deposit offer keeps the match and deposit fields it has, unused
  const matchBp = percentToBp(values.matchPercent);
  if (matchBp === null) errors.matchBp = 'Enter a percent like 100 or 12.5 (at most two decimals)';
  else if (deposit && matchBp < 100) errors.matchBp = 'A deposit bonus matches at least 1% of the deposit';
  else if (cashback && (matchBp < 100 || matchBp > 10_000))
    errors.matchBp = 'Cashback pays from 1% to 100% of the net losses';
  const depositText = values.depositNumber.trim();
  const optionalWhole = (text: string, min: number, max: number, key: string) =>
    text.trim() === '' ? null : readWhole(text, min, max, key, errors);
  const window = { startsAt: localInputToIso(values.startsAt), endsAt: localInputToIso(values.endsAt) };
  for (const key of ['startsAt', 'endsAt'] as const)
    if (window[key] === undefined) errors[key] = 'Enter a date and time, or leave it empty';
  const offer: OfferEditable = {
    title: values.title.trim(),
    description: values.description.trim(),
    matchBp: matchBp ?? Number.NaN,
    // each type reads only its own amounts (the other editors are not shown)
    // cashback's largest payment is its `maxBonus`
    maxBonus: deposit || cashback ? readAmounts('maxBonus', values.maxBonus, exponentOf, errors) : {},
    minDeposit: deposit ? readAmounts('minDeposit', values.minDeposit, exponentOf, errors) : {},
    // cashback is paid in cash: nothing to wager
    wageringMultiplier: cashback
      ? 0
      : readWhole(values.wageringMultiplier, 0, 200, 'wageringMultiplier', errors),
    depositNumber: depositText === '' ? null : readWhole(depositText, 1, 100, 'depositNumber', errors),
    validDays: readWhole(values.validDays, 1, 365, 'validDays', errors),
    isActive: values.isActive,
    sortPriority: readWhole(values.sortPriority, -1000, 1000, 'sortPriority', errors),
    bannerTitle: values.bannerTitle.trim(),
    terms: values.terms.trim(),
    startsAt: window.startsAt ?? null,
    endsAt: window.endsAt ?? null,
    daysOfWeek: [...values.daysOfWeek].sort((a, b) => a - b),
    dates: listOf(values.dates, (entry) => entry).sort(),
    countries: listOf(values.countries, (entry) => entry.toUpperCase()),
    languages: listOf(values.languages, normalizeLanguage),
    tags: listOf(values.tags, (entry) => entry.toLowerCase()),
    bonusAmount:
      values.type === 'no_deposit' ? readAmounts('bonusAmount', values.bonusAmount, exponentOf, errors) : {},
    maxParticipants: optionalWhole(values.maxParticipants, 1, 10_000_000, 'maxParticipants'),
    retryDays: optionalWhole(values.retryDays, 1, 3650, 'retryDays'),
    requiresEmailVerification: values.requiresEmailVerification,
    registeredWithinDays: optionalWhole(values.registeredWithinDays, 1, 3650, 'registeredWithinDays'),
    couponOnly: deposit ? false : values.couponOnly,
    minDeposits: deposit ? null : optionalWhole(values.minDeposits, 1, 1000, 'minDeposits'),
    onePerNetwork: deposit ? false : values.onePerNetwork,
    maxBet: readAmounts('maxBet', values.maxBet, exponentOf, errors),
    maxWin: readAmounts('maxWin', values.maxWin, exponentOf, errors),
    minBalance: readAmounts('minBalance', values.minBalance, exponentOf, errors),
    excludedGames: listOf(values.excludedGames, (entry) => entry.toLowerCase()),
    gameWeights: readWeights(values.gameWeights, errors),
    wageringType: values.wageringType,
    freeSpinsGame: spins ? values.freeSpinsGame.trim() || null : null,
    freeSpinsCount: spins ? optionalWhole(values.freeSpinsCount, 1, 1000, 'freeSpinsCount') : null,
    freeSpinStake: spins ? readAmounts('freeSpinStake', values.freeSpinStake, exponentOf, errors) : {},
  };
  if (spins && !offer.freeSpinsGame) errors.freeSpinsGame = 'Choose the game the spins are played on';
  if (spins && offer.freeSpinsCount === null && !errors.freeSpinsCount)
    errors.freeSpinsCount = 'Give the number of spins';
  if (spins && Object.keys(offer.freeSpinStake).length === 0 && !hasRowError(errors, 'freeSpinStake'))
    errors.freeSpinStake = 'Give the stake of a spin in at least one currency';
  // what the offer's type needs: a deposit offer's largest bonus, a no-deposit offer's amount
  if (deposit && Object.keys(offer.maxBonus).length === 0 && !hasRowError(errors, 'maxBonus'))
    errors.maxBonus = 'Give the largest bonus in at least one currency';
  if (cashback && Object.keys(offer.maxBonus).length === 0 && !hasRowError(errors, 'maxBonus'))
    errors.maxBonus = 'Give the largest payment in at least one currency';
  if (
    values.type === 'no_deposit' &&
    Object.keys(offer.bonusAmount).length === 0 &&
    !hasRowError(errors, 'bonusAmount')
  )
    errors.bonusAmount = 'Give the bonus amount in at least one currency';

  // the server's own rules (lengths, ranges, at least one currency) for what the checks above passed
  const parsed = bonusOfferUpdateSchema.safeParse(offer);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // a list's entry (countries.1) is the list's field
      const key = String(issue.path[0] ?? '');
      if (key && !Object.keys(errors).some((existing) => existing.split('.')[0] === key))
        errors[key] = issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, offer };
}

export type ReadNewResult = { ok: true; offer: BonusOfferCreate } | { ok: false; errors: FieldErrors };

/** A new offer's form as the body of POST /bonus-offers: the fields and the key. */
export function readNewOfferForm(values: OfferFormValues, exponentOf: ExponentOf): ReadNewResult {
  const read = readOfferForm(values, exponentOf);
  const key = bonusOfferCreateSchema.shape.key.safeParse(values.key);
  const errors: FieldErrors = key.success ? {} : { key: key.error.issues[0]?.message ?? 'Not a valid key' };
  if (!read.ok) return { ok: false, errors: { ...errors, ...read.errors } };
  if (!key.success) return { ok: false, errors };
  return {
    ok: true,
    offer: {
      key: key.data,
      type: values.type,
      ...read.offer,
    },
  };
}

/** The server's field errors (`key`, `maxBonus.EUR`, `matchBp`) on the form's fields and rows. */
export function formErrorsOf(fields: Record<string, string>, values: OfferFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const [key = '', sub] = path.split('.');
    let target = key;
    if (amountFields.includes(key) && sub) {
      const index = values[key as AmountField].findIndex((row) => row.currency.trim().toUpperCase() === sub);
      if (index >= 0) target = `${key}.${index}.amount`;
    }
    errors[target] ??= message;
  }
  return errors;
}

export const offerFieldLabels: Record<keyof OfferEditable | 'key', string> = {
  key: 'Key',
  title: 'Title',
  description: 'Description',
  matchBp: 'Match',
  maxBonus: 'Largest bonus',
  minDeposit: 'Minimum deposit',
  wageringMultiplier: 'Wagering',
  depositNumber: 'Deposit number',
  validDays: 'Valid for',
  isActive: 'Active',
  sortPriority: 'Sort priority',
  bannerTitle: 'Banner title',
  terms: 'Terms',
  startsAt: 'Starts',
  endsAt: 'Ends',
  daysOfWeek: 'Days',
  dates: 'Dates',
  countries: 'Countries',
  languages: 'Languages',
  tags: 'Player tags',
  bonusAmount: 'Bonus amount',
  maxParticipants: 'Most players',
  retryDays: 'Again after (days)',
  requiresEmailVerification: 'Verified email required',
  registeredWithinDays: 'Registered within (days)',
  couponOnly: 'Only with a coupon',
  minDeposits: 'After deposits',
  onePerNetwork: 'One player per network',
  maxBet: 'Largest bet',
  maxWin: 'Max win',
  minBalance: 'Minimum bonus balance',
  excludedGames: 'Excluded games',
  gameWeights: 'Game weights',
  wageringType: 'Wagering type',
  freeSpinsGame: 'Game',
  freeSpinsCount: 'Free spins',
  freeSpinStake: 'Stake of a spin',
};

/** A change as text for the review: "Largest bonus · EUR: EUR 100.00 → EUR 150.00". */
export function describeOfferChange(change: Change, exponentOf: ExponentOf) {
  const [field, sub] = change.path.split('.') as [keyof OfferEditable, string | undefined];
  const label = sub ? `${offerFieldLabels[field]} · ${sub}` : (offerFieldLabels[field] ?? field);
  const text = (value: unknown): string => {
    if (amountFields.includes(field) && sub)
      return value === undefined
        ? field === 'minDeposit' || field === 'minBalance'
          ? 'no minimum'
          : field === 'maxBet' || field === 'maxWin'
            ? 'no limit'
            : 'not offered'
        : formatMinor(String(value), exponentOf(sub), sub);
    if (field === 'gameWeights' && sub) return value === undefined ? '100% (default)' : `${String(value)}%`;
    if (field === 'excludedGames' && Array.isArray(value))
      return value.length === 0 ? 'none' : value.join(', ');
    if (field === 'wageringType') return wageringTypeLabels[value as WageringType] ?? String(value);
    if (field === 'maxParticipants' || field === 'registeredWithinDays' || field === 'minDeposits')
      return value === null ? 'no limit' : String(value);
    if (field === 'retryDays') return value === null ? 'once only' : `${String(value)} days`;
    if (field === 'matchBp') return `${bpToPercent(Number(value))}%`;
    if (field === 'wageringMultiplier') return `${String(value)}×`;
    if (field === 'validDays') return Number(value) === 1 ? '1 day' : `${String(value)} days`;
    if (field === 'depositNumber') return depositNumberText(value as number | null);
    if (field === 'startsAt' || field === 'endsAt')
      return value
        ? `${String(value).slice(0, 16).replace('T', ' ')} UTC`
        : field === 'startsAt'
          ? 'now'
          : 'no end';
    if (field === 'daysOfWeek' && Array.isArray(value)) return daysText(value as number[]);
    if ((field === 'countries' || field === 'languages' || field === 'tags') && Array.isArray(value))
      return value.length === 0
        ? field === 'countries'
          ? 'everywhere'
          : field === 'tags'
            ? 'every player'
            : 'all'
        : value.join(', ');
    if (typeof value === 'boolean') return value ? 'Yes' : 'No';
    if (value === '' || value === undefined || value === null) return '(empty)';
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  return { key: change.path, label, before: text(change.before), after: text(change.after) };
}

/**
 * "EUR 100.00 +7" for a list column: the currencies in `order` first (the casino's list, its default
 * first), then the rest alphabetically.
 */
export function amountsSummary(
  amounts: Record<string, string>,
  exponentOf: ExponentOf,
  { shown = 1, order = [] }: { shown?: number; order?: readonly string[] } = {},
): string {
  const rank = (currency: string) => {
    const at = order.indexOf(currency);
    return at < 0 ? order.length : at;
  };
  const entries = Object.entries(amounts).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  const texts = entries
    .slice(0, shown)
    .map(([currency, amount]) => formatMinor(amount, exponentOf(currency), currency));
  return entries.length > shown ? `${texts.join(', ')} +${entries.length - shown}` : texts.join(', ');
}
