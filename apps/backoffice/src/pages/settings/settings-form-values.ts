import {
  type AppSettings,
  appSettingsSchema,
  type formFieldsValidationSchema,
} from '@casino/contracts/settings';
import type { z } from 'zod';
import { invalidMessage, joinList, parseCountries, parsePlain } from '../../lib/code-list.ts';
import { type Change, listChanges } from '../../lib/diff.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';

/*
 * The settings form: the app settings as the form's text, and the text back as settings, checked
 * by the same schema the server uses (appSettingsSchema). Errors are keyed like the server's
 * `fields` ("theme", "formFieldsValidation.passwordMinLength"), so both land beside the same input.
 */

type Validation = z.infer<typeof formFieldsValidationSchema>;
export type ValidationKey = keyof Validation;

export const validationKeys: ValidationKey[] = [
  'passwordMinLength',
  'passwordMaxLength',
  'nameMaxLength',
  'addressMaxLength',
  'phoneMinLength',
  'minAgeYears',
  'maxAgeYears',
];

type TextKeys =
  | 'brandName'
  | 'defaultLocale'
  | 'defaultCurrency'
  | 'affiliateKeyQueryParameter'
  | 'affiliateTokenQueryParameter'
  | 'cacheControlHash'
  | 'mirrorDomain'
  | 'dspretargettraffID'
  | 'supportedLocales'
  | 'excludedCountryCodeList'
  | 'whitelistedIPs'
  | 'inactivitySessionTimeout'
  | 'depositFormVersion'
  | 'pageUrlSetup'
  | 'theme'
  | 'navigationSystem';
type BooleanKeys = {
  [K in keyof AppSettings]: AppSettings[K] extends boolean ? K : never;
}[keyof AppSettings];

export type SettingsFormValues = Record<TextKeys, string> &
  Record<BooleanKeys, boolean> & { formFieldsValidation: Record<ValidationKey, string> };

export function settingsFormOf(settings: AppSettings): SettingsFormValues {
  return {
    brandName: settings.brandName,
    theme: settings.theme,
    navigationSystem: settings.navigationSystem,
    defaultLocale: settings.defaultLocale,
    supportedLocales: joinList(settings.supportedLocales),
    defaultCurrency: settings.defaultCurrency,
    excludedCountryCodeList: joinList(settings.excludedCountryCodeList),
    whitelistedIPs: joinList(settings.whitelistedIPs),
    inactivitySessionTimeout: String(settings.inactivitySessionTimeout),
    depositFormVersion: String(settings.depositFormVersion),
    affiliateKeyQueryParameter: settings.affiliateKeyQueryParameter,
    affiliateTokenQueryParameter: settings.affiliateTokenQueryParameter,
    mirrorDomain: settings.mirrorDomain ?? '',
    dspretargettraffID: settings.dspretargettraffID ?? '',
    cacheControlHash: settings.cacheControlHash,
    pageUrlSetup: settings.pageUrlSetup.length > 0 ? JSON.stringify(settings.pageUrlSetup, null, 2) : '[]',
    cookiesPopup: settings.cookiesPopup,
    allowDepWithoutAddress: settings.allowDepWithoutAddress,
    debugShowTranslationKeys: settings.debugShowTranslationKeys,
    onDepositShowAllField: settings.onDepositShowAllField,
    emailPhoneRegistration: settings.emailPhoneRegistration,
    passwordNeedSpecialCharacter: settings.passwordNeedSpecialCharacter,
    passwordNeedNumbers: settings.passwordNeedNumbers,
    passwordNeedUppercase: settings.passwordNeedUppercase,
    guestDemoPlay: settings.guestDemoPlay,
    formFieldsValidation: Object.fromEntries(
      validationKeys.map((key) => [key, String(settings.formFieldsValidation[key])]),
    ) as Record<ValidationKey, string>,
  };
}

