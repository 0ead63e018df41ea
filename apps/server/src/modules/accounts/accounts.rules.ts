import {
  type AppSettings,
  noUserLimit,
  type PasswordRules,
  type UserProfile,
  validationMessages,
} from '@casino/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { randomReadable } from '../../lib/tokens.ts';
import type { UserRow } from './accounts.repository.ts';

/* Rules and presentation shared by the accounts' sub-domains: pure functions, no I/O. */

/** Who is asking: address, browser, located country, and whether that location is blocked (spec §4). */
export type RequestContext = {
  ip: string;
  userAgent: string | null;
  country: string | null;
  blockedLocation: boolean;
};

export function passwordRulesFrom(settings: AppSettings): PasswordRules {
  return {
    minLength: settings.formFieldsValidation.passwordMinLength,
    maxLength: settings.formFieldsValidation.passwordMaxLength,
    needNumbers: settings.passwordNeedNumbers,
    needUppercase: settings.passwordNeedUppercase,
    needSpecialCharacter: settings.passwordNeedSpecialCharacter,
  };
}

export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  const [first] = Object.entries(fields);
  return new AppError('VALIDATION_ERROR', first ? first[1] : validationMessages.checkFields, { fields });
}

export const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'An account with this email already exists', {
    fields: { email: 'An account with this email already exists' },
  });
export const phoneTaken = () =>
  new AppError('PHONE_TAKEN', 'An account with this phone number already exists', {
    fields: { phone: 'An account with this phone number already exists' },
  });

export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });

export const emptyToNull = (value: string | null | undefined): string | null => {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** A generated password that satisfies any combination of the password settings. */
export function generatePassword(): string {
  return `${randomReadable(10)}7Q!`;
}

/** What the accounts module knows of a player's profile: all of spec §3 but their limits and ghost mode. */
export type AccountProfile = Omit<UserProfile, 'userLimit' | 'ghostMode'>;

export function accountProfile(user: UserRow): AccountProfile {
  return {
    userId: user.id,
    uniqueId: user.uniqueId,
    email: user.email,
    username: user.username,
    tags: user.tags,
    countryCode: user.countryCode,
    currencyCode: user.currencyCode,
    dateOfBirth: user.dateOfBirth,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneCode: user.phoneCode,
    phone: user.phone,
    gender: user.gender,
    city: user.city,
    address: user.address,
    zipCode: user.zipCode,
    nickname: user.nickname,
    preferredLanguage: user.preferredLanguage,
    newsLetter: user.newsLetter,
    isEmailVerified: user.isEmailVerified,
    kycStatus: user.kycStatus,
    registrationType: user.registrationType,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The profile of an account just created: no break can run on it yet and ghost mode starts off. */
export function newAccountProfile(user: UserRow): UserProfile {
  return { ...accountProfile(user), ghostMode: false, userLimit: noUserLimit };
}

/** What decides how a player is named in public (win feeds, game providers). */
export type PublicNameFields = {
  nickname: string | null;
  username: string | null;
  uniqueId: string;
  ghostMode: boolean;
};

/**
 * The name public feeds show: none in ghost mode; the nickname the player chose; else the
 * username with its middle hidden; else "Player" and the end of their public id.
 */
export function publicName(player: PublicNameFields): string | null {
  if (player.ghostMode) return null;
  const nickname = player.nickname?.trim();
  if (nickname) return nickname;
  const username = player.username?.trim();
  if (username)
    return username.length <= 3 ? `${username[0]}***` : `${username.slice(0, 2)}***${username.slice(-1)}`;
  return `Player ${player.uniqueId.slice(-4).toUpperCase()}`;
}
