import { loginInputSchema } from '@casino/contracts/accounts';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { displayName, useAuth } from '../../../lib/auth';
import { changeAppLanguage, i18n } from '../../../lib/i18n';
import { useSettings } from '../../../lib/settings';
import { browserStorage } from '../../../lib/storage';
import { readAttribution } from '../../../lib/tracking';
import { useLogin } from '../api/login';
import { focusPageAfterClose, prefersFieldFocus, useAuthModals } from '../hooks/use-auth-modals';
import { useFormState } from '../hooks/use-form-state';
import { apiErrorMessage } from '../lib/api-errors';
import { errorsFromIssues, screenResolutionOf } from '../lib/sign-up-form';
import { translateMessage } from '../lib/validation-messages';
import { AuthModalFrame } from './auth-modal-frame';
import { PasswordField, TextField } from './fields';
import { ForgotPasswordForm } from './forgot-password-form';
import { PendingButton } from './pending-button';

export type AccountModalProps = { open: boolean; onClose: () => void };

/**
 * `?modal=login`: email, username or phone and password. `verified=1` (from the email link) and
 * `reset=1` (from the reset page) show a note; "Forgot password?" switches to the email form.
 */
export function LoginModal({ open }: AccountModalProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const [params] = useSearchParams();
  const { openModal, closeModal } = useAuthModals();
  const [view, setView] = useState<'login' | 'forgot'>('login');
  const note = params.get('verified') === '1' ? 'verified' : params.get('reset') === '1' ? 'reset' : null;
  // after signing in here the form stays as it is while the modal fades out
  const [signedInHere, setSignedInHere] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setSignedInHere(false);
  }
  const alreadySignedIn = auth.isAuthenticated && !signedInHere;

  if (alreadySignedIn && auth.user) {
    // e.g. the email verification link opened in the browser where the player is logged in
    return (
      <AuthModalFrame
        kind="login"
        open={open}
        onClose={closeModal}
        title={t('accounts.login.signedInTitle')}
        description={t('accounts.login.signedInAs', { name: displayName(auth.user.getUser) })}
      >
        <div className="acc-form">
          {note === 'verified' ? <Alert tone="success">{t('accounts.login.verified')}</Alert> : null}
          <Button className="acc-form__wide" onClick={closeModal}>
            {t('accounts.login.continue')}
          </Button>
        </div>
      </AuthModalFrame>
    );
  }

  return (
    <AuthModalFrame
      kind="login"
      open={open}
      onClose={closeModal}
      title={view === 'login' ? t('accounts.login.title') : t('accounts.forgot.title')}
      description={view === 'login' ? t('accounts.login.description') : t('accounts.forgot.description')}
    >
      {view === 'login' ? (
        <LoginForm
          note={note}
          onForgot={() => setView('forgot')}
          onSignUp={() => openModal('registration')}
          onSignedIn={() => {
            setSignedInHere(true);
            closeModal();
            focusPageAfterClose();
          }}
        />
      ) : (
        <ForgotPasswordForm onBack={() => setView('login')} />
      )}
    </AuthModalFrame>
  );
}

function LoginForm({
  note,
  onForgot,
  onSignUp,
  onSignedIn,
}: {
  note: 'verified' | 'reset' | null;
  onForgot: () => void;
  onSignUp: () => void;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation();
  const auth = useAuth();
  const settings = useSettings();
  const login = useLogin();
  const form = useFormState({ email: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  const errors = useMemo(() => {
    const result = loginInputSchema.safeParse(form.values);
    return result.success ? {} : errorsFromIssues(result.error.issues);
  }, [form.values]);
  const shownError = (field: 'email' | 'password') => {
    const message = form.touched.has(field) ? errors[field] : undefined;
    return message ? translateMessage(t, message) : undefined;
  };
  const invalid = Object.keys(errors).length > 0;
  const pending = login.isPending || signingIn;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll(['email', 'password']);
    if (invalid || pending) return;
    setFailure(null);
    const attribution = readAttribution(browserStorage('local'), Date.now());
    try {
      const response = await login.mutateAsync({
        email: form.values.email.trim(),
        password: form.values.password,
        cpnc: attribution.cpnc,
        mkt: attribution.mkt,
        userDeviceType: navigator.userAgent.slice(0, 500),
        screenResolution: screenResolutionOf(window.screen),
      });
      setSigningIn(true);
      await auth.signIn(response.accessToken);
      if (response.locale !== i18n.language && settings.supportedLocales.includes(response.locale)) {
        void changeAppLanguage(response.locale, settings);
      }
      onSignedIn();
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
      setSigningIn(false);
    }
  };

  return (
    <form className="acc-form" noValidate onSubmit={submit}>
      {note === 'verified' ? <Alert tone="success">{t('accounts.login.verified')}</Alert> : null}
      {note === 'reset' ? <Alert tone="success">{t('accounts.login.passwordChanged')}</Alert> : null}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <TextField
        label={t('accounts.field.login')}
        name="email"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('accounts.field.loginPlaceholder')}
        autoFocus={prefersFieldFocus()}
        value={form.values.email}
        onValueChange={(value) => {
          form.setValue('email', value);
          setFailure(null);
        }}
        onBlur={() => form.touch('email')}
        error={shownError('email')}
        hint={t('accounts.field.loginHint')}
      />
      <PasswordField
        label={t('accounts.field.password')}
        name="password"
        autoComplete="current-password"
        value={form.values.password}
        onValueChange={(value) => {
          form.setValue('password', value);
          setFailure(null);
        }}
        onBlur={() => form.touch('password')}
        error={shownError('password')}
      />
      <div className="acc-form__row-end">
        <button type="button" className="acc-link-button" onClick={onForgot}>
          {t('accounts.login.forgot')}
        </button>
      </div>
      <PendingButton
        type="submit"
        className="acc-form__wide"
        pending={pending}
        pendingLabel={t('accounts.login.submitting')}
        disabled={!form.dirty || invalid}
      >
        {t('accounts.login.submit')}
      </PendingButton>
      <p className="acc-form__switch">
        {t('accounts.login.noAccount')}{' '}
        <button type="button" className="acc-link-button acc-link-button--strong" onClick={onSignUp}>
          {t('accounts.login.signUp')}
        </button>
      </p>
    </form>
  );
}
