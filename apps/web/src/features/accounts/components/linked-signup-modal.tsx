import { timing, type UserDetails } from '@casino/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { setCookie } from '../../../lib/cookies';
import { usePageNavigate } from '../../../lib/page-link';
import { useSettings } from '../../../lib/settings';
import { browserStorage } from '../../../lib/storage';
import { readAttribution, readFirstUrl } from '../../../lib/tracking';
import { useSignUp } from '../api/sign-up';
import { useUpdateUserDetails } from '../api/update-user-details';
import { useAuthModals } from '../hooks/use-auth-modals';
import { useFormState, useServerErrors } from '../hooks/use-form-state';
import {
  callingCodeOf,
  type RegistrationData,
  registrationDefaults,
  useRegistrationData,
} from '../hooks/use-registration-data';
import { apiErrorMessage, apiFieldErrors } from '../lib/api-errors';
import { acceptEmailInput, acceptPhoneInput } from '../lib/inputs';
import { passwordRuleChecks } from '../lib/password-rules';
import {
  type CompletableField,
  missingProfileFields,
  profileCompletionUpdate,
  validateProfileCompletion,
} from '../lib/profile-completion';
import {
  buildSignUpPayload,
  type FieldErrors,
  initialSignUpValues,
  passwordRulesFrom,
  type SignUpField,
  type SignUpValues,
  screenResolutionOf,
  shown,
  signUpSchemaFor,
  validateSignUp,
  visibleDetailFields,
} from '../lib/sign-up-form';
import { translateMessage } from '../lib/validation-messages';
import { Alert } from './alert';
import { AuthModalFrame } from './auth-modal-frame';
import { ConsentText } from './consent-text';
import { DetailFields } from './detail-fields';
import { CheckboxField, PasswordField, TextField } from './fields';
import { PendingButton } from './pending-button';
import { signUpErrorEvent, signUpEvent } from './registration-modal';

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
      {data.status === 'loading' || !auth.isInitialized ? (
        <div className="acc-loading">
          <Spinner size="md" label={t('accounts.field.loading')} />
        </div>
      ) : data.status === 'error' ? (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={data.retry}>
              {t('accounts.register.retry')}
            </Button>
          }
        >
          {t('accounts.register.loadError')}
        </Alert>
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
  const server = useServerErrors();
  const profile = user.getUser;
  const [fields] = useState(() => missingProfileFields(profile, data.fields));
  const defaults = registrationDefaults(data, settings.defaultCurrency);
  const form = useFormState<SignUpValues>(() => ({
    ...initialSignUpValues({ ...defaults, today }),
    countryCode: profile.countryCode ?? defaults.countryCode,
    phoneCode: profile.phoneCode ?? defaults.phoneCode,
  }));
  const errors = useMemo(
    () => validateProfileCompletion(form.values, fields, data.fields, today),
    [form.values, fields, data.fields, today],
  );
  const invalid = Object.keys(errors).length > 0;
  const errorOf = (field: SignUpField) => {
    const message = server.errors[field] ?? (form.touched.has(field) ? errors[field] : undefined);
    return message ? translateMessage(t, message) : undefined;
  };
  const set = <Field extends SignUpField>(field: Field, value: SignUpValues[Field]) => {
    form.setValue(field, value);
    server.clear(field);
  };

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
      server.setErrors(apiFieldErrors(t, error));
    }
  };

  return (
    <form className="acc-form" noValidate onSubmit={submit}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <DetailFields
        fields={fields satisfies readonly CompletableField[]}
        flags={data.fields}
        values={form.values}
        errorOf={errorOf}
        onChange={set}
        onCountryChange={(code) => {
          set('countryCode', code);
          const phoneCode = callingCodeOf(data.countries, code);
          if (phoneCode) set('phoneCode', phoneCode);
        }}
        onPhoneCodeChange={(phoneCode) => {
          set('phoneCode', phoneCode);
          if (!fields.includes('countryCode')) return;
          const code = data.countries.phoneCodes.find((entry) => entry.phoneCode === phoneCode)?.code;
          if (code && callingCodeOf(data.countries, form.values.countryCode) !== phoneCode)
            set('countryCode', code);
        }}
        onPhoneChange={(raw) =>
          set('phone', acceptPhoneInput(form.values.phone, raw, form.values.countryCode))
        }
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
  const signUp = useSignUp();
  const [params] = useSearchParams();
  const { closeModal } = useAuthModals();
  const [today] = useState(() => new Date());
  const [failure, setFailure] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const server = useServerErrors();
  const form = useFormState<SignUpValues>(() =>
    initialSignUpValues({ ...registrationDefaults(data, settings.defaultCurrency), today }),
  );
  const { values } = form;
  const linkedAccountUuid = params.get('linkedAccountUuid');
  const schema = useMemo(() => signUpSchemaFor(settings, data.fields, today), [settings, data.fields, today]);
  const context = useMemo(
    () => ({
      fields: data.fields,
      attribution: { cpnc: null, mkt: null, token: null },
      userAgent: '',
      screenResolution: null,
      firstUrl: null,
      language: i18n.language,
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
  const errorOf = (field: SignUpField) => {
    const message = server.errors[field] ?? (form.touched.has(field) ? errors[field] : undefined);
    return message ? translateMessage(t, message) : undefined;
  };
  const set = <Field extends SignUpField>(field: Field, value: SignUpValues[Field]) => {
    form.setValue(field, value);
    server.clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll(allFields);
    if (invalid || pending) return;
    setFailure(null);
    const payload = buildSignUpPayload(values, 'email', {
      ...context,
      attribution: readAttribution(browserStorage('local'), Date.now()),
      userAgent: navigator.userAgent,
      screenResolution: screenResolutionOf(window.screen),
      firstUrl: readFirstUrl(browserStorage('session')) ?? window.location.href,
    });
    try {
      const response = await signUp.mutateAsync(payload);
      window.dispatchEvent(
        new CustomEvent(signUpEvent, {
          detail: { registrationType: 'email', userId: response.createUser.userId },
        }),
      );
      setSigningIn(true);
      await auth.signIn(response.accessToken).catch(() => undefined);
      setCookie(registeredUserCookie, '1', { maxAgeSeconds: timing.registeredUserCookieMaxAgeSeconds });
      onDone();
      closeModal();
    } catch (error) {
      const message = apiErrorMessage(t, error);
      window.dispatchEvent(
        new CustomEvent(signUpErrorEvent, { detail: { registrationType: 'email', message } }),
      );
      setFailure(message);
      server.setErrors(apiFieldErrors(t, error));
    } finally {
      setSigningIn(false);
    }
  };

  return (
    <form className="acc-form" noValidate onSubmit={submit}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label={t('accounts.field.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        value={values.email}
        onValueChange={(value) => set('email', acceptEmailInput(value))}
        onBlur={() => form.touch('email')}
        error={errorOf('email')}
      />
      <PasswordField
        label={t('accounts.field.password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onValueChange={(value) => set('password', value)}
        onBlur={() => form.touch('password')}
        error={errorOf('password')}
        hint={t('accounts.field.passwordHint')}
        rules={passwordRuleChecks(t, passwordRulesFrom(settings), values.password)}
      />
      <DetailFields
        fields={detailFields}
        flags={data.fields}
        values={values}
        errorOf={errorOf}
        onChange={set}
        onCountryChange={(code) => {
          set('countryCode', code);
          const phoneCode = callingCodeOf(data.countries, code);
          if (phoneCode) set('phoneCode', phoneCode);
        }}
        onPhoneCodeChange={(phoneCode) => {
          set('phoneCode', phoneCode);
          if (callingCodeOf(data.countries, values.countryCode) === phoneCode) return;
          const code = data.countries.phoneCodes.find((entry) => entry.phoneCode === phoneCode)?.code;
          if (code) set('countryCode', code);
        }}
        onPhoneChange={(raw) => set('phone', acceptPhoneInput(values.phone, raw, values.countryCode))}
        onBlur={form.touch}
        countries={data.countries}
        currencies={data.currencies}
        today={today}
      />
      <div className="acc-consents">
        {shown(data.fields, 'newsLetter') ? (
          <CheckboxField
            checked={values.newsLetter}
            onCheckedChange={(checked) => set('newsLetter', checked)}
          >
            {t('accounts.field.newsLetter')}
          </CheckboxField>
        ) : null}
        <CheckboxField
          required
          checked={values.subscribe}
          onCheckedChange={(checked) => {
            set('subscribe', checked);
            form.touch('subscribe');
          }}
          error={errorOf('subscribe')}
        >
          <ConsentText i18nKey="accounts.field.subscribe" />
        </CheckboxField>
      </div>
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
