import type { PasswordRules } from '@casino/contracts';

export type PasswordRuleCheck = { key: string; label: string; met: boolean };

/** The live checklist under a new password, for the switches the operator turned on. */
export function passwordRuleChecks(
  t: (key: string, values?: Record<string, unknown>) => string,
  rules: PasswordRules,
  password: string,
): PasswordRuleCheck[] {
  const checks: PasswordRuleCheck[] = [
    {
      key: 'length',
      label: t('accounts.password.rule.length', { count: rules.minLength }),
      met: password.length >= rules.minLength && password.length <= rules.maxLength,
    },
  ];
  if (rules.needNumbers)
    checks.push({ key: 'number', label: t('accounts.password.rule.number'), met: /\d/.test(password) });
  if (rules.needUppercase)
    checks.push({
      key: 'uppercase',
      label: t('accounts.password.rule.uppercase'),
      met: /\p{Lu}/u.test(password),
    });
  if (rules.needSpecialCharacter)
    checks.push({
      key: 'special',
      label: t('accounts.password.rule.special'),
      met: /[^\p{L}\p{N}\s]/u.test(password),
    });
  return checks;
}
