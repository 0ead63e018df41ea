import type { RegistrationFields, UpdateUserDetailsInput, UserProfile } from '@casino/contracts';
import { checkPhoneNumber, phoneProblemMessage } from '@casino/contracts/accounts';
import { placeholderDateOfBirth, validationMessages } from '@casino/contracts/constants';
import { dateOfBirthSchema } from '@casino/contracts/dates';
import { limits } from '@casino/contracts/validations';
import type { FieldErrors, SignUpValues } from './sign-up-form';

/** Profile fields a linked account can complete (currency and username are set at sign-up only). */
export const completableFields = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'gender',
  'countryCode',
  'phone',
  'address',
  'city',
  'zipCode',
] as const;
export type CompletableField = (typeof completableFields)[number];

const isEmpty = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/**
 * The fields the linked sign-up asks a signed-in player for: those the operator shows at sign-up
 * (flag 1 or 2) that the profile still lacks; a placeholder birth date counts as missing (spec §5).
 */
export function missingProfileFields(profile: UserProfile, flags: RegistrationFields): CompletableField[] {
  return completableFields.filter((field) => {
    if (flags[field] === 0) return false;
    if (field === 'dateOfBirth')
      return isEmpty(profile.dateOfBirth) || profile.dateOfBirth === placeholderDateOfBirth;
    return isEmpty(profile[field]);
  });
}

/** The shown fields' problems: required per flag 2, names and address at most 255, phone and age rules. */
export function validateProfileCompletion(
  values: SignUpValues,
  shownFields: readonly CompletableField[],
  flags: RegistrationFields,
  today: Date,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of shownFields) {
    const value = String(values[field] ?? '').trim();
    if (value === '') {
      if (flags[field] === 2) errors[field] = validationMessages.required;
      continue;
    }
    if (
      (field === 'firstName' || field === 'lastName' || field === 'address' || field === 'city') &&
      value.length > limits.nameMaxLength
    ) {
      errors[field] = `At most ${limits.nameMaxLength} characters`;
    }
    if (field === 'dateOfBirth') {
      const parsed = dateOfBirthSchema(today).safeParse(value);
      if (!parsed.success) errors[field] = parsed.error.issues[0]?.message ?? validationMessages.invalidDob;
    }
    if (field === 'phone') {
      const problem = checkPhoneNumber(values.countryCode, value);
      if (problem) errors.phone = phoneProblemMessage(problem);
    }
  }
  return errors;
}

/** The update of spec §4 "Linked sign-up": the shown fields, empty values as null, from the form. */
export function profileCompletionUpdate(
  values: SignUpValues,
  shownFields: readonly CompletableField[],
): UpdateUserDetailsInput {
  const update: UpdateUserDetailsInput = { updateFrom: 'Update Form' };
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  for (const field of shownFields) {
    if (field === 'gender') update.gender = values.gender === '' ? null : values.gender;
    else update[field] = text(values[field]);
  }
  if (shownFields.includes('phone')) update.phoneCode = update.phone ? text(values.phoneCode) : null;
  // the phone is checked against the country, so a new phone carries the country it was typed for
  if (update.phone && !shownFields.includes('countryCode')) update.countryCode = text(values.countryCode);
  return update;
}
