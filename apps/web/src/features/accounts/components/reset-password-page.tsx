import { passwordSchema } from '@casino/contracts/accounts';
import { validationMessages } from '@casino/contracts/constants';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { ApiError, getAccessToken } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { DocumentTitle } from '../../../lib/document-title';
import { usePageHref } from '../../../lib/page-link';
import { passwordRulesFrom } from '../../../lib/password-rules';
import { useSettings } from '../../../lib/settings';
import { useResetPassword } from '../api/reset-password';
import { prefersFieldFocus } from '../hooks/use-auth-modals';
import { useFormState, useServerErrors } from '../hooks/use-form-state';
import { apiErrorMessage, apiFieldErrors } from '../lib/api-errors';
import { translateMessage } from '../lib/validation-messages';
import { NewPasswordField, PasswordField } from './fields';
import { ForgotPasswordForm } from './forgot-password-form';
import { PendingButton } from './pending-button';
import './accounts.css';

const linkErrors = new Set(['INVALID_LINK', 'LINK_EXPIRED']);

/**
 * `/reset-password?token=…` from the reset mail: a new password twice, with the shared password rules.
 * Success leads to the login modal with a note; a used or expired link offers a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const usableToken = token.length >= 20 && token.length <= 200;
  const [view, setView] = useState<'form' | 'request'>(usableToken ? 'form' : 'request');
  const casinoHref = usePageHref('casino') ?? '/casino';
  const navigate = useNavigate();
  const loginHref = `${casinoHref.split('?')[0]}?modal=login`;

  return (
    <div className="page acc-page">
      <DocumentTitle title={t('accounts.reset.title')} />
      <section className="acc-card" aria-labelledby="reset-password-title">
        <span className="acc-status-mark acc-card__mark" aria-hidden="true">
          <Icon name="lock" size={26} />
        </span>
        {view === 'form' ? (
          <>
            <h1 id="reset-password-title" className="acc-card__title">
              {t('accounts.reset.title')}
            </h1>
            <p className="acc-card__text">{t('accounts.reset.description')}</p>
            <ResetPasswordForm token={token} onRequestNew={() => setView('request')} loginHref={loginHref} />
          </>
        ) : (
          <>
            <h1 id="reset-password-title" className="acc-card__title">
              {usableToken ? t('accounts.reset.requestTitle') : t('accounts.reset.invalidTitle')}
            </h1>
            {usableToken ? (
              <p className="acc-card__text">{t('accounts.forgot.description')}</p>
            ) : (
              <Alert tone="danger">{t('accounts.reset.missingToken')}</Alert>
            )}
            <ForgotPasswordForm onBack={() => navigate(loginHref)} />
          </>
        )}
      </section>
    </div>
  );
}

function ResetPasswordForm({
  token,
  onRequestNew,
  loginHref,
}: {
  token: string;
  onRequestNew: () => void;
  loginHref: string;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const auth = useAuth();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useFormState({ password: '', confirmPassword: '' });
  const server = useServerErrors();
  const rules = useMemo(() => passwordRulesFrom(settings), [settings]);
  const schema = useMemo(() => passwordSchema(rules), [rules]);

  const errors = useMemo(() => {
    const found: Partial<Record<'password' | 'confirmPassword', string>> = {};
    const checked = schema.safeParse(form.values.password);
    if (!checked.success) found.password = checked.error.issues[0]?.message ?? validationMessages.required;
    if (form.values.confirmPassword === '') found.confirmPassword = validationMessages.required;
    else if (form.values.confirmPassword !== form.values.password)
      found.confirmPassword = validationMessages.passwordsMustMatch;
    return found;
  }, [schema, form.values]);
  const invalid = Object.keys(errors).length > 0;
  const errorOf = (field: 'password' | 'confirmPassword') => {
    const message = server.errors[field] ?? (form.touched.has(field) ? errors[field] : undefined);
    return message ? translateMessage(t, message) : undefined;
  };
  const linkProblem = reset.error instanceof ApiError && linkErrors.has(reset.error.errorCode);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll(['password', 'confirmPassword']);
    if (invalid || reset.isPending) return;
    try {
      await reset.mutateAsync({ token, ...form.values });
    } catch (error) {
      server.setErrors(apiFieldErrors(t, error));
      return;
    }
    // the reset ended every session of the account, this device's included
    if (getAccessToken()) await auth.signOut('USER_INITIATED');
    navigate(`${loginHref}&reset=1`);
  };

  return (
    <form className="acc-form" noValidate onSubmit={submit}>
      {reset.isError ? (
        <Alert
          tone="danger"
          actions={
            linkProblem ? (
              <Button variant="secondary" size="sm" onClick={onRequestNew}>
                {t('accounts.reset.requestNew')}
              </Button>
            ) : undefined
          }
        >
          {apiErrorMessage(t, reset.error)}
        </Alert>
      ) : null}
      <NewPasswordField
        label={t('accounts.field.newPassword')}
        name="password"
        autoFocus={prefersFieldFocus()}
        value={form.values.password}
        onValueChange={(value) => {
          form.setValue('password', value);
          server.clear('password');
        }}
        onBlur={() => form.touch('password')}
        error={errorOf('password')}
        rules={rules}
        maxLength={rules.maxLength}
      />
      <PasswordField
        label={t('accounts.field.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onValueChange={(value) => {
          form.setValue('confirmPassword', value);
          server.clear('confirmPassword');
        }}
        onBlur={() => form.touch('confirmPassword')}
        error={errorOf('confirmPassword')}
        maxLength={rules.maxLength}
      />
      <PendingButton
        type="submit"
        className="acc-form__wide"
        pending={reset.isPending}
        pendingLabel={t('accounts.reset.submitting')}
        disabled={!form.dirty || invalid}
      >
        {t('accounts.reset.submit')}
      </PendingButton>
    </form>
  );
}
