import type { RaceMetric } from '@casino/contracts';
import { formatMoney, minor } from '@casino/money';

/*
 * How races write their figures: amounts in the race's currency, scores by the race's metric
 * (money staked, a multiplier, a count of rounds), counts and dates in the viewer's locale.
 */

/**
 * Multipliers are hundredths: 1250 is ×12.50. The contracts' `multiplierScale` and
 * `winOfTheMonthAmount`, kept here so the feature's chunk does not load zod with the contracts'
 * schemas (format.test.ts checks they agree).
 */
export const multiplierScale = 100;
/** Win of the month pays this, in major units of its currency (spec §9). */
export const winOfTheMonthAmount = 700;

/** The socket room of a race's live board (the contracts' `raceRoom`). */
export const raceRoom = (raceId: string) => `race:${raceId}`;

/** A currency and its exponent: what an amount of minor units needs to be read. */
export type Denomination = { currency: string; exponent: number };

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Minor units (a string of the API) in the race's currency: "€50.00"; "—" when unreadable. */
export function moneyText(amount: string, { currency, exponent }: Denomination, locale: string): string {
  if (!/^-?\d+$/.test(amount)) return '—';
  return formatMoney(minor(amount), exponent, currency, locale);
}

/** A whole amount in major units of a currency whose exponent is not known: 700 → "€700.00". */
export function majorMoneyText(major: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(major);
  } catch {
    return `${numberFormat(locale, {}).format(major)} ${currency}`;
  }
}

/** A count with the locale's grouping: 12500 → "12,500". */
export function countText(count: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}

/** A multiplier in hundredths: 1250 → "×12.50", 100000 → "×1,000.00". */
export function multiplierText(hundredths: string, locale: string): string {
  if (!/^\d+$/.test(hundredths)) return '—';
  const value = BigInt(hundredths);
  const scale = BigInt(multiplierScale);
  const whole = numberFormat(locale, { useGrouping: true }).format(value / scale);
  const fraction = (value % scale).toString().padStart(String(multiplierScale).length - 1, '0');
  const separator =
    numberFormat(locale, {})
      .formatToParts(1.1)
      .find((part) => part.type === 'decimal')?.value ?? '.';
  return `×${whole}${separator}${fraction}`;
}

/**
 * A score by the race's metric: money staked ("€125.00"), the best multiplier ("×12.50") or the
 * rounds played ("42").
 */
export function scoreText(metric: RaceMetric, score: string, race: Denomination, locale: string): string {
  switch (metric) {
    case 'wagered':
      return moneyText(score, race, locale);
    case 'multiplier':
      return multiplierText(score, locale);
    case 'rounds':
      return /^\d+$/.test(score) ? countText(Number(score), locale) : '—';
  }
}

/** A moment for people: "12 Mar 2026, 14:05"; the ISO text when unreadable. */
export function dateTimeText(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A day for people: "12 Mar 2026"; the ISO text when unreadable. */
export function dateText(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/**
 * A game's name from its slug, for the list of games a race counts ("copper-cherries" → "Copper
 * Cherries"): the race carries slugs only, and each links to the game's page.
 */
export function gameNameOf(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Whether an amount of minor units is more than zero. */
export function isPositive(amount: string): boolean {
  return /^\d+$/.test(amount) && BigInt(amount) > 0n;
}
