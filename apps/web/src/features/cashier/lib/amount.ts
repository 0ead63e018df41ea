import { type Minor, minor, parseMajor, toMajorString } from '@casino/money';

/** The amount the selector starts with and returns to on reset, in major units (spec §4). */
export const defaultDepositAmount = 25;

/** The quick-amount buttons, in major units (spec §4). */
export const quickDepositAmounts = [25, 50, 100] as const;

/** Up to this many major units "+" and "−" move by 1; above it, by 5 (spec §4). */
export const smallStepLimit = 30;

const smallStep = 1n;
const largeStep = 5n;

/** One major unit in minor units for a currency exponent: 2 → 100n. */
function unit(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** Whole major units as minor units: 25, exponent 2 → 2500n. */
export function majorToMinor(major: number, exponent: number): Minor {
  return minor(BigInt(major) * unit(exponent));
}

/** The default amount (25) in minor units of the player's currency. */
export function defaultAmount(exponent: number): Minor {
  return majorToMinor(defaultDepositAmount, exponent);
}

/** "+": one more while the amount is 30 or less, five more above 30 (spec §4). */
export function stepUp(amount: Minor, exponent: number): Minor {
  const one = unit(exponent);
  const step = amount <= BigInt(smallStepLimit) * one ? smallStep : largeStep;
  return minor(amount + step * one);
}

/**
 * "−": from above 30 down by five, but not past 30, so the way down mirrors the way up; from 30
 * down to 0 by one; never below 0 (spec §4).
 */
export function stepDown(amount: Minor, exponent: number): Minor {
  const one = unit(exponent);
  const limit = BigInt(smallStepLimit) * one;
  if (amount > limit) {
    const next = amount - largeStep * one;
    return minor(next < limit ? limit : next);
  }
  const next = amount - smallStep * one;
  return minor(next < 0n ? 0n : next);
}

/**
 * What the player may type into the amount field: digits and one decimal point (a comma counts as
 * one), with no more decimals than the currency has.
 */
export function sanitizeAmountInput(text: string, exponent: number): string {
  const cleaned = text.replace(',', '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '').slice(0, 15);
  if (rest.length === 0 || exponent === 0) return trimmedWhole;
  return `${trimmedWhole}.${(rest[0] ?? '').slice(0, exponent)}`;
}

/** The amount typed, in minor units; null when the field is empty or not an amount. */
export function parseAmountInput(text: string, exponent: number): Minor | null {
  const value = text.trim();
  if (!/^\d+(\.\d*)?$/.test(value) && !/^\.\d+$/.test(value)) return null;
  const normalized = value.startsWith('.') ? `0${value}` : value.replace(/\.$/, '');
  try {
    return parseMajor(normalized, exponent);
  } catch {
    return null;
  }
}

/** An amount as the field shows it: major units without trailing zeros, "25", "25.5". */
export function amountInputText(amount: Minor, exponent: number): string {
  const text = toMajorString(amount, exponent);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** The provider's limits for the method chosen; null when it has none on that side. */
export type AmountLimits = { min: Minor | null; max: Minor | null };

/** Reads a method's min and max (minor-unit strings or null) into amounts. */
export function amountLimits(method: { minAmount: string | null; maxAmount: string | null }): AmountLimits {
  const read = (value: string | null) => (value !== null && /^\d+$/.test(value) ? minor(value) : null);
  return { min: read(method.minAmount), max: read(method.maxAmount) };
}

/** Why an amount cannot be sent yet: the server's checks of spec §5 and §8, done first in the browser. */
export type AmountProblem = 'missing' | 'zero' | 'belowMin' | 'aboveMax';

/** The first problem with an amount for a method's limits, or null when it can be deposited. */
export function checkAmount(amount: Minor | null, limits: AmountLimits): AmountProblem | null {
  if (amount === null) return 'missing';
  if (amount <= 0n) return 'zero';
  if (limits.min !== null && amount < limits.min) return 'belowMin';
  if (limits.max !== null && amount > limits.max) return 'aboveMax';
  return null;
}