/** Where an error of the schema or the server shows: list items and JSON entries on their field. */
export function errorFieldOf(path: string): string {
  const [key = '', sub] = path.split('.');
  return key === 'formFieldsValidation' && sub ? `${key}.${sub}` : key;
}

/** "pageUrlSetup.1.href" → "Entry 2, href: …" so a message about one JSON entry says which. */
function messageOf(path: string, message: string): string {
  const [key, index, leaf] = path.split('.');
  if (key === 'pageUrlSetup' && index !== undefined && /^\d+$/.test(index))
    return `Entry ${Number(index) + 1}${leaf ? `, ${leaf}` : ''}: ${message}`;
  if ((key === 'supportedLocales' || key === 'excludedCountryCodeList' || key === 'whitelistedIPs') && index)
    return `Item ${Number(index) + 1}: ${message}`;
  return message;
}

/** The server's (or the schema's) errors by path, on the form's fields. */
export function settingsErrorsOf(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fields))
    errors[errorFieldOf(path)] ??= messageOf(path, message);
  return errors;
}

export type SettingsRead = { ok: true; settings: AppSettings } | { ok: false; errors: FieldErrors };

const wholeNumber = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : null);
const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form's text as settings (the fields the form does not show kept from `current`), or the errors. */
export function readSettingsForm(values: SettingsFormValues, current: AppSettings): SettingsRead {
  const errors: FieldErrors = {};
  const number = (key: string, text: string) => {
    const value = wholeNumber(text);
    if (value === null) errors[key] = 'Enter a whole number';
    return value ?? 0;
  };

  const excluded = parseCountries(values.excludedCountryCodeList);
  if (excluded.invalid.length > 0)
    errors.excludedCountryCodeList = invalidMessage('a country code', excluded.invalid);

  let pageUrlSetup: unknown = [];
  try {
    pageUrlSetup = values.pageUrlSetup.trim() === '' ? [] : JSON.parse(values.pageUrlSetup);
  } catch (error) {
    errors.pageUrlSetup = `Not valid JSON: ${error instanceof Error ? error.message : 'check the brackets and quotes'}`;
  }

  const settings = {
    ...current,
    brandName: values.brandName.trim(),
    theme: values.theme,
    navigationSystem: values.navigationSystem,
    defaultLocale: values.defaultLocale.trim(),
    supportedLocales: parsePlain(values.supportedLocales).values,
    defaultCurrency: values.defaultCurrency.trim().toUpperCase(),
    excludedCountryCodeList: excluded.values,
    whitelistedIPs: parsePlain(values.whitelistedIPs).values,
    inactivitySessionTimeout: number('inactivitySessionTimeout', values.inactivitySessionTimeout),
    depositFormVersion: number('depositFormVersion', values.depositFormVersion),
    affiliateKeyQueryParameter: values.affiliateKeyQueryParameter.trim(),
    affiliateTokenQueryParameter: values.affiliateTokenQueryParameter.trim(),
    mirrorDomain: optional(values.mirrorDomain),
    dspretargettraffID: optional(values.dspretargettraffID),
    cacheControlHash: values.cacheControlHash.trim(),
    pageUrlSetup,
    cookiesPopup: values.cookiesPopup,
    allowDepWithoutAddress: values.allowDepWithoutAddress,
    debugShowTranslationKeys: values.debugShowTranslationKeys,
    onDepositShowAllField: values.onDepositShowAllField,
    emailPhoneRegistration: values.emailPhoneRegistration,
    passwordNeedSpecialCharacter: values.passwordNeedSpecialCharacter,
    passwordNeedNumbers: values.passwordNeedNumbers,
    passwordNeedUppercase: values.passwordNeedUppercase,
    guestDemoPlay: values.guestDemoPlay,
    formFieldsValidation: Object.fromEntries(
      validationKeys.map((key) => [
        key,
        number(`formFieldsValidation.${key}`, values.formFieldsValidation[key]),
      ]),
    ) as Validation,
  };

  const parsed = appSettingsSchema.safeParse(settings);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const field = errorFieldOf(path);
      errors[field] ??= messageOf(path, issue.message);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, settings: parsed.data };
}

