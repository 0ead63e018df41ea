import type { UpdateUserDetailsInput, UserProfile } from '@casino/contracts';
import { genders } from '@casino/contracts/accounts';
import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Checkbox,
  Field,
  type FieldControlProps,
  SelectInput,
  TextInput,
} from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useUpdateUserDetails } from '../../../lib/auth';
import { bcp47, changeAppLanguage } from '../../../lib/i18n';
import type { CountryLists } from '../../../lib/reference-data';
import { useSettings } from '../../../lib/settings';
import { useLocale } from '../../../lib/use-locale';
import { useTranslateMessage } from '../hooks/use-translate-message';
import { countryName, langAttribute, languageName } from '../lib/format';
import {
  buildProfileUpdate,
  changedFields,
  dateOfBirthRange,
  digitsOnly,
  emailCharactersOnly,
  hasProfileChanges,
  hiddenFields,
  isPlaceholderDateOfBirth,
  lockedFields,
  nicknameMaxLength,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
  profileFields,
  toFormValues,
  validateProfile,
  zipCodeMaxLength,
} from '../lib/profile-form';

type Status = { tone: 'success' | 'danger'; message: string } | null;

export type ProfileDetailsFormProps = {
  profile: UserProfile;
  countries: CountryLists;
  /** The `activeMethod` query parameter: "1" asks only for the missing fields (spec §2). */
  activeMethod: string | null;
};

const fieldIds = (field: ProfileField) => `profile-field-${field}`;

/**
 * The edit-profile form (spec §2, §4, §5): locked fields are read-only with a lock, Save stays
 * disabled until something changed, only changes are sent (empty ones as null), and the server's
 * message and per-field problems come back into the form.
 */
