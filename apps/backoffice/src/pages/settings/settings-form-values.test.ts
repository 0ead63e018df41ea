import type { AppSettings } from '@casino/contracts/settings';
import { describe, expect, it } from 'vitest';
import { changedFields } from '../../lib/diff.ts';
import {
  listSettingChanges,
  readSettingsForm,
  settingsErrorsOf,
  settingsFormOf,
  settingsFormOrder,
} from './settings-form-values.ts';

const settings: AppSettings = {
  excludedCountryCodeList: ['US', 'GB'],
  whitelistedIPs: [],
  formFieldsValidation: {
    passwordMinLength: 6,
    passwordMaxLength: 255,
    nameMaxLength: 255,
    addressMaxLength: 255,
    phoneMinLength: 6,
    minAgeYears: 18,
    maxAgeYears: 100,
  },
  allowDepWithoutAddress: false,
  theme: 'curacao',
  navigationSystem: 'basic',
  brandName: 'Casino',
  casinoOrigin: 'http://localhost:3000',
  cookiesPopup: true,
  cacheControlHash: '',
  dspretargettraffID: null,
  debugShowTranslationKeys: false,
  onDepositShowAllField: false,
  inactivitySessionTimeout: 30,
  affiliateKeyQueryParameter: 'nxafk',
  affiliateTokenQueryParameter: 'nxaft',
  mirrorDomain: null,
  emailPhoneRegistration: true,
  depositFormVersion: 1,
  pageUrlSetup: [],
  passwordNeedSpecialCharacter: true,
  passwordNeedNumbers: true,
  passwordNeedUppercase: true,
  defaultLocale: 'en',
  supportedLocales: ['en', 'de'],
  defaultCurrency: 'EUR',
  guestDemoPlay: true,
};

describe('settings form', () => {
  it('reads back unchanged settings as no change at all', () => {
    const read = readSettingsForm(settingsFormOf(settings), settings);
    expect(read.ok && changedFields(settings, read.settings)).toEqual({});
  });

  it('sends a changed nested group whole, and reviews it field by field', () => {
    const values = settingsFormOf(settings);
    values.formFieldsValidation.passwordMinLength = '10';
    values.theme = 'lulu';
    values.mirrorDomain = ' mirror.example ';
    values.excludedCountryCodeList = 'us gb cw';
    const read = readSettingsForm(values, settings);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const body = changedFields(settings, read.settings);
    expect(Object.keys(body).sort()).toEqual([
      'excludedCountryCodeList',
      'formFieldsValidation',
      'mirrorDomain',
      'theme',
    ]);
    expect(body.formFieldsValidation).toEqual({ ...settings.formFieldsValidation, passwordMinLength: 10 });
    // listed in the form's order, the nested group field by field
    expect(listSettingChanges(settings, read.settings)).toEqual([
      { key: 'theme', label: 'Theme', before: 'curacao', after: 'lulu' },
      {
        key: 'formFieldsValidation.passwordMinLength',
        label: 'Password minimum length',
        before: '6',
        after: '10',
      },
      { key: 'excludedCountryCodeList', label: 'Excluded countries', before: 'US, GB', after: 'US, GB, CW' },
      { key: 'mirrorDomain', label: 'Mirror domain', before: '(not set)', after: 'mirror.example' },
    ]);
  });

  it('keys errors like the server does, so both show beside the same field', () => {
    const values = settingsFormOf(settings);
    values.theme = 'neon';
    values.formFieldsValidation.minAgeYears = 'x';
    values.pageUrlSetup = '[{"key": "nowhere", "href": "/x", "shallow": true}]';
    const read = readSettingsForm(values, settings);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors['formFieldsValidation.minAgeYears']).toBe('Enter a whole number');
    expect(read.errors.theme).toBeDefined();
    expect(read.errors.pageUrlSetup).toMatch(/^Entry 1, key: /);
  });

  it('says when the page URL setup is not JSON', () => {
    const values = settingsFormOf(settings);
    values.pageUrlSetup = '[{';
    const read = readSettingsForm(values, settings);
    expect(!read.ok && read.errors.pageUrlSetup).toMatch(/^Not valid JSON/);
  });

  it('places the server’s field errors', () => {
    expect(
      settingsErrorsOf({
        'formFieldsValidation.passwordMinLength': 'Too small',
        'excludedCountryCodeList.2': 'Too long',
        theme: 'Invalid option',
      }),
    ).toEqual({
      'formFieldsValidation.passwordMinLength': 'Too small',
      excludedCountryCodeList: 'Item 3: Too long',
      theme: 'Invalid option',
    });
  });
});

describe('settings form order', () => {
  it('names every setting once', () => {
    expect([...settingsFormOrder].sort()).toEqual(Object.keys(settings).sort());
  });
});
