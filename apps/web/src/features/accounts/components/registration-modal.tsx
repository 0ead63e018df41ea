import type { RegistrationType, SignUpResponse } from '@casino/contracts';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { usePageNavigate } from '../../../lib/page-link';
import { passwordRulesFrom } from '../../../lib/password-rules';
import { useSettings } from '../../../lib/settings';
import { browserStorage } from '../../../lib/storage';
import { prefersFieldFocus, useAuthModals } from '../hooks/use-auth-modals';
import {
  callingCodeOf,
  type RegistrationData,
  registrationDefaults,
  useRegistrationData,
} from '../hooks/use-registration-data';
import { useSignUpForm } from '../hooks/use-sign-up-form';
import { useSubmitSignUp } from '../hooks/use-submit-sign-up';
import { requestOnboardingTour } from '../lib/onboarding';
import { readReferralCode } from '../lib/referral-code';
import {
  buildSignUpPayload,
  type DetailField,
  errorsOf,
  formSignUpContext,
  initialSignUpValues,
  isOnMirrorDomain,
  type SignUpField,
  shown,
  signUpSchemaFor,
  stepFields,
  validateSignUp,
  visibleDetailFields,
} from '../lib/sign-up-form';
import { translateMessage } from '../lib/validation-messages';
import { AuthModalFrame } from './auth-modal-frame';
import { ConsentText, SignUpConsents } from './consent-text';
import { CredentialsSave } from './credentials-save';
import { DetailFields } from './detail-fields';
import { currencyOptions, EmailField, NewPasswordField, PhoneField, SelectField } from './fields';
import { PendingButton } from './pending-button';
import { RegistrationDataStatus } from './registration-data-status';
import { RegistrationTabs, registrationPanelId, registrationTabId } from './registration-tabs';

type Step = 1 | 2 | 'success' | 'credentials';

/** `?modal=registration`: sign-up by email, phone (when enabled) or one click (spec §2, §3, §5). */
export function RegistrationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const data = useRegistrationData(open);

  if (data.status !== 'ready') {
    return (
      <AuthModalFrame
        kind="registration"
        open={open}
        onClose={onClose}
        title={t('accounts.register.title')}
        description={t('accounts.register.description')}
      >
        <RegistrationDataStatus state={data} />
      </AuthModalFrame>
    );
  }
  return <RegistrationFlow open={open} onClose={onClose} data={data.data} />;
}