export function ProfileDetailsForm({ profile, countries, activeMethod }: ProfileDetailsFormProps) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const translate = useTranslateMessage();
  const locale = useLocale();
  const update = useUpdateUserDetails();
  const statusRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  const [today] = useState(() => new Date());
  const defaultPhoneCode =
    countries.countries.rows.find((c) => c.code === profile.countryCode)?.phoneCode ?? '';
  const profileKey = JSON.stringify(profile);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the profile is compared by value through profileKey
  const initial = useMemo(
    () => toFormValues(profile, { today, defaultPhoneCode }),
    [profileKey, today, defaultPhoneCode],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the profile is compared by value through profileKey
  const locked = useMemo(() => lockedFields(profile), [profileKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the profile is compared by value through profileKey
  const hidden = useMemo(() => hiddenFields(profile, activeMethod), [profileKey, activeMethod]);

  const [form, setForm] = useState({ key: profileKey, values: initial });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ProfileErrors>({});
  const [status, setStatus] = useState<Status>(null);

  // fresh details from the server (after a save) become the new starting point of the form
  if (form.key !== profileKey) {
    setForm({ key: profileKey, values: initial });
    setSubmitted(false);
  }
  const values = form.key === profileKey ? form.values : initial;

  const skip = useMemo(() => new Set<ProfileField>([...locked, ...hidden]), [locked, hidden]);
  const emailRequired = profile.email !== null;
  const clientErrors = validateProfile(values, { today, skip, emailRequired });
  const shownErrors: ProfileErrors = {};
  for (const field of profileFields) {
    const message = serverErrors[field] ?? (submitted ? clientErrors[field] : undefined);
    if (message) shownErrors[field] = message;
  }
  const dirty = changedFields(initial, values).some((field) => !locked.has(field));

  const setValue = <F extends ProfileField>(field: F, value: ProfileFormValues[F]) => {
    setForm((current) => ({ ...current, values: { ...current.values, [field]: value } }));
    // a server problem with a field is gone once the player edits it (the calling code counts for the phone)
    const related: ProfileField[] = field === 'phoneCode' ? ['phoneCode', 'phone'] : [field];
    setServerErrors((current) => {
      if (!related.some((name) => name in current)) return current;
      const next = { ...current };
      for (const name of related) delete next[name];
      return next;
    });
  };

  const focusField = (field: ProfileField) => document.getElementById(fieldIds(field))?.focus();
  const showStatus = (next: Status) => {
    setStatus(next);
    // move focus to the message so keyboard and screen-reader users hear the outcome
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setSubmitted(true);
    const firstInvalid = profileFields.find((field) => clientErrors[field]);
    if (firstInvalid) {
      setStatus({ tone: 'danger', message: t('profile.validation.checkFields') });
      focusField(firstInvalid);
      return;
    }
    const payload: UpdateUserDetailsInput = buildProfileUpdate(initial, values, locked);
    if (!hasProfileChanges(payload)) return;
    setStatus(null);
    setServerErrors({});
    update.mutate(payload, {
      onSuccess: ({ message }) => {
        showStatus({ tone: 'success', message });
        const language = payload.preferredLanguage;
        if (language && language !== i18n.language) void changeAppLanguage(language, settings);
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
        const known: ProfileErrors = {};
        for (const [field, message] of Object.entries(fields)) {
          if ((profileFields as readonly string[]).includes(field)) known[field as ProfileField] = message;
        }
        setServerErrors(known);
        showStatus({
          tone: 'danger',
          message: error instanceof ApiError ? error.message : t('profile.errors.generic'),
        });
      },
    });
  };

  const onReset = () => {
    setForm({ key: profileKey, values: initial });
    setSubmitted(false);
    setServerErrors({});
    setStatus(null);
  };

  const lockNote = (field: ProfileField) => (locked.has(field) ? t('profile.locked.note') : undefined);
  const show = (field: ProfileField) => !hidden.has(field);
  const error = (field: ProfileField) => translate(shownErrors[field]);

  const textField = (
    field: 'email' | 'firstName' | 'lastName' | 'nickname' | 'city' | 'address' | 'zipCode',
    options: {
      autoComplete: string;
      type?: 'text' | 'email';
      maxLength?: number;
      hint?: ReactNode;
      filter?: (value: string) => string;
      inputMode?: 'email' | 'text';
      wide?: boolean;
    },
  ) =>
    show(field) ? (
      <Field
        key={field}
        id={fieldIds(field)}
        label={t(`profile.fields.${field}`)}
        hint={options.hint}
        error={error(field)}
        lockedNote={lockNote(field)}
        className={options.wide ? 'profile-form__wide' : undefined}
      >
        {(control) => (
          <TextInput
            {...control}
            name={field}
            type={options.type ?? 'text'}
            inputMode={options.inputMode}
            autoComplete={options.autoComplete}
            maxLength={options.maxLength}
            value={values[field]}
            readOnly={locked.has(field)}
            spellCheck={false}
            onChange={(event) =>
              setValue(field, options.filter ? options.filter(event.target.value) : event.target.value)
            }
          />
        )}
      </Field>
    ) : null;

  const countryLabel = (code: string) => {
    const country = countries.allCountries.find((entry) => entry.code === code);
    return country?.name ?? code;
  };
  const phoneCodeLabel = (phoneCode: string, code?: string) => {
    const country = code ?? countries.phoneCodes.find((entry) => entry.phoneCode === phoneCode)?.code;
    const name = countryName(country, locale);
    return name ? `${phoneCode} ${name}` : phoneCode;
  };
  const range = dateOfBirthRange(today);
  const lockedRead = (
    field: ProfileField,
    text: string,
    control: FieldControlProps,
    autoComplete: string,
  ) => <TextInput {...control} name={field} value={text} readOnly autoComplete={autoComplete} />;

  const sections: Array<{ key: string; legend: string; fields: ProfileField[]; body: ReactNode }> = [
    {
      key: 'account',
      legend: t('profile.sections.account'),
      fields: ['email', 'nickname'],
      body: (
        <>
          {textField('email', {
            autoComplete: 'email',
            type: 'email',
            inputMode: 'email',
            maxLength: 255,
            filter: emailCharactersOnly,
            hint: locked.has('email') ? undefined : t('profile.hints.email'),
          })}
          {textField('nickname', {
            autoComplete: 'nickname',
            maxLength: nicknameMaxLength,
            hint: t('profile.hints.nickname'),
          })}
        </>
      ),
    },
    {
      key: 'personal',
      legend: t('profile.sections.personal'),
      fields: ['firstName', 'lastName', 'gender', 'dateOfBirth'],
      body: (
        <>
          {textField('firstName', { autoComplete: 'given-name', maxLength: 255 })}
          {textField('lastName', { autoComplete: 'family-name', maxLength: 255 })}
          {show('gender') ? (
            <Field id={fieldIds('gender')} label={t('profile.fields.gender')} error={error('gender')}>
              {(control) => (
                <SelectInput
                  {...control}
                  name="gender"
                  autoComplete="sex"
                  value={values.gender}
                  onChange={(event) => setValue('gender', event.target.value as ProfileFormValues['gender'])}
                >
                  {genders.map((gender) => (
                    <option key={gender} value={gender}>
                      {t(`profile.gender.${gender}`)}
                    </option>
                  ))}
                </SelectInput>
              )}
            </Field>
          ) : null}
          {show('dateOfBirth') ? (
            <Field
              id={fieldIds('dateOfBirth')}
              label={t('profile.fields.dateOfBirth')}
              error={error('dateOfBirth')}
              lockedNote={lockNote('dateOfBirth')}
              hint={
                isPlaceholderDateOfBirth(profile.dateOfBirth)
                  ? t('profile.hints.dateOfBirthPlaceholder')
                  : locked.has('dateOfBirth')
                    ? undefined
                    : t('profile.hints.dateOfBirth')
              }
            >
              {(control) => (
                <TextInput
                  {...control}
                  name="dateOfBirth"
                  type="date"
                  autoComplete="bday"
                  min={range.min}
                  max={range.max}
                  value={values.dateOfBirth}
                  readOnly={locked.has('dateOfBirth')}
                  onChange={(event) => setValue('dateOfBirth', event.target.value)}
                />
              )}
            </Field>
          ) : null}
        </>
      ),
    },
    {
      key: 'contact',
      legend: t('profile.sections.contact'),
      fields: ['countryCode', 'phoneCode', 'phone'],
      body: (
        <>
          {show('countryCode') ? (
            <Field
              id={fieldIds('countryCode')}
              label={t('profile.fields.countryCode')}
              error={error('countryCode')}
              lockedNote={lockNote('countryCode')}
              className="profile-form__wide"
            >
              {(control) =>
                locked.has('countryCode') ? (
                  lockedRead('countryCode', countryLabel(values.countryCode), control, 'country-name')
                ) : (
                  <SelectInput
                    {...control}
                    name="countryCode"
                    autoComplete="country"
                    value={values.countryCode}
                    onChange={(event) => setValue('countryCode', event.target.value)}
                  >
                    <option value="">{t('profile.placeholders.country')}</option>
                    {countries.countries.rows.map((country) => (
                      <option key={country.code} value={country.code}>
                        {country.name}
                      </option>
                    ))}
                  </SelectInput>
                )
              }
            </Field>
          ) : null}
          {show('phone') ? (
            <div className="profile-form__phone profile-form__wide">
              <Field
                id={fieldIds('phoneCode')}
                label={t('profile.fields.phoneCode')}
                error={error('phoneCode')}
                locked={locked.has('phoneCode')}
              >
                {(control) =>
                  locked.has('phoneCode') ? (
                    lockedRead('phoneCode', phoneCodeLabel(values.phoneCode), control, 'tel-country-code')
                  ) : (
                    <SelectInput
                      {...control}
                      name="phoneCode"
                      autoComplete="tel-country-code"
                      value={values.phoneCode}
                      onChange={(event) => setValue('phoneCode', event.target.value)}
                    >
                      <option value="">{t('profile.placeholders.phoneCode')}</option>
                      {countries.phoneCodes.map((entry) => (
                        <option key={entry.phoneCode} value={entry.phoneCode}>
                          {phoneCodeLabel(entry.phoneCode, entry.code)}
                        </option>
                      ))}
                    </SelectInput>
                  )
                }
              </Field>
              <Field
                id={fieldIds('phone')}
                label={t('profile.fields.phone')}
                error={error('phone')}
                lockedNote={lockNote('phone')}
                hint={locked.has('phone') ? undefined : t('profile.hints.phone')}
              >
                {(control) => (
                  <TextInput
                    {...control}
                    name="phone"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    maxLength={17}
                    value={values.phone}
                    readOnly={locked.has('phone')}
                    onChange={(event) => setValue('phone', digitsOnly(event.target.value))}
                  />
                )}
              </Field>
            </div>
          ) : null}
        </>
      ),
    },
    {
      key: 'address',
      legend: t('profile.sections.address'),
      fields: ['address', 'city', 'zipCode'],
      body: (
        <>
          {textField('address', { autoComplete: 'street-address', maxLength: 255, wide: true })}
          {textField('city', { autoComplete: 'address-level2', maxLength: 255 })}
          {textField('zipCode', { autoComplete: 'postal-code', maxLength: zipCodeMaxLength })}
        </>
      ),
    },
    {
      key: 'preferences',
      legend: t('profile.sections.preferences'),
      fields: ['preferredLanguage', 'newsLetter'],
      body: (
        <>
          {show('preferredLanguage') ? (
            <Field
              id={fieldIds('preferredLanguage')}
              label={t('profile.fields.preferredLanguage')}
              error={error('preferredLanguage')}
            >
              {(control) => (
                <SelectInput
                  {...control}
                  name="preferredLanguage"
                  autoComplete="language"
                  value={values.preferredLanguage}
                  onChange={(event) => setValue('preferredLanguage', event.target.value)}
                >
                  {settings.supportedLocales.map((locale) => (
                    <option key={locale} value={locale} lang={langAttribute(bcp47(locale))}>
                      {languageName(bcp47(locale))}
                    </option>
                  ))}
                </SelectInput>
              )}
            </Field>
          ) : null}
          {show('newsLetter') ? (
            <Checkbox
              id={fieldIds('newsLetter')}
              name="newsLetter"
              className="profile-form__wide profile-form__checkbox"
              checked={values.newsLetter}
              onChange={(event) => setValue('newsLetter', event.target.checked)}
              label={t('profile.fields.newsLetter')}
              description={t('profile.hints.newsLetter')}
            />
          ) : null}
        </>
      ),
    },
  ];
  const visibleSections = sections.filter((section) => section.fields.some(show));

  return (
    <form id={formId} className="profile-form" noValidate onSubmit={onSubmit}>
      {status ? (
        <div ref={statusRef} tabIndex={-1} className="profile-form__status">
          <Alert tone={status.tone}>{status.message}</Alert>
        </div>
      ) : null}
      {activeMethod === '1' ? (
        <Alert tone="info">
          {visibleSections.length > 0
            ? t('profile.details.completeIntro')
            : t('profile.details.completeDone')}
        </Alert>
      ) : null}
      {visibleSections.map((section) => (
        <fieldset key={section.key} className="profile-card profile-form__section">
          <legend className="profile-form__legend">{section.legend}</legend>
          <div className="profile-form__grid">{section.body}</div>
        </fieldset>
      ))}
      {visibleSections.length > 0 ? (
        <div className={`profile-form__actions${dirty ? ' profile-form__actions--dirty' : ''}`}>
          <p className="profile-form__dirty" aria-live="polite">
            {dirty ? t('profile.details.unsaved') : ''}
          </p>
          {dirty ? (
            <Button variant="ghost" onClick={onReset} disabled={update.isPending}>
              {t('profile.actions.discard')}
            </Button>
          ) : null}
          <Button
            type="submit"
            disabled={!dirty || update.isPending}
            aria-busy={update.isPending || undefined}
          >
            {update.isPending ? t('profile.actions.saving') : t('profile.actions.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
