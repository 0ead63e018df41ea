import { majorToMinor, moneyText } from './money.ts';

/*
 * A per-currency amount typed in major units ("5000.00") and read back as exact minor units: the
 * verification threshold's cells and the play limits' fields.
 */

/** A currency's minor-unit exponent (2 for EUR, 0 for JPY, 8 for BTC). */
export type ExponentOf = (currency: string) => number;

/** A typed amount read: its minor units (`null` for an empty optional field), or the field's message. */
export type AmountRead = { minor: string | null } | { error: string };

/** Minor-unit amounts the contracts take have at most 18 digits. */
const maxDigits = 18;

/**
 * One field's typed major amount as minor units, above zero (or zero too with `zero`). Empty is
 * `null` unless `required` names the message for an empty field.
 */
export function readAmount(
  text: string,
  exponent: number,
  required?: string,
  { zero = false }: { zero?: boolean } = {},
): AmountRead {
  if (!text.trim()) return required ? { error: required } : { minor: null };
  const orEmpty = required ? '' : ', or leave it empty';
  const minor = majorToMinor(text, exponent);
  if (minor === null)
    return {
      error:
        exponent > 0
          ? `Enter an amount like 1000.${'0'.repeat(Math.min(exponent, 2))} (up to ${exponent} decimals)${orEmpty}`
          : `Enter a whole amount${orEmpty}`,
    };
  if (minor === '0' && !zero) return { error: `Enter an amount above zero${orEmpty}` };
  if (minor.length > maxDigits) return { error: 'This amount is too large' };
  return { minor };
}

/** An amount in words ("EUR 1,000.00"), or `none` when there is none. */
export function amountText(
  amount: string | null | undefined,
  currency: string,
  exponentOf: ExponentOf,
  none: string,
): string {
  return amount === null || amount === undefined ? none : moneyText(amount, exponentOf(currency), currency);
}

/** "0500" → "500": what a form read back gives for the same amount. */
export const plainAmount = (amount: string) => amount.replace(/^0+(?=\d)/, '');
