import { checkPhoneNumber } from '@casino/contracts/accounts';
import { limits } from '@casino/contracts/validations';

/**
 * The phone field's next value (spec §5): digits only, at most the national maximum; once the number
 * is too long for the country, further digits are refused (deleting always works).
 */
export function acceptPhoneInput(previous: string, raw: string, countryCode: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, limits.phoneNationalMaxDigits);
  if (digits.length <= previous.length) return digits;
  if (previous.length > 0 && checkPhoneNumber(countryCode, previous) === 'TOO_LONG') return previous;
  return digits;
}

/** Spec §5: the email field accepts only letters, digits and @ . _ % + - */
export function acceptEmailInput(raw: string): string {
  return raw.replace(/[^A-Za-z0-9@._%+-]/g, '');
}
