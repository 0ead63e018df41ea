import {
  type AppSettings,
  type PasswordRules,
  passwordSchema,
  type UpdateUserDetailsInput,
  validationMessages,
} from '@casino/contracts';

export type PasswordFormValues = { currentPassword: string; newPassword: string; confirmPassword: string };
export type PasswordField = keyof PasswordFormValues;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const emptyPasswordForm: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The operator's password rules (settings passwordNeed* and formFieldsValidation), as the server reads them. */
export function passwordRulesFrom(
  settings: Pick<
    AppSettings,
    'formFieldsValidation' | 'passwordNeedNumbers' | 'passwordNeedUppercase' | 'passwordNeedSpecialCharacter'
  >,
): PasswordRules {
  return {
    minLength: settings.formFieldsValidation.passwordMinLength,
    maxLength: settings.formFieldsValidation.passwordMaxLength,
    needNumbers: settings.passwordNeedNumbers,
    needUppercase: settings.passwordNeedUppercase,
    needSpecialCharacter: settings.passwordNeedSpecialCharacter,
  };
}

export type PasswordRequirement = 'length' | 'number' | 'uppercase' | 'special';

/** The requirements the operator switched on, each with whether `password` meets it (for the checklist). */
export function passwordRequirements(
  rules: PasswordRules,
  password: string,
): Array<{ requirement: PasswordRequirement; met: boolean }> {
  const list: Array<{ requirement: PasswordRequirement; met: boolean }> = [
    { requirement: 'length', met: password.length >= rules.minLength && password.length <= rules.maxLength },
  ];
  if (rules.needNumbers) list.push({ requirement: 'number', met: /\d/.test(password) });
  if (rules.needUppercase) list.push({ requirement: 'uppercase', met: /\p{Lu}/u.test(password) });
  if (rules.needSpecialCharacter)
    list.push({ requirement: 'special', met: /[^\p{L}\p{N}\s]/u.test(password) });
  return list;
}

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
