import type { UserProfile } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildProfileUpdate,
  changedFields,
  dateOfBirthRange,
  digitsOnly,
  emailCharactersOnly,
  hasProfileChanges,
  hiddenFields,
  lockedFields,
  profileCompleteness,
  toFormValues,
  validateProfile,
  yearsBefore,
} from './profile-form';

const today = new Date('2026-11-21T12:00:00Z');

function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    userId: 1,
    uniqueId: 'ABC123',
    email: 'maria@example.com',
    username: null,
    tags: [],
    countryCode: 'MT',
    currencyCode: 'EUR',
    dateOfBirth: '1990-05-17',
    firstName: 'Maria',
    lastName: 'Borg',
    phoneCode: null,
    phone: null,
    gender: null,
    city: null,
    address: null,
    zipCode: null,
    nickname: null,
    ghostMode: false,
    preferredLanguage: 'en',
    newsLetter: false,
    isEmailVerified: false,
    kycStatus: 'NOT_STARTED',
    registrationType: 'email',
    createdAt: '2026-01-02T10:00:00.000Z',
    userLimit: { isSelfExclusionPermanent: false, selfExclusion: null, coolingOff: null, frozenUntil: null },
    ...overrides,
  };
}

describe('starting values', () => {
  it('shows empty server values as blank and a missing gender as "not to say"', () => {
    const values = toFormValues(profile({ email: null }), { today });
    expect(values.email).toBe('');
    expect(values.city).toBe('');
    expect(values.gender).toBe('not_to_say');
  });

  it('shows the placeholder birth date as the date 18 years ago', () => {
    expect(toFormValues(profile({ dateOfBirth: '1900-01-01' }), { today }).dateOfBirth).toBe('2008-11-21');
    expect(toFormValues(profile({ dateOfBirth: null }), { today }).dateOfBirth).toBe('');
  });

  it('starts a player without a phone on their country calling code, but keeps a stored one', () => {
    expect(toFormValues(profile(), { today, defaultPhoneCode: '+356' }).phoneCode).toBe('+356');
    expect(
      toFormValues(profile({ phone: '99123456', phoneCode: '+44' }), { today, defaultPhoneCode: '+356' })
        .phoneCode,
    ).toBe('+44');
  });
});

describe('birth date range', () => {
  it('spans 18 to 100 years ago', () => {
    expect(dateOfBirthRange(today)).toEqual({ min: '1926-11-21', max: '2008-11-21' });
  });

  it('moves 29 February to 28 February in a common year', () => {
    expect(yearsBefore(new Date('2024-02-29T00:00:00Z'), 18)).toBe('2006-02-28');
  });
});

describe('profile locks (spec §5)', () => {
  it('locks names, birth date and country once set, and leaves the rest editable', () => {
    const locked = lockedFields(profile());
    expect([...locked].sort()).toEqual(['countryCode', 'dateOfBirth', 'firstName', 'lastName']);
  });

  it('locks the email only when verified, and the phone with its code once set', () => {
    const locked = lockedFields(profile({ isEmailVerified: true, phone: '99123456', phoneCode: '+356' }));
    expect(locked.has('email')).toBe(true);
    expect(locked.has('phone')).toBe(true);
    expect(locked.has('phoneCode')).toBe(true);
  });

  it('keeps the placeholder birth date and empty names editable', () => {
    const locked = lockedFields(
      profile({ dateOfBirth: '1900-01-01', firstName: null, lastName: null, countryCode: null }),
    );
    expect(locked.size).toBe(0);
  });

  it('locks address, city and zip code once KYC is approved', () => {
    const locked = lockedFields(profile({ kycStatus: 'APPROVED' }));
    expect(locked.has('address')).toBe(true);
    expect(locked.has('city')).toBe(true);
    expect(locked.has('zipCode')).toBe(true);
    expect(lockedFields(profile({ kycStatus: 'PENDING' })).has('address')).toBe(false);
  });
});

