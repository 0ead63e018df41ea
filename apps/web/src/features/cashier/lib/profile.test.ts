import type { UserProfile } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  dateOfBirthRange,
  lockedDepositFields,
  missingDepositFields,
  profileFieldsOf,
  profileStepFields,
  profileStepUpdate,
  profileStepValues,
} from './profile';
import { validateProfileStep } from './profile-checks';

const profile = (extra: Partial<UserProfile> = {}): UserProfile => ({
  userId: 1,
  uniqueId: 'demoMaria01',
  email: 'demo@casino.local',
  username: null,
  tags: [],
  countryCode: 'MT',
  currencyCode: 'EUR',
  dateOfBirth: '1990-05-17',
  firstName: 'Maria',
  lastName: 'Borg',
  phoneCode: null,
  phone: null,
  gender: 'female',
  city: 'Valletta',
  address: null,
  zipCode: null,
  nickname: null,
  ghostMode: false,
  preferredLanguage: 'en',
  newsLetter: false,
  isEmailVerified: true,
  kycStatus: 'NOT_STARTED',
  registrationType: 'email',
  createdAt: '2026-01-01T00:00:00.000Z',
  userLimit: { isSelfExclusionPermanent: false, selfExclusion: null, coolingOff: null, frozenUntil: null },
  ...extra,
});

const settings = { allowDepWithoutAddress: false, onDepositShowAllField: false };
const today = new Date('2026-05-15T00:00:00Z');

describe('profile completion before a deposit (spec §4)', () => {
  it('asks for the name, birth date and address the profile lacks', () => {
    expect(missingDepositFields(profile(), settings)).toEqual(['address', 'zipCode']);
    expect(
      missingDepositFields(profile({ firstName: null, dateOfBirth: '1900-01-01', city: ' ' }), settings),
    ).toEqual(['firstName', 'dateOfBirth', 'address', 'city', 'zipCode']);
  });

  it('does not ask for the address when deposits are allowed without one', () => {
    expect(missingDepositFields(profile(), { allowDepWithoutAddress: true })).toEqual([]);
    expect(missingDepositFields(profile({ lastName: null }), { allowDepWithoutAddress: true })).toEqual([
      'lastName',
    ]);
  });

  it('shows only the missing fields, or all six with onDepositShowAllField', () => {
    expect(profileStepFields(profile(), settings).shown).toEqual(['address', 'zipCode']);
    expect(profileStepFields(profile(), { ...settings, onDepositShowAllField: true }).shown).toEqual([
      'firstName',
      'lastName',
      'dateOfBirth',
      'address',
      'city',
      'zipCode',
    ]);
  });

  it('has no step when nothing is missing, even with onDepositShowAllField', () => {
    const complete = profile({ address: 'Triq il-Kbira 1', zipCode: 'VLT 1000' });
    expect(profileStepFields(complete, { ...settings, onDepositShowAllField: true }).shown).toEqual([]);
  });

  it('adds the fields the server named when it refused the deposit', () => {
    const complete = profile({ address: 'Triq il-Kbira 1', zipCode: 'VLT 1000' });
    const step = profileStepFields(complete, settings, ['city']);
    expect(step.shown).toEqual(['city']);
    expect(step.required.has('city')).toBe(true);
    expect(profileFieldsOf({ city: 'Required to deposit', card: 'Required' })).toEqual(['city']);
    expect(profileFieldsOf(undefined)).toEqual([]);
  });

  it('keeps names, a real birth date and (after KYC) the address read-only', () => {
    expect([...lockedDepositFields(profile())]).toEqual(['firstName', 'lastName', 'dateOfBirth']);
    expect([...lockedDepositFields(profile({ firstName: null, dateOfBirth: '1900-01-01' }))]).toEqual([
      'lastName',
    ]);
    expect(lockedDepositFields(profile({ kycStatus: 'APPROVED' })).has('zipCode')).toBe(true);
  });

  it('checks required fields, lengths and the age', () => {
    const values = {
      ...profileStepValues(profile({ dateOfBirth: null })),
      address: '',
      zipCode: 'x'.repeat(21),
    };
    const shown = ['dateOfBirth', 'address', 'zipCode'] as const;
    const required = new Set(shown);
    expect(validateProfileStep(values, { shown, required, locked: new Set(), today })).toEqual({
      dateOfBirth: 'required',
      address: 'required',
      zipCode: 'tooLong',
    });
    const young = { ...values, dateOfBirth: '2010-01-01', address: 'Main St 1', zipCode: '1000' };
    expect(validateProfileStep(young, { shown, required, locked: new Set(), today })).toEqual({
      dateOfBirth: 'tooYoung',
    });
    const impossible = { ...young, dateOfBirth: '1990-02-30' };
    expect(validateProfileStep(impossible, { shown, required, locked: new Set(), today }).dateOfBirth).toBe(
      'invalidDob',
    );
  });

  it('sends only changed, unlocked fields as the profile-completion form', () => {
    const player = profile();
    const values = {
      ...profileStepValues(player),
      firstName: 'Someone',
      address: ' Triq il-Kbira 1 ',
      city: 'Valletta',
    };
    expect(
      profileStepUpdate(player, values, {
        shown: ['firstName', 'address', 'city', 'zipCode'],
        locked: lockedDepositFields(player),
      }),
    ).toEqual({ updateFrom: 'Update Form', address: 'Triq il-Kbira 1' });
  });

  it('offers birth dates from 100 to 18 years ago', () => {
    expect(dateOfBirthRange(today)).toEqual({ min: '1926-05-15', max: '2008-05-15' });
    expect(dateOfBirthRange(new Date('2028-02-29T00:00:00Z')).max).toBe('2010-02-28');
  });
});
