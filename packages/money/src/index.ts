declare const minorBrand: unique symbol;

/** An amount in the currency's minor unit (cents, satoshi, ...), always an integer. */
export type Minor = bigint & { readonly [minorBrand]: true };

/** Wraps an integer amount of minor units. Throws for a number that is not a safe integer. */
export function minor(value: bigint | number | string): Minor {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new RangeError(`Minor amounts are integers, got ${value}`);
  }
  if (typeof value === 'string' && !/^-?\d+$/.test(value)) {
    throw new RangeError(`Minor amounts are integers, got "${value}"`);
  }
  return BigInt(value) as Minor;
}

export const zero = minor(0);

/**
 * Parses a decimal amount in major units ("12.5") into minor units for a currency exponent.
 * Refuses more decimals than the currency has, instead of rounding money silently.
 */
export function parseMajor(text: string, exponent: number): Minor {
  const match = /^(-)?(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`"${text}" is not an amount`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > exponent) throw new RangeError(`"${text}" has more than ${exponent} decimals`);
  const digits = `${whole}${fraction.padEnd(exponent, '0')}`;
  return minor(`${sign ?? ''}${digits.replace(/^0+(?=\d)/, '')}`);
}

/** Minor units as a plain decimal string in major units: 1234n, 2 → "12.34". */
export function toMajorString(amount: Minor, exponent: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = exponent > 0 ? `.${digits.slice(digits.length - exponent)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Formats an amount for people in a locale: "€1,234.56", "1.234,56 €", "-€5.00". Currencies Intl
 * has no symbol for (crypto) read "0.00012 BTC". Decimals beyond 2 show only when not zero. The
 * major-unit value goes to Intl as an exact decimal string, never through floating point.
 */
export function formatMoney(amount: Minor, exponent: number, currency: string, locale = 'en'): string {
  const major = toMajorString(amount, exponent);
  if (currencySymbol(currency, locale)) {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: Math.min(2, exponent),
      maximumFractionDigits: exponent,
      // Intl formats decimal strings exactly (ECMA-402 NumberFormat v3); the cast is for older lib types
    }).format(major as unknown as number);
  }
  const [whole = '0', fraction = ''] = major.replace('-', '').split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(Math.min(2, exponent), '0');
  const grouped = numberFormat(locale, { useGrouping: true }).format(BigInt(whole));
  return `${amount < 0n ? '-' : ''}${grouped}${trimmed ? `${decimalSeparator(locale)}${trimmed}` : ''} ${currency}`;
}

/**
 * Formatters by locale and options. Building an Intl.NumberFormat costs far more than using one
 * (locale data is looked up each time), and a page formats many amounts in the same few ways.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

function decimalSeparator(locale: string): string {
  return (
    numberFormat(locale, {})
      .formatToParts(1.1)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

const symbols = new Map<string, string | null>();

function currencySymbol(currency: string, locale: string): string | null {
  const key = `${locale}|${currency}`;
  const known = symbols.get(key);
  if (known !== undefined) return known;
  let symbol: string | null;
  try {
    const part = numberFormat(locale, { style: 'currency', currency })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    symbol = part && part.value !== currency ? part.value : null;
  } catch {
    symbol = null;
  }
  symbols.set(key, symbol);
  return symbol;
}

/** Sum of amounts. */
export function sum(amounts: Iterable<Minor>): Minor {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return total as Minor;
}

/** `amount` × `bp` / 10 000 in minor units, rounded down (a share paid never exceeds what was earned). */
export function shareOf(amount: Minor, bp: number): Minor {
  if (!Number.isInteger(bp)) throw new RangeError(`Basis points are integers, got ${bp}`);
  const share = (amount * BigInt(bp)) / 10_000n;
  // BigInt division truncates toward zero: a negative amount's share rounds down too
  return (share * 10_000n > amount * BigInt(bp) ? share - 1n : share) as Minor;
}

/**
 * `amount` (minor units) × `bp` / 10 000 in major units as an exact decimal string: no floating
 * point, every decimal kept (up to the currency's exponent + 4), trailing zeros trimmed down to
 * `minDecimals`. 12345n at 500 bp in a 2-decimal currency → "6.1725".
 */
export function shareInMajor(amount: Minor, bp: number, exponent: number, minDecimals = 2): string {
  if (!Number.isInteger(bp)) throw new RangeError(`Basis points are integers, got ${bp}`);
  const scaled = (amount * BigInt(bp)) as Minor; // in units of 10^-(exponent + 4)
  const text = toMajorString(scaled, exponent + 4);
  return trimDecimals(text, minDecimals);
}

/** A decimal string with its trailing fraction zeros removed, keeping at least `minDecimals`. */
export function trimDecimals(
  text: string,
  minDecimals: number,
  maxDecimals = Number.POSITIVE_INFINITY,
): string {
  const [whole = '0', fraction = ''] = text.split('.');
  let kept = fraction.slice(0, Math.min(fraction.length, maxDecimals)).replace(/0+$/, '');
  if (kept.length < minDecimals) kept = kept.padEnd(minDecimals, '0');
  return kept ? `${whole}.${kept}` : whole;
}
