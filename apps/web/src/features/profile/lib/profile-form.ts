import type { Gender, UpdateUserDetailsInput, UserProfile } from '@casino/contracts';
import { checkPhoneNumber, emailSchema, phoneProblemMessage } from '@casino/contracts/accounts';
import { placeholderDateOfBirth } from '@casino/contracts/constants';
import { dateOfBirthSchema } from '@casino/contracts/dates';
import { limits } from '@casino/contracts/validations';

/** The editable fields of the profile form, in the order the form shows them. */
export const profileFields = [
  'email',
  'firstName',
  'lastName',
  'nickname',
  'gender',
  'dateOfBirth',
  'countryCode',
  'phoneCode',
  'phone',
  'city',
  'address',
  'zipCode',
  'preferredLanguage',
  'newsLetter',
] as const;
export type ProfileField = (typeof profileFields)[number];

/** What the form holds: strings for inputs ('' = empty), a boolean for the newsletter box. */
export type ProfileFormValues = {
  email: string;
  firstName: string;
  lastName: string;
  nickname: string;
  gender: Gender;
  dateOfBirth: string;
  countryCode: string;
  phoneCode: string;
  phone: string;
  city: string;
  address: string;
  zipCode: string;
  preferredLanguage: string;
  newsLetter: boolean;
};

export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const nicknameMaxLength = 50;
export const zipCodeMaxLength = 20;

