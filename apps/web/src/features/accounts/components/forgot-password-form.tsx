import { emailSchema } from '@casino/contracts/accounts';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useForgotPassword } from '../api/forgot-password';
import { prefersFieldFocus } from '../hooks/use-auth-modals';
import { useFormState } from '../hooks/use-form-state';
import { apiErrorMessage } from '../lib/api-errors';
import { translateMessage } from '../lib/validation-messages';
import { EmailField } from './fields';
import { PendingButton } from './pending-button';

/** "Forgot password?": the email form (POST /api/user/forgot-password) and its confirmation. */
export function ForgotPasswordForm({ onBack, backLabel }: { onBack?: () => void; backLabel?: string }) {
  const { t } = useTranslation();
  const form = useFormState({ email: '' });
  const request = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const error = useMemo(() => {
    const result = emailSchema.safeParse(form.values.email);
    return result.success ? undefined : translateMessage(t, result.error.issues[0]?.message ?? '');
  }, [form.values.email, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.touchAll(['email']);
    if (error || request.isPending) return;
    const email = form.values.email.trim().toLowerCase();
    request.mutate(email, { onSuccess: () => setSentTo(email) });
  };

  if (sentTo) {
    return (
      <div className="acc-form">
        <Alert tone="success">{t('accounts.forgot.sent', { email: sentTo })}</Alert>
        {onBack ? (
          <Button variant="secondary" className="acc-form__wide" onClick={onBack}>
            {backLabel ?? t('accounts.forgot.back')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <form className="acc-form" noValidate onSubmit={submit}>
      {request.isError ? <Alert tone="danger">{apiErrorMessage(t, request.error)}</Alert> : null}
      <EmailField
        placeholder={t('accounts.field.emailPlaceholder')}
        autoFocus={prefersFieldFocus()}
        value={form.values.email}
        onValueChange={(value) => form.setValue('email', value)}
        onBlur={() => form.touch('email')}
        error={form.touched.has('email') ? error : undefined}
      />
      <PendingButton
        type="submit"
        className="acc-form__wide"
        pending={request.isPending}
        pendingLabel={t('accounts.forgot.submitting')}
        disabled={!form.dirty || error !== undefined}
      >
        {t('accounts.forgot.submit')}
      </PendingButton>
      {onBack ? (
        <Button variant="ghost" className="acc-form__wide" onClick={onBack}>
          {backLabel ?? t('accounts.forgot.back')}
        </Button>
      ) : null}
    </form>
  );
}
