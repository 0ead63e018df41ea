import { formatMoney, type Minor, minor, parseMajor, toMajorString } from '@casino/money';

/** The currency limits are kept in: its code and its minor-unit exponent (the wallet's). */
export type LimitCurrency = { currency: string; exponent: number };

/** What is wrong with a typed amount; each has a translation key under responsibleGaming.amount. */
export type AmountProblem = 'required' | 'invalid' | 'decimals' | 'positive' | 'tooLarge';

/** The contract's limit amounts: whole positive minor units of at most 15 digits. */
const maxMinorDigits = 15;

/**
 * Reads an amount the player typed in major units ("50", "49.99", "12,5") into minor units for the
 * currency's exponent, or says what is wrong with it. More decimals than the currency has are
 * refused rather than rounded: a limit is never silently changed.
 */
export function parseLimitAmount(
  text: string,
  exponent: number,
): { amount: Minor; problem: null } | { amount: null; problem: AmountProblem } {
  const value = text.replace(/\s+/g, '');
  if (value === '') return { amount: null, problem: 'required' };
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(value);
  if (!match || `${match[1] ?? ''}${match[2] ?? ''}` === '') return { amount: null, problem: 'invalid' };
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return { amount: null, problem: 'decimals' };
  const amount = parseMajor(fraction ? `${whole}.${fraction}` : whole, exponent);
  if (amount <= 0n) return { amount: null, problem: 'positive' };
  if (amount.toString().length > maxMinorDigits) return { amount: null, problem: 'tooLarge' };
  return { amount, problem: null };
}

/** A limit as its input shows it: major units with the currency's decimals ("50.00"). */
export function amountInputText(amount: string | Minor, exponent: number): string {
  return toMajorString(typeof amount === 'string' ? toMinor(amount) : amount, exponent);
}

/** Minor units from the API (decimal strings); anything unreadable counts as zero. */
export function toMinor(amount: string): Minor {
  try {
    return minor(amount);
  } catch {
    return minor(0);
  }
}

/** An amount for the player: "€50.00" in their language, from minor units. */
export function formatLimitMoney(amount: string | Minor, wallet: LimitCurrency, locale: string): string {
  const value = typeof amount === 'string' ? toMinor(amount) : amount;
  return formatMoney(value, wallet.exponent, wallet.currency, locale);
}

/**
 * How much of a limit is used, as a whole percentage from 0 to 100 (rounded down, so 100 means
 * reached); null when there is no limit to measure against.
 */
export function usedPercent(used: string, limit: string | null): number | null {
  if (limit === null) return null;
  const cap = toMinor(limit);
  if (cap <= 0n) return null;
  const share = (toMinor(used) * 100n) / cap;
  if (share < 0n) return 0;
  return share > 100n ? 100 : Number(share);
}
