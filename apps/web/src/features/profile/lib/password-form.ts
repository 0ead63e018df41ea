import type { PasswordRules, UpdateUserDetailsInput } from '@casino/contracts';
import { passwordSchema } from '@casino/contracts/accounts';
import { validationMessages } from '@casino/contracts/constants';

export type PasswordFormValues = { currentPassword: string; newPassword: string; confirmPassword: string };
export type PasswordField = keyof PasswordFormValues;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const emptyPasswordForm: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The checks of spec §5 with the server's own schema and messages. */
export function validatePasswordChange(values: PasswordFormValues, rules: PasswordRules): PasswordErrors {
  const errors: PasswordErrors = {};
  if (values.currentPassword === '') errors.currentPassword = validationMessages.currentPasswordRequired;
  const parsed = passwordSchema(rules).safeParse(values.newPassword);
  if (!parsed.success) errors.newPassword = parsed.error.issues[0]?.message ?? validationMessages.required;
  if (values.confirmPassword === '') errors.confirmPassword = validationMessages.required;
  else if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = validationMessages.passwordsMustMatch;
  return errors;
}

export function passwordChangePayload(values: PasswordFormValues): UpdateUserDetailsInput {
  return {
    updateFrom: 'Profile Page',
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
    confirmPassword: values.confirmPassword,
  };
}
