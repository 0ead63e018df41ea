import { validationMessages } from '@casino/contracts/constants';

/** A translation key with its interpolation values. */
export type MessageKey = { key: string; values?: Record<string, number> };

/**
 * The shared schemas and the server speak English (`validationMessages` of the contracts); the forms
 * show them through the translation keys below. Unknown messages (a new server rule) are shown as
 * they are rather than hidden.
 */
const exactMessages: Record<string, string> = {
  [validationMessages.required]: 'accounts.validation.required',
  [validationMessages.invalidFormat]: 'accounts.validation.invalidFormat',
  [validationMessages.numberTooLong]: 'accounts.validation.numberTooLong',
  [validationMessages.numberTooShort]: 'accounts.validation.numberTooShort',
  [validationMessages.invalidCountry]: 'accounts.validation.invalidCountry',
  [validationMessages.invalidDob]: 'accounts.validation.invalidDob',
  [validationMessages.tooYoung]: 'accounts.validation.tooYoung',
  [validationMessages.passwordsMustMatch]: 'accounts.validation.passwordsMustMatch',
  [validationMessages.currentPasswordRequired]: 'accounts.validation.currentPasswordRequired',
  [validationMessages.checkFields]: 'accounts.validation.checkFields',
  [validationMessages.termsRequired]: 'accounts.validation.termsRequired',
  'Password must contain a number': 'accounts.validation.passwordNumber',
  'Password must contain an uppercase letter': 'accounts.validation.passwordUppercase',
  'Password must contain a special character': 'accounts.validation.passwordSpecial',
  'Phone registration is not available': 'accounts.validation.phoneRegistrationOff',
  'An account with this email already exists': 'accounts.validation.emailTaken',
  'An account with this phone number already exists': 'accounts.validation.phoneTaken',
  'This username is taken': 'accounts.validation.usernameTaken',
  'This currency is not available': 'accounts.validation.currencyUnavailable',
  'This country is not available': 'accounts.validation.countryUnavailable',
  'The phone code does not match the country': 'accounts.validation.phoneCodeMismatch',
  'This field is not accepted': 'accounts.validation.fieldNotAccepted',
  'Use 3 to 30 letters, digits, dots or underscores': 'accounts.validation.usernameFormat',
  'A username cannot be only digits': 'accounts.validation.usernameDigits',
  'The linked account does not exist': 'accounts.validation.linkedAccountMissing',
  'This language is not available': 'accounts.validation.languageUnavailable',
};

const patternMessages: Array<[RegExp, string]> = [
  [/^Password must be at least (\d+) characters$/, 'accounts.validation.passwordMin'],
  [/^Password must be at most (\d+) characters$/, 'accounts.validation.passwordMax'],
  [/^At most (\d+) characters$/, 'accounts.validation.tooLong'],
];

export function messageKey(message: string): MessageKey | null {
  const exact = exactMessages[message];
  if (exact) return { key: exact };
  for (const [pattern, key] of patternMessages) {
    const match = pattern.exec(message);
    if (match) return { key, values: { count: Number(match[1]) } };
  }
  return null;
}

/** The message in the player's language; `t` is i18next's. */
export function translateMessage(
  t: (key: string, values?: Record<string, unknown>) => string,
  message: string,
): string {
  const known = messageKey(message);
  return known ? t(known.key, known.values) : message;
}
