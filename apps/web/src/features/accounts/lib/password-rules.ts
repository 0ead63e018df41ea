import type { PasswordRules } from '@casino/contracts';
import { passwordRequirements } from '../../../lib/password-rules';

export type PasswordRuleCheck = { key: string; label: string; met: boolean };

/** The live checklist under a new password, for the switches the operator turned on. */
export function passwordRuleChecks(
  t: (key: string, values?: Record<string, unknown>) => string,
  rules: PasswordRules,
  password: string,
): PasswordRuleCheck[] {
  return passwordRequirements(rules, password).map(({ requirement, met }) => ({
    key: requirement,
    label:
      requirement === 'length'
        ? t('accounts.password.rule.length', { count: rules.minLength })
        : t(`accounts.password.rule.${requirement}`),
    met,
  }));
}
