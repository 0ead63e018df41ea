import type { AppSettings, RegistrationFields } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildSignUpPayload,
  errorsOf,
  initialSignUpValues,
  isOnMirrorDomain,
  type SignUpContext,
  type SignUpValues,
  screenResolutionOf,
  signUpSchemaFor,
  stepFields,
  validateSignUp,
  visibleDetailFields,
} from './sign-up-form';

const fields: RegistrationFields = {
  email: 2,
  password: 2,
  firstName: 2,
  lastName: 2,
  username: 0,
  countryCode: 2,
  currencyCode: 2,
  dateOfBirth: 2,
  gender: 1,
  address: 1,
  city: 1,
  zipCode: 1,
  phone: 1,
  newsLetter: 1,
  subscribe: 2,
};

const settings = {
  formFieldsValidation: {
    passwordMinLength: 6,
    passwordMaxLength: 255,
    nameMaxLength: 255,
    addressMaxLength: 255,
    phoneMinLength: 6,
    minAgeYears: 18,
    maxAgeYears: 100,
  },
  passwordNeedNumbers: true,
  passwordNeedUppercase: true,
  passwordNeedSpecialCharacter: true,
  emailPhoneRegistration: true,
} as AppSettings;

const today = new Date(2026, 0, 10);
const context: SignUpContext = {
  fields,
  attribution: { cpnc: 'spring', mkt: 'google', token: 'aff-token' },
  userAgent: 'U'.repeat(700),
  screenResolution: '390x844',
  firstUrl: 'https://casino.test/?cpnc=spring',
  language: 'en',
};

const filled: SignUpValues = {
  ...initialSignUpValues({ countryCode: 'MT', currencyCode: 'EUR', phoneCode: '+356', today }),
  email: 'maria@example.com',
  password: 'Secret#123',
  firstName: 'Maria',
  lastName: 'Borg',
  dateOfBirth: '1990-05-17',
  gender: 'female',
  subscribe: true,
};

describe('registration steps', () => {
  it('shows the personal fields the operator switched on, in order', () => {
    expect(visibleDetailFields(fields, 'email')).toEqual([
      'firstName',
      'lastName',
      'dateOfBirth',
      'gender',
      'countryCode',
      'currencyCode',
      'phone',
      'address',
      'city',
      'zipCode',
    ]);
    expect(visibleDetailFields({ ...fields, address: 0, city: 0 }, 'phone')).not.toContain('phone');
  });

  it('asks for credentials first and details with consent second', () => {
    expect(stepFields('email', 1, fields)).toEqual(['email', 'password']);
    expect(stepFields('phone', 1, fields)).toEqual(['phone', 'countryCode', 'password']);
    expect(stepFields('email', 2, fields)).toContain('subscribe');
    expect(stepFields('oneClick', 1, fields)).toEqual(['currencyCode', 'countryCode', 'subscribe']);
  });
});

