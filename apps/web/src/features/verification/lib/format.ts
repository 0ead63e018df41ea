import type { MoneyAmount } from '@casino/contracts';
import { formatMoney, minor } from '@casino/money';

/** An amount of the API (minor units as a string) for people: "€2,000.00"; null when unreadable. */
export function moneyText(money: MoneyAmount | null, locale: string): string | null {
  if (!money || !/^-?\d+$/.test(money.amount)) return null;
  return formatMoney(minor(money.amount), money.exponent, money.currency, locale);
}

/** A day for people: "12 Mar 2026"; the text as given when unreadable. */
export function dateText(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A calendar date of the API (YYYY-MM-DD, no time zone) for people, the same day everywhere. */
export function calendarDateText(value: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
