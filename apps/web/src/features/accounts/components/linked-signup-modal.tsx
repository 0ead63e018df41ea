import type { UserDetails } from '@casino/contracts';
import { timing } from '@casino/contracts/validations';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAuth, useUpdateUserDetails } from '../../../lib/auth';
import { setCookie } from '../../../lib/cookies';
import { usePageNavigate } from '../../../lib/page-link';
import { passwordRulesFrom } from '../../../lib/password-rules';
import { useSettings } from '../../../lib/settings';
import { useAuthModals } from '../hooks/use-auth-modals';
import {
  callingCodeOf,
  type RegistrationData,
  registrationDefaults,
  useRegistrationData,
} from '../hooks/use-registration-data';
import { useSignUpForm } from '../hooks/use-sign-up-form';
import { useSubmitSignUp } from '../hooks/use-submit-sign-up';
import { apiErrorMessage, apiFieldErrors } from '../lib/api-errors';
import {
  type CompletableField,
  missingProfileFields,
  profileCompletionUpdate,
  validateProfileCompletion,
} from '../lib/profile-completion';
import {
  buildSignUpPayload,
  type FieldErrors,
  formSignUpContext,
  initialSignUpValues,
  type SignUpField,
  shown,
  signUpSchemaFor,
  validateSignUp,
  visibleDetailFields,
} from '../lib/sign-up-form';
import { AuthModalFrame } from './auth-modal-frame';
import { SignUpConsents } from './consent-text';
import { DetailFields } from './detail-fields';
import { EmailField, NewPasswordField } from './fields';
import { PendingButton } from './pending-button';
import { RegistrationDataStatus } from './registration-data-status';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const registeredUserCookie = 'registered_user';

/**
 * `?modal=linked-signup` (spec §2, §4 "Linked sign-up"). A signed-in player completes the missing
 * profile fields; a guest creates the account with linkAccount=true. Closing it clears the form and
 * goes to the edit-profile page.
 */
export function LinkedSignupModal({ open }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigatePage = usePageNavigate();
  const data = useRegistrationData(open);
  // a new key clears the form; it changes once the closing fade is over
  const [formKey, setFormKey] = useState(0);
  const clear = () => window.setTimeout(() => setFormKey((key) => key + 1), timing.modalExitFadeMs);
  const close = () => {
    clear();
    navigatePage('editProfile');
  };

  // A guest who just signed up here keeps seeing the sign-up form while the modal fades out, not the
  // profile form of the account they now have.
  const [signedUpHere, setSignedUpHere] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setSignedUpHere(false);
  }
  const signedIn = auth.isAuthenticated && auth.user !== null && !signedUpHere;

  return (
    <AuthModalFrame
      kind="linked-signup"
      open={open}
      onClose={close}
      title={t('accounts.linked.title')}
      description={signedIn ? t('accounts.linked.descriptionPlayer') : t('accounts.linked.descriptionGuest')}
    >
      {data.status !== 'ready' || !auth.isInitialized ? (
        <RegistrationDataStatus
          state={data.status === 'error' && auth.isInitialized ? data : { status: 'loading' }}
        />
      ) : signedIn && auth.user ? (
        <CompleteProfileForm key={`player-${formKey}`} data={data.data} user={auth.user} onClose={close} />
      ) : (
        <LinkedGuestForm
          key={`guest-${formKey}`}
          data={data.data}
          onDone={() => {
            setSignedUpHere(true);
            clear();
          }}
        />
      )}
    </AuthModalFrame>
  );
}

