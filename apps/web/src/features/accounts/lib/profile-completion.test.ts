import type { RegistrationFields, UserProfile } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  missingProfileFields,
  profileCompletionUpdate,
  validateProfileCompletion,
} from './profile-completion';
import { initialSignUpValues } from './sign-up-form';

const flags: RegistrationFields = {
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
  city: 0,
  zipCode: 1,
  phone: 1,
  newsLetter: 1,
  subscribe: 2,
};

const profile = {
  firstName: 'Maria',
  lastName: null,
  dateOfBirth: '1900-01-01',
  gender: null,
  countryCode: 'MT',
  phone: null,
  address: '',
  city: null,
  zipCode: null,
} as unknown as UserProfile;

const today = new Date(2026, 0, 10);
const values = initialSignUpValues({ countryCode: 'MT', currencyCode: 'EUR', phoneCode: '+356', today });

describe('linked sign-up for a signed-in player', () => {
  it('asks only for the shown fields the profile lacks, a placeholder birth date included', () => {
    expect(missingProfileFields(profile, flags)).toEqual([
      'lastName',
      'dateOfBirth',
      'gender',
      'phone',
      'address',
      'zipCode',
    ]);
  });

  it('requires the fields flagged 2 and checks age and phone', () => {
    const shown = missingProfileFields(profile, flags);
    const errors = validateProfileCompletion(
      { ...values, lastName: '', dateOfBirth: '2015-01-01', phone: '12' },
      shown,
      flags,
      today,
    );
    expect(errors).toEqual({
      lastName: 'Required',
      dateOfBirth: 'You must be at least 18 years old',
      phone: 'Number is too short',
    });
    expect(
      validateProfileCompletion(
        { ...values, lastName: 'Borg', dateOfBirth: '1990-01-01' },
        shown,
        flags,
        today,
      ),
    ).toEqual({});
  });

  it('sends the shown fields from the update form, empty values as null', () => {
    const update = profileCompletionUpdate(
      { ...values, lastName: ' Borg ', dateOfBirth: '1990-01-01', phone: '79123456' },
      ['lastName', 'dateOfBirth', 'gender', 'phone', 'address'],
    );
    expect(update).toEqual({
      updateFrom: 'Update Form',
      lastName: 'Borg',
      dateOfBirth: '1990-01-01',
      gender: null,
      phone: '79123456',
      phoneCode: '+356',
      countryCode: 'MT',
      address: null,
    });
  });
});
