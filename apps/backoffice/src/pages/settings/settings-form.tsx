import { type AppSettings, navigationSystems, themes } from '@casino/contracts/settings';
import { useCustomMutation } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ChangeReviewForm } from '../../components/change-review.tsx';
import { CheckboxField, Field, SelectField, TextAreaField } from '../../components/field.tsx';
import { Section } from '../../components/section.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useChangeReview } from '../../lib/use-change-review.ts';
import {
  listSettingChanges,
  readSettingsForm,
  type SettingsFormValues,
  settingLabels,
  settingsErrorsOf,
  settingsFormOf,
  type ValidationKey,
  validationKeys,
} from './settings-form-values.ts';

type UpdateAnswer = { data: AppSettings; changed: string[] };
type TextKey = {
  [K in keyof SettingsFormValues]: SettingsFormValues[K] extends string ? K : never;
}[keyof SettingsFormValues];
type BooleanKey = {
  [K in keyof SettingsFormValues]: SettingsFormValues[K] extends boolean ? K : never;
}[keyof SettingsFormValues];

export const savedMessage = 'Settings saved — players get them on their next page load';

const themeLabels: Record<string, string> = { curacao: 'Curaçao', lulu: 'Lulu' };
const navigationLabels: Record<string, string> = { basic: 'Basic (top bar)', panel: 'Panel (side menu)' };