/** `YYYY-MM-DD` of `today` shifted back by `years` (UTC, like the server's age check). */
export function yearsBefore(today: Date, years: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  // 29 February minus N years lands on 1 March in a common year: step back to 28 February
  if (date.getUTCMonth() !== today.getUTCMonth()) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** The range of the date-of-birth picker: at most 100 and at least 18 years ago (spec §5). */
export function dateOfBirthRange(today: Date): { min: string; max: string } {
  return { min: yearsBefore(today, limits.maxAgeYears), max: yearsBefore(today, limits.minAgeYears) };
}

export function isPlaceholderDateOfBirth(value: string | null): boolean {
  return value === placeholderDateOfBirth;
}

/**
 * The form's starting values for a profile. Empty server values become '' (an absent email shows
 * blank), the placeholder birth date 1900-01-01 shows as the date 18 years ago (spec §5), and a
 * player without a phone starts with the calling code of their country.
 */
export function toFormValues(
  profile: UserProfile,
  { today, defaultPhoneCode = '' }: { today: Date; defaultPhoneCode?: string },
): ProfileFormValues {
  return {
    email: profile.email ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    nickname: profile.nickname ?? '',
    gender: profile.gender ?? 'not_to_say',
    dateOfBirth: isPlaceholderDateOfBirth(profile.dateOfBirth)
      ? yearsBefore(today, limits.minAgeYears)
      : (profile.dateOfBirth ?? ''),
    countryCode: profile.countryCode ?? '',
    phoneCode: profile.phoneCode ?? (profile.phone ? '' : defaultPhoneCode),
    phone: profile.phone ?? '',
    city: profile.city ?? '',
    address: profile.address ?? '',
    zipCode: profile.zipCode ?? '',
    preferredLanguage: profile.preferredLanguage,
    newsLetter: profile.newsLetter,
  };
}

/**
 * Fields the player can no longer change (spec §5 "Profile locks"; the server enforces the same):
 * a verified email, names once set, the phone once set, the birth date unless it is the placeholder,
 * the country once set, and the address, city and zip code once KYC is approved.
 */
export function lockedFields(profile: UserProfile): Set<ProfileField> {
  const locked = new Set<ProfileField>();
  if (profile.isEmailVerified) locked.add('email');
  if (profile.firstName !== null) locked.add('firstName');
  if (profile.lastName !== null) locked.add('lastName');
  if (profile.phone !== null) {
    locked.add('phone');
    locked.add('phoneCode');
  }
  if (profile.dateOfBirth !== null && !isPlaceholderDateOfBirth(profile.dateOfBirth))
    locked.add('dateOfBirth');
  if (profile.countryCode !== null) locked.add('countryCode');
  if (profile.kycStatus === 'APPROVED') {
    locked.add('address');
    locked.add('city');
    locked.add('zipCode');
  }
  return locked;
}

const isFilled = (value: string | null) => value !== null && value.trim() !== '';

/**
 * With `activeMethod=1` (spec §2) the form asks only for what is missing: fields the profile already
 * has are hidden, and so are the preferences (language, newsletter), which always have a value.
 */
export function hiddenFields(profile: UserProfile, activeMethod: string | null): Set<ProfileField> {
  const hidden = new Set<ProfileField>();
  if (activeMethod !== '1') return hidden;
  const filled: Record<Exclude<ProfileField, 'phoneCode' | 'newsLetter' | 'preferredLanguage'>, boolean> = {
    email: isFilled(profile.email),
    firstName: isFilled(profile.firstName),
    lastName: isFilled(profile.lastName),
    nickname: isFilled(profile.nickname),
    gender: profile.gender !== null,
    dateOfBirth: isFilled(profile.dateOfBirth) && !isPlaceholderDateOfBirth(profile.dateOfBirth),
    countryCode: isFilled(profile.countryCode),
    phone: isFilled(profile.phone),
    city: isFilled(profile.city),
    address: isFilled(profile.address),
    zipCode: isFilled(profile.zipCode),
  };
  for (const [field, done] of Object.entries(filled)) if (done) hidden.add(field as ProfileField);
  if (hidden.has('phone')) hidden.add('phoneCode');
  hidden.add('preferredLanguage');
  hidden.add('newsLetter');
  return hidden;
}

const normalise = (value: string) => value.trim();

/** The fields whose value differs from the starting values (trimmed, so stray spaces are no change). */
export function changedFields(initial: ProfileFormValues, values: ProfileFormValues): ProfileField[] {
  return profileFields.filter((field) => {
    const before = initial[field];
    const after = values[field];
    if (typeof before === 'string' && typeof after === 'string')
      return normalise(before) !== normalise(after);
    return before !== after;
  });
}

/**
 * The body of PUT /api/user/update-user-details for what changed: only changed, unlocked fields,
 * empty values as null (spec §4), and the phone always together with its calling code.
 */
export function buildProfileUpdate(
  initial: ProfileFormValues,
  values: ProfileFormValues,
  locked: ReadonlySet<ProfileField> = new Set(),
): UpdateUserDetailsInput {
  const payload: UpdateUserDetailsInput = { updateFrom: 'Profile Page' };
  const changed = changedFields(initial, values).filter((field) => !locked.has(field));
  const text = (value: string) => (normalise(value) === '' ? null : normalise(value));
  for (const field of changed) {
    switch (field) {
      case 'newsLetter':
        payload.newsLetter = values.newsLetter;
        break;
      case 'gender':
        payload.gender = values.gender;
        break;
      case 'email':
        payload.email = text(values.email)?.toLowerCase() ?? null;
        break;
      case 'phone':
      case 'phoneCode':
        break;
      default:
        payload[field] = text(values[field]);
    }
  }
  if (changed.includes('phone') || changed.includes('phoneCode')) {
    const phone = text(values.phone);
    payload.phone = phone;
    payload.phoneCode = phone ? text(values.phoneCode) : null;
  }
  return payload;
}

/** True when the payload would change something (more than the `updateFrom` marker). */
export function hasProfileChanges(payload: UpdateUserDetailsInput): boolean {
  return Object.keys(payload).some((key) => key !== 'updateFrom');
}

const tooLong = (max: number) => `At most ${max} characters`;

/**
 * Client-side checks with the contracts' schemas, so the messages match what the server would say.
 * Locked and hidden fields are not checked; empty optional fields are fine (they become null).
 */
export function validateProfile(
  values: ProfileFormValues,
  {
    today,
    skip = new Set(),
    emailRequired = false,
  }: { today: Date; skip?: ReadonlySet<ProfileField>; emailRequired?: boolean },
): ProfileErrors {
  const errors: ProfileErrors = {};
  const check = (field: ProfileField) => !skip.has(field);
  const blank = (value: string) => value.trim() === '';

  if (check('email')) {
    if (blank(values.email)) {
      if (emailRequired) errors.email = 'Required';
    } else {
      const parsed = emailSchema.safeParse(values.email);
      if (!parsed.success) errors.email = parsed.error.issues[0]?.message ?? 'Invalid format';
    }
  }
  for (const field of ['firstName', 'lastName'] as const) {
    if (check(field) && values[field].trim().length > limits.nameMaxLength)
      errors[field] = tooLong(limits.nameMaxLength);
  }
  for (const field of ['address', 'city'] as const) {
    if (check(field) && values[field].trim().length > limits.addressMaxLength)
      errors[field] = tooLong(limits.addressMaxLength);
  }
  if (check('nickname') && values.nickname.trim().length > nicknameMaxLength)
    errors.nickname = tooLong(nicknameMaxLength);
  if (check('zipCode') && values.zipCode.trim().length > zipCodeMaxLength)
    errors.zipCode = tooLong(zipCodeMaxLength);
  if (check('dateOfBirth') && !blank(values.dateOfBirth)) {
    const parsed = dateOfBirthSchema(today).safeParse(values.dateOfBirth);
    if (!parsed.success) errors.dateOfBirth = parsed.error.issues[0]?.message ?? 'Invalid format';
  }
  if (check('phone') && !blank(values.phone)) {
    // the server checks the number against the player's country, so the form does too
    const problem = checkPhoneNumber(values.countryCode, values.phone.trim());
    if (problem) errors.phone = phoneProblemMessage(problem);
  }
  return errors;
}

/** Keeps only digits: the phone field accepts nothing else (spec §5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '').slice(0, limits.phoneInputMaxLength);
}

/** Keeps only the characters an email may contain (spec §5: letters, digits and @ . _ % + -). */
export function emailCharactersOnly(value: string): string {
  return value.replace(/[^A-Za-z0-9@._%+-]+/g, '');
}

/** How complete a profile is, for the overview: the identity and contact fields that are filled. */
export function profileCompleteness(profile: UserProfile): { filled: number; total: number } {
  const checks = [
    isFilled(profile.email),
    isFilled(profile.firstName),
    isFilled(profile.lastName),
    isFilled(profile.dateOfBirth) && !isPlaceholderDateOfBirth(profile.dateOfBirth),
    isFilled(profile.countryCode),
    isFilled(profile.phone),
    isFilled(profile.city),
    isFilled(profile.address),
    isFilled(profile.zipCode),
  ];
  return { filled: checks.filter(Boolean).length, total: checks.length };
}
