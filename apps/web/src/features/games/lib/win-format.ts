import { formatMoney, minor } from '@casino/money';

/** A multiplier's number in the player's locale, up to two decimals: 12.5, 1,250. */
export function formatMultiplier(multiplier: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(multiplier);
}

/** Minor units of a win or stake in its own currency: "€1,234.50", "0.0005 BTC"; the raw digits if unreadable. */
export function formatWinMoney(amount: string, currency: string, exponent: number, locale: string): string {
  try {
    return formatMoney(minor(amount), exponent, currency, locale);
  } catch {
    return `${amount} ${currency}`;
  }
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How long ago a win was, in the largest whole unit: "now", "5 minutes ago", "yesterday". */
export function formatTimeAgo(iso: string, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  // a clock a little ahead of the player's still reads "now", never "in 3 seconds"
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
