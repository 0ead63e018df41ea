// The cashier's rules and values without its zod schemas: the deposit form checks a card, a CPF or
// a crypto address and lists the profile fields it needs before its code may load zod (the deposit
// page's first download leaves zod to the withdrawal page and the server). cashier.ts builds its
// schemas from these and exports them too.
import { placeholderDateOfBirth } from './constants.ts';

/** How a payment method takes money (spec §1 Cashier): the form the cashier shows for it. */
export const paymentKinds = ['card', 'crypto', 'upi', 'skrill', 'pix', 'bank', 'wallet'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** The Luhn checksum of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a CPF (Brazil's taxpayer number, 11 digits) has valid check digits and is not one repeated digit. */
export function cpfValid(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** Whether an MM/YY expiry is a real month that has not ended before `now`. */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export const paymentStatuses = [
  'pending',
  'processing',
  'completed',
  'failed',
  'declined',
  'cancelled',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Crypto networks the cashier pays out to, and what an address on each looks like. */
export const cryptoNetworks = {
  BTC: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  ETH: /^0x[0-9a-fA-F]{40}$/,
  'USDT-TRC20': /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  'USDT-ERC20': /^0x[0-9a-fA-F]{40}$/,
} as const;
export type CryptoNetwork = keyof typeof cryptoNetworks;

/** Why a player may not withdraw now (spec §4). */
export const withdrawalBlocks = [
  'NO_DEPOSIT',
  'EMAIL_NOT_VERIFIED',
  'BONUS_ACTIVE',
  'DEPOSIT_WAGER_INCOMPLETE',
  /** Withdrawals beyond the operator's 30-day threshold wait for an approved verification. */
  'KYC_REQUIRED',
] as const;
export type WithdrawalBlock = (typeof withdrawalBlocks)[number];

/** The profile fields a deposit needs (spec §4: the profile is completed before payment), in form order. */
export const depositProfileFields = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'address',
  'city',
  'zipCode',
] as const;
export type DepositProfileField = (typeof depositProfileFields)[number];

const depositAddressFields: ReadonlySet<DepositProfileField> = new Set(['address', 'city', 'zipCode']);

/**
 * The fields a profile still lacks for a deposit: the name and birth date (the placeholder birth
 * date counts as none), and the address, city and zip code unless `allowDepWithoutAddress`. The
 * server refuses a deposit on the same rule the cashier uses to ask for them.
 */
export function missingDepositProfileFields(
  profile: Partial<Record<DepositProfileField, string | null>>,
  settings: { allowDepWithoutAddress: boolean },
): DepositProfileField[] {
  return depositProfileFields.filter((field) => {
    if (settings.allowDepWithoutAddress && depositAddressFields.has(field)) return false;
    const value = profile[field]?.trim() ?? '';
    return value === '' || (field === 'dateOfBirth' && value === placeholderDateOfBirth);
  });
}