function RegistrationFlow({
  open,
  onClose,
  data,
}: {
  open: boolean;
  onClose: () => void;
  data: RegistrationData;
}) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const auth = useAuth();
  const signUp = useSubmitSignUp();
  const navigatePage = usePageNavigate();
  const { openModal } = useAuthModals();
  const idBase = useId();
  const { fields, countries, currencies } = data;
  const [today] = useState(() => new Date());
  // a visitor who came by a friend's referral link is greeted as invited
  const [invited] = useState(() => readReferralCode(browserStorage('local'), Date.now()) !== null);
  const types: RegistrationType[] = settings.emailPhoneRegistration
    ? ['email', 'phone', 'oneClick']
    : ['email', 'oneClick'];
  const [type, setType] = useState<RegistrationType>('email');
  const [step, setStep] = useState<Step>(1);
  const [result, setResult] = useState<SignUpResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const form = useSignUpForm(() =>
    initialSignUpValues({ ...registrationDefaults(data, settings.defaultCurrency), today }),
  );
  const { values, set } = form;

  const schema = useMemo(() => signUpSchemaFor(settings, fields, today), [settings, fields, today]);
  const validationContext = useMemo(() => formSignUpContext(fields, i18n.language), [fields, i18n.language]);
  const errors = useMemo(
    () => validateSignUp(schema, buildSignUpPayload(values, type, validationContext)),
    [schema, values, type, validationContext],
  );
  const formStep = step === 1 || step === 2 ? step : null;
  const currentFields = formStep ? stepFields(type, formStep, fields) : [];
  const stepInvalid = Object.keys(errorsOf(errors, currentFields)).length > 0;
  const pending = signUp.isPending || signingIn;

  const errorOf = (field: SignUpField) => form.errorOf(errors, field);
  // the phone is checked against the country: a problem with the country shows at the phone
  const phoneError = () =>
    errorOf('phone') ??
    (form.touched.has('phone') && errors.countryCode ? translateMessage(t, errors.countryCode) : undefined);

  // The server checks the number against the country and derives the calling code from it, so the
  // two pickers move together: a country brings its code, a code brings its country.
  const onCountryChange = (code: string) => form.setCountry(countries, code);
  const onPhoneCodeChange = (phoneCode: string) => {
    set('phoneCode', phoneCode);
    if (callingCodeOf(countries, values.countryCode) === phoneCode) return;
    const code = countries.phoneCodes.find((entry) => entry.phoneCode === phoneCode)?.code;
    if (code && countries.countries.rows.some((row) => row.code === code)) set('countryCode', code);
  };
  const onPhoneChange = form.setPhone;

  // A new step moves focus into it, so keyboard and screen-reader users start at its first field.
  const stepContainer = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step (or the tab) changes
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const container = stepContainer.current;
    if (!container) return;
    const firstControl = container.querySelector<HTMLElement>('input, select, textarea');
    if (prefersFieldFocus() && firstControl && formStep === 2) firstControl.focus();
    else container.focus({ preventScroll: true });
  }, [step]);

  // the first field takes focus when the dialog opens, not when the player moves between tabs
  const [focusFirstField, setFocusFirstField] = useState(prefersFieldFocus);
  const chooseType = (next: RegistrationType) => {
    setFocusFirstField(false);
    setType(next);
    setStep(1);
    setFailure(null);
    form.setServerErrors({});
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    form.touchAll(currentFields);
    if (stepInvalid) return;
    setFailure(null);
    setStep(2);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll(currentFields);
    if (stepInvalid || pending) return;
    setFailure(null);
    const outcome = await signUp.submit(values, type, validationContext);
    if ('failure' in outcome) {
      setFailure(outcome.failure);
      form.setServerErrors(outcome.fieldErrors);
      if (
        Object.keys(outcome.fieldErrors).some((field) =>
          stepFields(type, 1, fields).includes(field as SignUpField),
        )
      ) {
        setStep(1);
      }
      return;
    }
    const { response } = outcome;
    requestOnboardingTour(browserStorage('local'));
    setResult(response);
    setSigningIn(true);
    try {
      await auth.signUp(response.accessToken, {
        loginDisabledOnMirror: isOnMirrorDomain(settings.mirrorDomain, window.location.hostname),
      });
    } catch {
      // the account exists; if loading it failed the player can still log in with it
    } finally {
      setSigningIn(false);
    }
    setStep(response.credentials ? 'credentials' : 'success');
  };

  const finish = onClose;

  const title =
    step === 1
      ? t('accounts.register.title')
      : step === 2
        ? t('accounts.register.detailsTitle')
        : step === 'success'
          ? t('accounts.register.successTitle', { brandName: settings.brandName })
          : t('accounts.credentials.title');
  const description =
    step === 1
      ? invited
        ? t('accounts.register.invitedDescription')
        : t('accounts.register.description')
      : step === 2
        ? t('accounts.register.detailsDescription')
        : step === 'success'
          ? t('accounts.register.successDescription')
          : t('accounts.credentials.description');

  const passwordField = (
    <NewPasswordField
      label={t('accounts.field.password')}
      name="password"
      value={values.password}
      onValueChange={(value) => set('password', value)}
      onBlur={() => form.touch('password')}
      error={errorOf('password')}
      rules={passwordRulesFrom(settings)}
      maxLength={settings.formFieldsValidation.passwordMaxLength}
    />
  );
  const switchToLogin = (
    <p className="acc-form__switch">
      {t('accounts.register.haveAccount')}{' '}
      <button
        type="button"
        className="acc-link-button acc-link-button--strong"
        onClick={() => openModal('login')}
      >
        {t('accounts.register.logIn')}
      </button>
    </p>
  );

  let body: ReactNode;
  if (step === 1) {
    body = (
      <>
        <RegistrationTabs idBase={idBase} types={types} value={type} onChange={chooseType} />
        <div
          role="tabpanel"
          id={registrationPanelId(idBase)}
          aria-labelledby={registrationTabId(idBase, type)}
          className="acc-tabpanel"
        >
          {type === 'oneClick' ? (
            <form className="acc-form" noValidate onSubmit={submit}>
              {failure ? <Alert tone="danger">{failure}</Alert> : null}
              <p className="acc-form__lead">{t('accounts.register.oneClickText')}</p>
              {shown(fields, 'currencyCode') ? (
                <SelectField
                  label={t('accounts.field.currency')}
                  name="currencyCode"
                  value={values.currencyCode}
                  options={currencyOptions(currencies)}
                  onValueChange={(value) => set('currencyCode', value)}
                  onBlur={() => form.touch('currencyCode')}
                  error={errorOf('currencyCode')}
                />
              ) : null}
              <p className="acc-form__consent">
                <ConsentText i18nKey="accounts.register.oneClickConsent" />
              </p>
              <PendingButton
                type="submit"
                className="acc-form__wide"
                pending={pending}
                pendingLabel={t('accounts.register.submitting')}
                disabled={stepInvalid}
              >
                {t('accounts.register.oneClickSubmit')}
              </PendingButton>
              {switchToLogin}
            </form>
          ) : (
            <form className="acc-form" noValidate onSubmit={next}>
              {failure ? <Alert tone="danger">{failure}</Alert> : null}
              {type === 'email' ? (
                <EmailField
                  placeholder={t('accounts.field.emailPlaceholder')}
                  autoFocus={focusFirstField}
                  value={values.email}
                  onValueChange={(value) => set('email', value)}
                  onBlur={() => form.touch('email')}
                  error={errorOf('email')}
                />
              ) : (
                <PhoneField
                  label={t('accounts.field.phone')}
                  name="phone"
                  phoneCode={values.phoneCode}
                  phoneCodes={countries.phoneCodes}
                  onPhoneCodeChange={onPhoneCodeChange}
                  value={values.phone}
                  onValueChange={onPhoneChange}
                  onBlur={() => form.touch('phone')}
                  error={phoneError()}
                  autoFocus={focusFirstField}
                />
              )}
              {passwordField}
              <Button type="submit" className="acc-form__wide" disabled={!form.dirty || stepInvalid}>
                {t('accounts.register.next')}
              </Button>
              {switchToLogin}
            </form>
          )}
        </div>
      </>
    );
  } else if (step === 2) {
    const detailFields: DetailField[] = visibleDetailFields(fields, type);
    body = (
      <form className="acc-form" noValidate onSubmit={submit}>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <DetailFields
          fields={detailFields}
          flags={fields}
          values={values}
          errorOf={(field) => (field === 'phone' ? phoneError() : errorOf(field))}
          onChange={set}
          onCountryChange={onCountryChange}
          onPhoneCodeChange={onPhoneCodeChange}
          onPhoneChange={onPhoneChange}
          onBlur={form.touch}
          countries={countries}
          currencies={currencies}
          today={today}
        />
        <SignUpConsents
          showNewsLetter={shown(fields, 'newsLetter')}
          newsLetter={values.newsLetter}
          subscribe={values.subscribe}
          subscribeError={errorOf('subscribe')}
          onNewsLetterChange={(checked) => set('newsLetter', checked)}
          onSubscribeChange={(checked) => {
            set('subscribe', checked);
            form.touch('subscribe');
          }}
          onSubscribeBlur={() => form.touch('subscribe')}
        />
        <div className="acc-form__actions">
          <Button variant="secondary" onClick={() => setStep(1)} disabled={pending}>
            {t('accounts.register.back')}
          </Button>
          <PendingButton
            type="submit"
            pending={pending}
            pendingLabel={t('accounts.register.submitting')}
            disabled={stepInvalid}
          >
            {t('accounts.register.submit')}
          </PendingButton>
        </div>
      </form>
    );
  } else if (step === 'success') {
    const email = result?.createUser.email;
    const phone = result?.createUser.phone;
    body = (
      <div className="acc-form">
        <p className="acc-form__lead">
          {email
            ? t('accounts.register.successEmail', { email })
            : t('accounts.register.successPhone', {
                phone: `${result?.createUser.phoneCode ?? ''} ${phone ?? ''}`.trim(),
              })}
        </p>
        <div className="acc-form__actions">
          <Button variant="secondary" onClick={finish}>
            {t('accounts.register.startPlaying')}
          </Button>
          <Button onClick={() => navigatePage('deposit')}>{t('accounts.register.deposit')}</Button>
        </div>
      </div>
    );
  } else if (result?.credentials) {
    body = <CredentialsSave credentials={result.credentials} onContinue={finish} />;
  }

  return (
    <AuthModalFrame
      kind="registration"
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      step={formStep && type !== 'oneClick' ? { current: formStep, total: 2 } : undefined}
      success={step === 'success' || step === 'credentials'}
    >
      <div ref={stepContainer} tabIndex={-1} className="acc-step" data-step={step}>
        {body}
      </div>
    </AuthModalFrame>
  );
}
