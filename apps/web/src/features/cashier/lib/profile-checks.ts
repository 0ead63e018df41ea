import { validationMessages } from '@casino/contracts/constants';
import { dateOfBirthSchema } from '@casino/contracts/dates';
import {
  type DepositProfileField,
  type DepositProfileValues,
  type ProfileStepErrors,
  profileFieldMaxLength,
} from './profile';

// The profile step's checks, apart from the rest of lib/profile: the birth date is checked by the
// contract's schema (zod), which the deposit page loads only when it shows the step.

/** The step's checks: required fields filled, lengths within limits, an age of 18 to 100 on `today`. */
export function validateProfileStep(
  values: DepositProfileValues,
  {
    shown,
    required,
    locked,
    today,
  }: {
    shown: readonly DepositProfileField[];
    required: ReadonlySet<DepositProfileField>;
    locked: ReadonlySet<DepositProfileField>;
    today: Date;
  },
): ProfileStepErrors {
  const errors: ProfileStepErrors = {};
  for (const field of shown) {
    if (locked.has(field)) continue;
    const value = values[field].trim();
    if (value === '') {
      if (required.has(field)) errors[field] = 'required';
      continue;
    }
    if (value.length > profileFieldMaxLength[field]) {
      errors[field] = 'tooLong';
      continue;
    }
    if (field === 'dateOfBirth') {
      const parsed = dateOfBirthSchema(today).safeParse(value);
      if (!parsed.success)
        errors[field] =
          parsed.error.issues[0]?.message === validationMessages.tooYoung ? 'tooYoung' : 'invalidDob';
    }
  }
  return errors;
}