export const settingLabels: Record<string, string> = {
  brandName: 'Brand name',
  theme: 'Theme',
  navigationSystem: 'Navigation system',
  defaultLocale: 'Default locale',
  supportedLocales: 'Supported locales',
  cookiesPopup: 'Cookies pop-up',
  emailPhoneRegistration: 'Registration by email or phone',
  passwordNeedSpecialCharacter: 'Passwords need a special character',
  passwordNeedNumbers: 'Passwords need a number',
  passwordNeedUppercase: 'Passwords need an upper-case letter',
  'formFieldsValidation.passwordMinLength': 'Password minimum length',
  'formFieldsValidation.passwordMaxLength': 'Password maximum length',
  'formFieldsValidation.nameMaxLength': 'Name maximum length',
  'formFieldsValidation.addressMaxLength': 'Address maximum length',
  'formFieldsValidation.phoneMinLength': 'Phone minimum length',
  'formFieldsValidation.minAgeYears': 'Minimum age (years)',
  'formFieldsValidation.maxAgeYears': 'Maximum age (years)',
  inactivitySessionTimeout: 'Inactivity timeout (minutes)',
  excludedCountryCodeList: 'Excluded countries',
  whitelistedIPs: 'Whitelisted IP addresses',
  guestDemoPlay: 'Guests may play demo games',
  defaultCurrency: 'Default currency',
  depositFormVersion: 'Deposit form version',
  allowDepWithoutAddress: 'Allow deposits without an address',
  onDepositShowAllField: 'Show all fields on the deposit form',
  affiliateKeyQueryParameter: 'Affiliate key query parameter',
  affiliateTokenQueryParameter: 'Affiliate token query parameter',
  dspretargettraffID: 'DSP retargeting traffic ID',
  mirrorDomain: 'Mirror domain',
  cacheControlHash: 'Cache control hash',
  debugShowTranslationKeys: 'Show translation keys (debug)',
  pageUrlSetup: 'Page URL setup',
  casinoOrigin: 'Casino origin',
};

function settingText(value: unknown): string {
  if (value === null || value === undefined) return '(not set)';
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (value === '') return '(empty)';
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value.every((item) => typeof item === 'string') ? value.join(', ') : JSON.stringify(value);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The top-level settings in the form's order (sections top to bottom), so the review reads the same way. */
export const settingsFormOrder: ReadonlyArray<keyof AppSettings> = [
  'brandName',
  'theme',
  'navigationSystem',
  'defaultLocale',
  'supportedLocales',
  'cookiesPopup',
  'emailPhoneRegistration',
  'passwordNeedSpecialCharacter',
  'passwordNeedNumbers',
  'passwordNeedUppercase',
  'formFieldsValidation',
  'inactivitySessionTimeout',
  'excludedCountryCodeList',
  'whitelistedIPs',
  'guestDemoPlay',
  'defaultCurrency',
  'depositFormVersion',
  'allowDepWithoutAddress',
  'onDepositShowAllField',
  'affiliateKeyQueryParameter',
  'affiliateTokenQueryParameter',
  'dspretargettraffID',
  'mirrorDomain',
  'cacheControlHash',
  'debugShowTranslationKeys',
  'casinoOrigin',
  'pageUrlSetup',
];

/** The settings' changes for the review, in the form's order. */
export function listSettingChanges(current: AppSettings, next: AppSettings) {
  const ordered = Object.fromEntries(settingsFormOrder.map((key) => [key, next[key]]));
  return listChanges(current, ordered, ['formFieldsValidation']).map(describeSettingChange);
}

/** A settings change as the review shows it. */
export function describeSettingChange(change: Change) {
  return {
    key: change.path,
    label: settingLabels[change.path] ?? change.path,
    before: settingText(change.before),
    after: settingText(change.after),
  };
}
