import type { PaymentMethodAdmin } from '@casino/contracts/backoffice';
import { describe, expect, it } from 'vitest';
import { changedFields, listChanges } from '../../lib/diff.ts';
import {
  describeMethodChange,
  editableOf,
  formErrorsOf,
  formValuesOf,
  readMethodForm,
} from './method-form-values.ts';

const visa: PaymentMethodAdmin = {
  id: 1,
  name: 'visa',
  kind: 'card',
  title: 'Visa',
  description: 'Pay with a Visa card.',
  isActive: true,
  hidden: false,
  withdrawalExist: false,
  sortPriority: 100,
  allowedCountries: [],
  restrictedCountries: ['US'],
  tagRestrictedCountries: { vip: ['DE'] },
  allowedCurrencies: [],
  restrictedCurrencies: [],
  allowEmails: [],
  allowTags: [],
  limits: { EUR: { min: '500', max: '500000' }, JPY: { min: '100', max: '90000' } },
};

const exponentOf = (currency: string) => (currency === 'JPY' ? 0 : 2);

describe('payment method form', () => {
  it('shows limits in major units and reads back the same method unchanged', () => {
    const values = formValuesOf(editableOf(visa), exponentOf);
    expect(values.limits.map(({ currency, min, max }) => [currency, min, max])).toEqual([
      ['EUR', '5.00', '5000.00'],
      ['JPY', '100', '90000'],
    ]);
    expect(values.restrictedCountries).toBe('US');
    const read = readMethodForm(values, exponentOf);
    expect(read.ok && changedFields(editableOf(visa), read.method)).toEqual({});
  });

  it('turns typed lists into codes and major amounts into exact minor units', () => {
    const values = formValuesOf(editableOf(visa), exponentOf);
    values.allowedCountries = 'mt, de';
    values.allowEmails = 'Ann@Casino.local';
    values.limits[0] = { ...values.limits[0], key: 'a', currency: 'eur', min: '10.5', max: '1,000' } as never;
    const read = readMethodForm(values, exponentOf);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(changedFields(editableOf(visa), read.method)).toEqual({
      allowedCountries: ['MT', 'DE'],
      allowEmails: ['ann@casino.local'],
      limits: { EUR: { min: '1050', max: '100000' }, JPY: { min: '100', max: '90000' } },
    });
  });

  it('names each field that is not valid, per row for the row editors', () => {
    const values = formValuesOf(editableOf(visa), exponentOf);
    values.title = ' ';
    values.sortPriority = '1.5';
    values.restrictedCountries = 'US, Malta';
    values.limits[0] = { key: 'a', currency: 'EUR', min: '20', max: '10' };
    values.limits[1] = { key: 'b', currency: 'JPY', min: '1.5', max: '10' };
    values.tagRestrictedCountries[0] = { key: 'c', tag: 'vip', countries: '' };
    const read = readMethodForm(values, exponentOf);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toMatchObject({
      sortPriority: 'Enter a whole number',
      restrictedCountries: 'Not a country code: Malta',
      'limits.0.min': 'The minimum is above the maximum',
      'limits.1.min': 'Enter a whole amount',
      'tagRestrictedCountries.0.countries': 'List at least one country',
    });
    expect(read.errors.title).toBeDefined();
  });

  it('skips blank editor rows', () => {
    const values = formValuesOf(editableOf(visa), exponentOf);
    values.limits.push({ key: 'x', currency: '', min: '', max: '' });
    values.tagRestrictedCountries.push({ key: 'y', tag: '', countries: ' ' });
    const read = readMethodForm(values, exponentOf);
    expect(read.ok && changedFields(editableOf(visa), read.method)).toEqual({});
  });

  it('puts the server’s field errors on the matching row', () => {
    const values = formValuesOf(editableOf(visa), exponentOf);
    expect(
      formErrorsOf(
        { 'limits.JPY.max': 'Too big', 'allowedCountries.1': 'Bad', 'tagRestrictedCountries.vip.0': 'No' },
        values,
      ),
    ).toEqual({
      'limits.1.max': 'Too big',
      allowedCountries: 'Bad',
      'tagRestrictedCountries.0.countries': 'No',
    });
  });

  it('describes changes in words an operator reads', () => {
    const after = { ...editableOf(visa), isActive: false, limits: { EUR: { min: '1000', max: '500000' } } };
    const changes = listChanges(editableOf(visa), after, ['limits', 'tagRestrictedCountries']).map((change) =>
      describeMethodChange(change, exponentOf),
    );
    expect(changes).toEqual([
      { key: 'isActive', label: 'Active', before: 'Yes', after: 'No' },
      { key: 'limits.EUR', label: 'Limits · EUR', before: '5.00 – 5,000.00', after: '10.00 – 5,000.00' },
      { key: 'limits.JPY', label: 'Limits · JPY', before: '100 – 90,000', after: 'no limit' },
    ]);
  });
});
