/*
 * Money arrives as minor units in decimal strings ("12345") with the currency's exponent. It is
 * formatted by moving the decimal point in the string: a balance can exceed what a float holds
 * exactly, and an operator must see the cent the ledger has.
 */

const integerPattern = /^([+-])?(\d+)$/;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "12345", 2 → "123.45"; "-5", 2 → "-0.05"; "7", 0 → "7". Null for text that is not an integer. */
export function minorToMajor(amount: string, exponent: number, options: { grouping?: boolean } = {}) {
  const match = integerPattern.exec(amount.trim());
  if (!match) return null;
  const [, sign, rawDigits = '0'] = match;
  const digits = rawDigits.replace(/^0+(?=\d)/, '');
  const scale = Math.max(0, Math.trunc(exponent));
  const padded = digits.padStart(scale + 1, '0');
  const whole = padded.slice(0, padded.length - scale);
  const fraction = scale > 0 ? padded.slice(padded.length - scale) : '';
  const negative = sign === '-' && /[1-9]/.test(digits);
  const wholeText = options.grouping === false ? whole : groupThousands(whole);
  return `${negative ? '-' : ''}${wholeText}${fraction ? `.${fraction}` : ''}`;
}

/** "12345", 2, "EUR" → "EUR 123.45"; large amounts are grouped: "EUR 1,234,567.89". */
export function formatMinor(amount: string, exponent: number, currency: string): string {
  const major = minorToMajor(amount, exponent);
  return major === null ? `${currency} ${amount}` : `${currency} ${major}`;
}

/** Whether a minor-unit string is below zero, without turning it into a number. */
export function isNegativeMinor(amount: string): boolean {
  return /^\s*-\s*0*[1-9]/.test(amount);
}

const majorPattern = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

/**
 * A typed major-unit amount ("25", "25.5", "1,250.00") as minor units ("2500", "2550", "125000"), by
 * moving the decimal point in the text, never through a float. Null when it is not a plain
 * non-negative amount or has more decimals than the currency has.
 */
export function majorToMinor(text: string, exponent: number): string | null {
  const match = majorPattern.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const scale = Math.max(0, Math.trunc(exponent));
  if (fraction.length > scale) return null;
  const digits = `${whole.replaceAll(',', '')}${fraction.padEnd(scale, '0')}`;
  return digits.replace(/^0+(?=\d)/, '');
}

/** "0.00006250" → "0.0000625", "5.000000" → "5.00": no trailing zeros past the cents (ETH has 18 decimals). */
const shortFraction = (major: string) => major.replace(/(\.\d{2}\d*?)0+$/, '$1');

/** A minor amount in major units as a form's inputs hold it: "500", 2 → "5.00"; ETH without its 18 zeros. */
export function majorInput(amount: string, exponent: number): string {
  const major = minorToMajor(amount, exponent, { grouping: false });
  return major === null ? amount : shortFraction(major);
}

/** A minor amount as forms and reviews write it: "EUR 1,234.50", "ETH 0.0025" (exact, trailing zeros past the cents dropped). */
export function moneyText(amount: string, exponent: number, currency: string): string {
  return shortFraction(formatMinor(amount, exponent, currency));
}
