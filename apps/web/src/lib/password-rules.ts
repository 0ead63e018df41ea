import type { AppSettings, PasswordRules } from '@casino/contracts';

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
