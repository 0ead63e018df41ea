import type { TransactionRow, TransactionTab } from '@casino/contracts';
import { formatMoney, minor } from '@casino/money';

/** Rows per page of the history (server default and maximum page the spec asks for). */
export const historyPageSize = 24;

/** The default range of the history: the last 90 days, today included. */
export const defaultRangeDays = 90;

/** How far back the date filter goes: a full year, well over the 3 months players must reach. */
export const maxLookbackDays = 365;

/** Tab order of spec §3. */
export const historyTabs = ['games', 'withdrawal', 'deposit'] as const satisfies readonly TransactionTab[];

export type DateRange = { from: string; to: string };

const dayMs = 24 * 60 * 60_000;

/** A date as YYYY-MM-DD in UTC (the server's calendar for history ranges). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD shifted by whole days. */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
}

/** The last 90 days up to and including today. */
export function defaultRange(today: Date): DateRange {
  const to = isoDay(today);
  return { from: addDays(to, -(defaultRangeDays - 1)), to };
}

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A range from the address bar, or the default one when missing or malformed. */
export function parseRange(from: string | null, to: string | null, today: Date): DateRange {
  const fallback = defaultRange(today);
  const valid = (value: string | null): value is string =>
    value !== null && isoDayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
  const range = { from: valid(from) ? from : fallback.from, to: valid(to) ? to : fallback.to };
  return range.from <= range.to ? range : fallback;
}

/** Whether a tab name from the address bar is one of the history tabs. */
export function parseTab(value: string | null): TransactionTab {
  return historyTabs.find((tab) => tab === value) ?? 'games';
}

/** Number of pages for a row count (at least 1). */
export function pageCount(count: number, pageSize = historyPageSize): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** A positive page number from the address bar. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Operations that take money out of the player's balance; shown with a minus sign. */
const debitTypes: ReadonlySet<string> = new Set([
  'bet',
  'withdrawal_lock',
  'withdrawal_settle',
  'bonus_burn',
]);

/** Whether a row is money going out (a bet, a withdrawal, a forfeited bonus). */
export function isDebit(row: Pick<TransactionRow, 'type'>): boolean {
  return debitTypes.has(row.type);
}

/** A minor-unit decimal string in the row's currency and the player's locale: "€1,234.50". */
export function formatRowMoney(
  amount: string,
  row: Pick<TransactionRow, 'currency' | 'exponent'>,
  locale: string,
): string {
  try {
    return formatMoney(minor(amount), row.exponent, row.currency, locale);
  } catch {
    return amount;
  }
}

/** The movement of a row, signed by direction: "-€5.00" for a bet, "€12.00" for a win. */
export function formatRowAmount(
  row: Pick<TransactionRow, 'amount' | 'currency' | 'exponent' | 'type'>,
  locale: string,
): string {
  const negative = isDebit(row) && !row.amount.startsWith('-') && row.amount !== '0';
  return formatRowMoney(negative ? `-${row.amount}` : row.amount, row, locale);
}

/** Date and time of a posting in the player's locale. */
export function formatRowDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Date and time of a posting as two parts, for a compact two-line table cell. */
export function formatRowDateParts(iso: string, locale: string): { day: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { day: iso, time: '' };
  return {
    day: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date),
    time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date),
  };
}

/** A calendar day (YYYY-MM-DD) for people, without a time-zone shift. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The translation key of a transaction type; unknown types fall back to the raw value. */
export function transactionTypeKey(type: string): string {
  return `wallet.history.types.${type}`;
}