/** A signed-in player: PUT update-user-details, refresh, then the same path without the query. */
function CompleteProfileForm({
  data,
  user,
  onClose,
}: {
  data: RegistrationData;
  user: UserDetails;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const auth = useAuth();
  const update = useUpdateUserDetails();
  const navigate = useNavigate();
  const location = useLocation();
  const [today] = useState(() => new Date());
  const [failure, setFailure] = useState<string | null>(null);
  const profile = user.getUser;
  const [fields] = useState(() => missingProfileFields(profile, data.fields));
  const defaults = registrationDefaults(data, settings.defaultCurrency);
  const form = useSignUpForm(() => ({
    ...initialSignUpValues({ ...defaults, today }),
    countryCode: profile.countryCode ?? defaults.countryCode,
    phoneCode: profile.phoneCode ?? defaults.phoneCode,
  }));
  const { set } = form;
  const errors = useMemo(
    () => validateProfileCompletion(form.values, fields, data.fields, today),
    [form.values, fields, data.fields, today],
  );
  const invalid = Object.keys(errors).length > 0;
  const errorOf = (field: SignUpField) => form.errorOf(errors, field);

  if (fields.length === 0) {
    return (
      <div className="acc-form">
        <Alert tone="success">{t('accounts.linked.complete')}</Alert>
        <Button className="acc-form__wide" onClick={onClose}>
          {t('accounts.linked.toProfile')}
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll(fields);
    if (invalid || update.isPending) return;
    setFailure(null);
    try {
      await update.mutateAsync(profileCompletionUpdate(form.values, fields));
      await auth.refreshUser();
      navigate({ pathname: location.pathname }, { replace: true });
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
      form.setServerErrors(apiFieldErrors(t, error));
    }
  };

  return (
    <form className="acc-form" noValidate onSubmit={submit}>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <DetailFields
        fields={fields satisfies readonly CompletableField[]}
        flags={data.fields}
        values={form.values}
        errorOf={errorOf}
        onChange={set}
        onCountryChange={(code) => form.setCountry(data.countries, code)}
        onPhoneCodeChange={(phoneCode) => {
          set('phoneCode', phoneCode);
          if (!fields.includes('countryCode')) return;
          const code = data.countries.phoneCodes.find((entry) => entry.phoneCode === phoneCode)?.code;
          if (code && callingCodeOf(data.countries, form.values.countryCode) !== phoneCode)
            set('countryCode', code);
        }}
        onPhoneChange={form.setPhone}
        onBlur={form.touch}
        countries={data.countries}
        currencies={data.currencies}
        today={today}
      />
      <PendingButton
        type="submit"
        className="acc-form__wide"
        pending={update.isPending}
        pendingLabel={t('accounts.linked.submitting')}
        disabled={!form.dirty || invalid}
      >
        {t('accounts.linked.submitPlayer')}
      </PendingButton>
    </form>
  );
}

/** A guest: the email sign-up with linkAccount=true, then sign-in and the registered_user cookie. */
function LinkedGuestForm({ data, onDone }: { data: RegistrationData; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const auth = useAuth();
  const signUp = useSubmitSignUp();
  const [params] = useSearchParams();
  const { closeModal } = useAuthModals();
  const [today] = useState(() => new Date());
  const [failure, setFailure] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const form = useSignUpForm(() =>
    initialSignUpValues({ ...registrationDefaults(data, settings.defaultCurrency), today }),
  );
  const { values, set } = form;
  const linkedAccountUuid = params.get('linkedAccountUuid');
  const schema = useMemo(() => signUpSchemaFor(settings, data.fields, today), [settings, data.fields, today]);
  const context = useMemo(
    () =>
      formSignUpContext(data.fields, i18n.language, {
        linkAccount: true,
        linkedAccountUuid:
          linkedAccountUuid && uuidPattern.test(linkedAccountUuid) ? linkedAccountUuid.toLowerCase() : null,
      }),
    [data.fields, i18n.language, linkedAccountUuid],
  );
  const errors: FieldErrors<string> = useMemo(
    () => validateSignUp(schema, buildSignUpPayload(values, 'email', context)),
    [schema, values, context],
  );
  const detailFields = visibleDetailFields(data.fields, 'email');
  const allFields: SignUpField[] = ['email', 'password', ...detailFields, 'subscribe'];
  const invalid = Object.keys(errors).length > 0;
  const pending = signUp.isPending || signingIn;
  const errorOf = (field: SignUpField) => form.errorOf(errors, field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll(allFields);
    if (invalid || pending) return;
    setFailure(null);
    const outcome = await signUp.submit(values, 'email', context);
    if ('failure' in outcome) {
      setFailure(outcome.failure);
      form.setServerErrors(outcome.fieldErrors);
      return;
    }
    setSigningIn(true);
    try {
      await auth.signIn(outcome.response.accessToken).catch(() => undefined);
      setCookie(registeredUserCookie, '1', { maxAgeSeconds: timing.registeredUserCookieMaxAgeSeconds });
      onDone();
      closeModal();
    } finally {
      setSigningIn(false);
    }
  };

  return (
    <form className="acc-form" noValidate onSubmit={submit}>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <EmailField
        value={values.email}
        onValueChange={(value) => set('email', value)}
        onBlur={() => form.touch('email')}
        error={errorOf('email')}
      />
      <NewPasswordField
        label={t('accounts.field.password')}
        name="password"
        value={values.password}
        onValueChange={(value) => set('password', value)}
        onBlur={() => form.touch('password')}
        error={errorOf('password')}
        rules={passwordRulesFrom(settings)}
      />
      <DetailFields
        fields={detailFields}
        flags={data.fields}
        values={values}
        errorOf={errorOf}
        onChange={set}
        onCountryChange={(code) => form.setCountry(data.countries, code)}
        onPhoneCodeChange={(phoneCode) => {
          set('phoneCode', phoneCode);
          if (callingCodeOf(data.countries, values.countryCode) === phoneCode) return;
          const code = data.countries.phoneCodes.find((entry) => entry.phoneCode === phoneCode)?.code;
          if (code) set('countryCode', code);
        }}
        onPhoneChange={form.setPhone}
        onBlur={form.touch}
        countries={data.countries}
        currencies={data.currencies}
        today={today}
      />
      <SignUpConsents
        showNewsLetter={shown(data.fields, 'newsLetter')}
        newsLetter={values.newsLetter}
        subscribe={values.subscribe}
        subscribeError={errorOf('subscribe')}
        onNewsLetterChange={(checked) => set('newsLetter', checked)}
        onSubscribeChange={(checked) => {
          set('subscribe', checked);
          form.touch('subscribe');
        }}
      />
      <PendingButton
        type="submit"
        className="acc-form__wide"
        pending={pending}
        pendingLabel={t('accounts.register.submitting')}
        disabled={!form.dirty || invalid}
      >
        {t('accounts.linked.submitGuest')}
      </PendingButton>
    </form>
  );
}