describe('activeMethod=1', () => {
  it('hides nothing without the parameter', () => {
    expect(hiddenFields(profile(), null).size).toBe(0);
    expect(hiddenFields(profile(), '0').size).toBe(0);
  });

  it('hides the fields already filled and the preferences, showing what is missing', () => {
    const hidden = hiddenFields(profile({ dateOfBirth: '1900-01-01' }), '1');
    for (const field of ['email', 'firstName', 'lastName', 'countryCode', 'preferredLanguage', 'newsLetter'])
      expect(hidden.has(field as never)).toBe(true);
    for (const field of ['dateOfBirth', 'phone', 'phoneCode', 'city', 'address', 'zipCode', 'nickname'])
      expect(hidden.has(field as never)).toBe(false);
  });
});

describe('changes → update payload', () => {
  const user = profile({ city: 'Valletta' });
  const initial = toFormValues(user, { today, defaultPhoneCode: '+356' });

  it('sends nothing but the marker when nothing changed (spaces do not count)', () => {
    const payload = buildProfileUpdate(initial, { ...initial, city: ' Valletta ' });
    expect(payload).toEqual({ updateFrom: 'Profile Page' });
    expect(hasProfileChanges(payload)).toBe(false);
  });

  it('sends only changed fields, trimmed, with emptied ones as null', () => {
    const payload = buildProfileUpdate(initial, {
      ...initial,
      city: '',
      nickname: '  Lucky ',
      newsLetter: true,
    });
    expect(payload).toEqual({ updateFrom: 'Profile Page', city: null, nickname: 'Lucky', newsLetter: true });
    expect(hasProfileChanges(payload)).toBe(true);
  });

  it('sends the phone together with its calling code, even when the code kept its default', () => {
    const payload = buildProfileUpdate(initial, { ...initial, phone: '99123456' });
    expect(payload).toEqual({ updateFrom: 'Profile Page', phone: '99123456', phoneCode: '+356' });
  });

  it('lowercases a changed email and never sends a locked field', () => {
    const locked = lockedFields(user);
    const payload = buildProfileUpdate(
      initial,
      { ...initial, email: 'New@Example.com', firstName: 'Other' },
      locked,
    );
    expect(payload).toEqual({ updateFrom: 'Profile Page', email: 'new@example.com' });
  });

  it('lists changed fields for the dirty state', () => {
    expect(changedFields(initial, initial)).toEqual([]);
    expect(changedFields(initial, { ...initial, gender: 'female' })).toEqual(['gender']);
  });
});

describe('client-side validation', () => {
  const values = toFormValues(profile(), { today });

  it('accepts a valid profile', () => {
    expect(validateProfile(values, { today })).toEqual({});
  });

  it('uses the contracts messages for email, birth date and phone', () => {
    const errors = validateProfile(
      { ...values, email: 'not-an-email', dateOfBirth: '2015-01-01', phone: '12' },
      { today },
    );
    expect(errors).toEqual({
      email: 'Invalid format',
      dateOfBirth: 'You must be at least 18 years old',
      phone: 'Number is too short',
    });
  });

  it('requires the email only when asked to and skips locked fields', () => {
    expect(validateProfile({ ...values, email: '' }, { today, emailRequired: true })).toEqual({
      email: 'Required',
    });
    expect(validateProfile({ ...values, email: '' }, { today })).toEqual({});
    expect(
      validateProfile({ ...values, dateOfBirth: '2015-01-01' }, { today, skip: new Set(['dateOfBirth']) }),
    ).toEqual({});
  });

  it('flags an over-long nickname and zip code', () => {
    const errors = validateProfile(
      { ...values, nickname: 'x'.repeat(51), zipCode: '1'.repeat(21) },
      { today },
    );
    expect(Object.keys(errors).sort()).toEqual(['nickname', 'zipCode']);
  });
});

describe('input filters', () => {
  it('keeps digits in the phone and email characters in the email', () => {
    expect(digitsOnly('+356 99-12 ab34')).toBe('356991234');
    expect(emailCharactersOnly('ma ria!@exa#mple.com')).toBe('maria@example.com');
  });
});

describe('completeness', () => {
  it('counts the filled identity and contact fields', () => {
    expect(profileCompleteness(profile())).toEqual({ filled: 5, total: 9 });
    expect(profileCompleteness(profile({ dateOfBirth: '1900-01-01' })).filled).toBe(4);
  });
});
