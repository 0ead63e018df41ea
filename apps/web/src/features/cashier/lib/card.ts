import type { CardInput } from '@casino/contracts';
import { expiryValid, luhnValid } from '@casino/contracts/cashier-rules';
import { limits } from '@casino/contracts/validations';

/**
 * The card form as typed. It lives only in the form's state: never logged, stored or cached (spec
 * §5: the number and CVC go to the provider only).
 */
export type CardFormValues = { number: string; holder: string; expiry: string; cvc: string };
export type CardField = keyof CardFormValues;
export const cardFields = ['number', 'holder', 'expiry', 'cvc'] as const satisfies readonly CardField[];

export const emptyCard: CardFormValues = { number: '', holder: '', expiry: '', cvc: '' };

/** Card numbers are 12 to 19 digits (the Luhn check of contracts takes the same range). */
export const cardNumberMaxDigits = 19;
/** The longest a cardholder name may be (the server's limit). */
export const holderMaxLength = 100;

const digits = (value: string) => value.replace(/\D+/g, '');

/** The number in groups of four as the player types: "4111 1111 1111 1111". */
export function formatCardNumber(value: string): string {
  return digits(value)
    .slice(0, cardNumberMaxDigits)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as MM/YY while typing: the slash appears after the month, a first digit above 1 is a
 * month on its own ("4" → "04/"); deleting (a shorter value than before) never adds the slash back.
 */
export function formatExpiry(value: string, previous = ''): string {
  const typed = digits(value).slice(0, 4);
  const deleting = value.length < previous.length;
  if (typed.length === 0) return '';
  if (typed.length === 1) {
    if (!deleting && /[2-9]/.test(typed)) return `0${typed}/`;
    return typed;
  }
  if (typed.length === 2) return deleting ? typed : `${typed}/`;
  return `${typed.slice(0, 2)}/${typed.slice(2)}`;
}

/** The CVC: digits only, as many as a CVC has. */
export function formatCvc(value: string): string {
  return digits(value).slice(0, limits.cvcLength);
}

/** Why a card field does not pass; the component turns it into text. */
export type CardProblem = 'required' | 'invalidNumber' | 'invalidExpiry' | 'expired' | 'invalidCvc';
export type CardErrors = Partial<Record<CardField, CardProblem>>;

/**
 * The checks the server makes (spec §5), first in the browser: a number passing Luhn, a cardholder,
 * an MM/YY expiry of a real month not in the past, and a CVC of exactly 3 digits.
 */
export function validateCard(values: CardFormValues, now: Date): CardErrors {
  const errors: CardErrors = {};
  const number = digits(values.number);
  if (number === '') errors.number = 'required';
  else if (!luhnValid(number)) errors.number = 'invalidNumber';
  if (values.holder.trim() === '') errors.holder = 'required';
  const expiry = values.expiry.trim();
  if (expiry === '') errors.expiry = 'required';
  else if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry)) errors.expiry = 'invalidExpiry';
  else if (!expiryValid(expiry, now)) errors.expiry = 'expired';
  if (values.cvc === '') errors.cvc = 'required';
  else if (!new RegExp(`^\\d{${limits.cvcLength}}$`).test(values.cvc)) errors.cvc = 'invalidCvc';
  return errors;
}

/** The `card` of the deposit request: digits only, the name trimmed. */
export function toCardInput(values: CardFormValues): CardInput {
  return {
    number: digits(values.number),
    holder: values.holder.trim(),
    expiry: values.expiry.trim(),
    cvc: values.cvc,
  };
}