/** The settings form: "Review changes" lists old → new, and only "Save changes" sends the PATCH. */
export function SettingsForm({ settings, currencies }: { settings: AppSettings; currencies: string[] }) {
  const [values, setValues] = useState(() => settingsFormOf(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { mutateAsync, mutation } = useCustomMutation<UpdateAnswer>();
  const queryClient = useQueryClient();
  const flow = useChangeReview<AppSettings>({
    initial: settings,
    check: (baseline) => {
      const read = readSettingsForm(values, baseline);
      return read.ok ? { ok: true, record: read.settings } : read;
    },
    describe: listSettingChanges,
    send: async (body) => {
      const { data } = await mutateAsync({ url: 'settings', method: 'patch', values: body });
      // the page's cached read is now the saved settings (coming back shows them, not the old ones)
      queryClient.setQueryData(queryKeys.settings, { data: { data: data.data } });
      return data.data;
    },
    savedStatus: () => savedMessage,
    formErrorsOf: settingsErrorsOf,
    showSaved: (saved) => setValues(settingsFormOf(saved)),
    setErrors,
    mutation,
  });
  const { baseline } = flow;

  const clearError = (key: string) => {
    if (errors[key]) setErrors(({ [key]: _dropped, ...rest }) => rest);
    flow.clearStatus();
  };
  const setText = (key: TextKey, value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    clearError(key);
  };
  const setFlag = (key: BooleanKey, value: boolean) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    clearError(key);
  };
  const setValidation = (key: ValidationKey, value: string) => {
    setValues((previous) => ({
      ...previous,
      formFieldsValidation: { ...previous.formFieldsValidation, [key]: value },
    }));
    clearError(`formFieldsValidation.${key}`);
  };

  const text = (key: TextKey, extra: { hint?: ReactNode; placeholder?: string; className?: string } = {}) => (
    <Field
      label={settingLabels[key] ?? key}
      name={key}
      value={values[key]}
      onChange={(event) => setText(key, event.target.value)}
      error={errors[key]}
      autoComplete="off"
      spellCheck={false}
      {...extra}
    />
  );
  const flag = (key: BooleanKey, hint?: ReactNode) => (
    <CheckboxField
      label={settingLabels[key] ?? key}
      name={key}
      checked={values[key]}
      onChange={(event) => setFlag(key, event.target.checked)}
      error={errors[key]}
      hint={hint}
    />
  );
  const whole = (key: TextKey, hint?: ReactNode) => (
    <Field
      label={settingLabels[key] ?? key}
      name={key}
      type="number"
      step={1}
      inputMode="numeric"
      value={values[key]}
      onChange={(event) => setText(key, event.target.value)}
      error={errors[key]}
      hint={hint}
    />
  );
  const currencyOptions = [...new Set([values.defaultCurrency, ...currencies])].filter(Boolean);

  return (
    <ChangeReviewForm
      flow={flow}
      label="App settings"
      legend="App settings"
      errors={errors}
      attention="Some settings need attention: see the messages beside them."
    >
      <Section title="Brand & look">
        <div className="form-grid">
          {text('brandName')}
          <SelectField
            label={settingLabels.theme ?? 'Theme'}
            name="theme"
            value={values.theme}
            onChange={(event) => setText('theme', event.target.value)}
            error={errors.theme}
            options={themes.map((theme) => ({ value: theme, label: themeLabels[theme] ?? theme }))}
          />
          <SelectField
            label={settingLabels.navigationSystem ?? 'Navigation system'}
            name="navigationSystem"
            value={values.navigationSystem}
            onChange={(event) => setText('navigationSystem', event.target.value)}
            error={errors.navigationSystem}
            options={navigationSystems.map((item) => ({
              value: item,
              label: navigationLabels[item] ?? item,
            }))}
          />
          {text('defaultLocale', { hint: 'A locale code from the supported list, e.g. en.' })}
          <TextAreaField
            className="form-wide"
            label={settingLabels.supportedLocales ?? 'Supported locales'}
            name="supportedLocales"
            rows={2}
            value={values.supportedLocales}
            onChange={(event) => setText('supportedLocales', event.target.value)}
            error={errors.supportedLocales}
            hint="Locale codes separated by commas or spaces."
            spellCheck={false}
          />
          {flag('cookiesPopup', 'Ask for cookie consent on the first visit.')}
        </div>
      </Section>

      <Section title="Registration & passwords">
        <div className="form-grid">
          {flag(
            'emailPhoneRegistration',
            'Players may also sign up with a phone number (email is always offered).',
          )}
          {flag('passwordNeedSpecialCharacter')}
          {flag('passwordNeedNumbers')}
          {flag('passwordNeedUppercase')}
        </div>
        <h3 className="form-subheading">Form field limits</h3>
        <div className="form-grid form-grid-narrow">
          {validationKeys.map((key) => (
            <Field
              key={key}
              label={settingLabels[`formFieldsValidation.${key}`] ?? key}
              name={`formFieldsValidation.${key}`}
              type="number"
              step={1}
              min={0}
              inputMode="numeric"
              value={values.formFieldsValidation[key]}
              onChange={(event) => setValidation(key, event.target.value)}
              error={errors[`formFieldsValidation.${key}`]}
            />
          ))}
        </div>
      </Section>

      <Section title="Sessions">
        <div className="form-grid">
          {whole(
            'inactivitySessionTimeout',
            'Players are signed out after this long without activity; 1 or less means 30.',
          )}
        </div>
      </Section>

      <Section title="Countries & access">
        <div className="form-grid">
          {text('excludedCountryCodeList', {
            hint: 'Two-letter codes; guests there see a country-block notice and cannot sign up.',
            placeholder: 'e.g. US, GB',
          })}
          {text('whitelistedIPs', {
            hint: 'IP addresses, separated by commas or spaces, that are never country-blocked.',
          })}
          {flag('guestDemoPlay', 'Visitors without an account may try the house games with fun money.')}
        </div>
      </Section>

      <Section title="Payments">
        <div className="form-grid">
          <SelectField
            label={settingLabels.defaultCurrency ?? 'Default currency'}
            name="defaultCurrency"
            value={values.defaultCurrency}
            onChange={(event) => setText('defaultCurrency', event.target.value)}
            error={errors.defaultCurrency}
            options={currencyOptions.map((code) => ({ value: code, label: code }))}
          />
          {whole('depositFormVersion')}
          {flag('allowDepWithoutAddress', 'A deposit does not need the player’s address, city and zip code.')}
          {flag(
            'onDepositShowAllField',
            'When a deposit needs profile details, ask for all of them, not only the missing ones.',
          )}
        </div>
      </Section>

      <Section title="Tracking">
        <div className="form-grid">
          {text('affiliateKeyQueryParameter', {
            hint: 'The address parameter that carries an affiliate’s key.',
          })}
          {text('affiliateTokenQueryParameter', {
            hint: 'The address parameter that carries an affiliate’s token.',
          })}
          {text('dspretargettraffID', { hint: 'Empty: not set.' })}
        </div>
      </Section>

      <Section title="Advanced">
        <div className="form-grid">
          {text('mirrorDomain', { hint: 'Empty: not set.', placeholder: 'e.g. casino-mirror.example' })}
          {text('cacheControlHash', {
            hint: 'Change it to make players’ browsers load translations and scripts afresh.',
          })}
          {flag(
            'debugShowTranslationKeys',
            'Shows keys instead of texts: for translators, never in production.',
          )}
          <div className="field">
            <span className="field-label">{settingLabels.casinoOrigin}</span>
            <p>
              <code>{baseline.casinoOrigin}</code>
            </p>
            <p className="field-hint">Taken from the server’s configuration at first start.</p>
          </div>
          <TextAreaField
            className="form-wide field-code-area"
            label={settingLabels.pageUrlSetup ?? 'Page URL setup'}
            name="pageUrlSetup"
            rows={6}
            value={values.pageUrlSetup}
            onChange={(event) => setText('pageUrlSetup', event.target.value)}
            error={errors.pageUrlSetup}
            hint={
              <>
                JSON: a list of <code>{'{ "key": "promotions", "href": "/offers", "shallow": false }'}</code>{' '}
                that move pages to other addresses. <code>[]</code> for none.
              </>
            }
            spellCheck={false}
          />
        </div>
      </Section>
    </ChangeReviewForm>
  );
}