describe('sign-up payload (spec §3)', () => {
  it('carries the credentials, details, consent, attribution and device facts', () => {
    const payload = buildSignUpPayload(filled, 'email', context);
    expect(payload).toMatchObject({
      registrationType: 'email',
      email: 'maria@example.com',
      password: 'Secret#123',
      firstName: 'Maria',
      countryCode: 'MT',
      currencyCode: 'EUR',
      dateOfBirth: '1990-05-17',
      gender: 'female',
      phone: null,
      phoneCode: null,
      subscribe: true,
      newsLetter: false,
      token: 'aff-token',
      cpnc: 'spring',
      mkt: 'google',
      screenResolution: '390x844',
      firstUrl: 'https://casino.test/?cpnc=spring',
      preferredLanguage: 'en',
      linkAccount: false,
    });
    expect(payload.userDeviceType).toHaveLength(500);
    expect(validateSignUp(signUpSchemaFor(settings, fields, today), payload)).toEqual({});
  });

  it('sends the referral link’s code and the device id as uniqueKey, and null without them', () => {
    const deviceId = '0b7f3c52-8f6e-4c1a-9a3d-2f1e5d4c3b2a';
    const payload = buildSignUpPayload(filled, 'email', { ...context, referralCode: 'ABCD2345', deviceId });
    expect(payload).toMatchObject({ referralCode: 'ABCD2345', uniqueKey: deviceId, userUUID: null });
    expect(validateSignUp(signUpSchemaFor(settings, fields, today), payload)).toEqual({});
    expect(buildSignUpPayload(filled, 'email', context)).toMatchObject({
      referralCode: null,
      uniqueKey: null,
    });
  });

  it('sends hidden fields as null', () => {
    const payload = buildSignUpPayload({ ...filled, city: 'Valletta' }, 'email', {
      ...context,
      fields: { ...fields, city: 0 },
    });
    expect(payload.city).toBeNull();
  });

  it('sends the phone with its calling code for a phone registration, without an email', () => {
    const payload = buildSignUpPayload({ ...filled, phone: '79123456' }, 'phone', context);
    expect(payload).toMatchObject({ email: null, phone: '79123456', phoneCode: '+356', countryCode: 'MT' });
    expect(validateSignUp(signUpSchemaFor(settings, fields, today), payload)).toEqual({});
  });

  it('sends only the currency, country and consent for one click', () => {
    const payload = buildSignUpPayload({ ...filled, subscribe: false }, 'oneClick', context);
    expect(payload).toMatchObject({
      registrationType: 'oneClick',
      email: null,
      password: null,
      firstName: null,
      dateOfBirth: null,
      currencyCode: 'EUR',
      countryCode: 'MT',
      subscribe: true,
    });
    expect(validateSignUp(signUpSchemaFor(settings, fields, today), payload)).toEqual({});
  });
});

describe('validation with the shared schema', () => {
  const schema = signUpSchemaFor(settings, fields, today);

  it('reports a bad email, a weak password and an under-age birth date under their fields', () => {
    const payload = buildSignUpPayload(
      { ...filled, email: 'maria@', password: 'secret', dateOfBirth: '2015-03-01' },
      'email',
      context,
    );
    const errors = validateSignUp(schema, payload);
    expect(errors.email).toBe('Invalid format');
    expect(errors.password).toBe('Password must contain a number');
    expect(errors.dateOfBirth).toBe('You must be at least 18 years old');
  });

  it('lets the first step through while the second still has problems', () => {
    const errors = validateSignUp(schema, buildSignUpPayload({ ...filled, firstName: '' }, 'email', context));
    expect(errorsOf(errors, stepFields('email', 1, fields))).toEqual({});
    expect(errorsOf(errors, stepFields('email', 2, fields))).toEqual({ firstName: 'Required' });
  });

  it('requires the terms consent', () => {
    const errors = validateSignUp(
      schema,
      buildSignUpPayload({ ...filled, subscribe: false }, 'email', context),
    );
    expect(errors.subscribe).toMatch(/over 18/);
  });

  it('checks the phone number against the country', () => {
    const errors = validateSignUp(schema, buildSignUpPayload({ ...filled, phone: '791' }, 'phone', context));
    expect(errors.phone).toBe('Number is too short');
  });
});

describe('screen resolution', () => {
  it('is width x height', () => {
    expect(screenResolutionOf({ width: 1280, height: 800 })).toBe('1280x800');
    expect(screenResolutionOf(undefined)).toBeNull();
  });
});

describe('mirror domain', () => {
  it('matches the host of the mirror setting', () => {
    expect(isOnMirrorDomain('mirror.casino.test', 'mirror.casino.test')).toBe(true);
    expect(isOnMirrorDomain('https://Mirror.Casino.test/', 'mirror.casino.test')).toBe(true);
    expect(isOnMirrorDomain('mirror.casino.test', 'casino.test')).toBe(false);
    expect(isOnMirrorDomain(null, 'casino.test')).toBe(false);
  });
});
