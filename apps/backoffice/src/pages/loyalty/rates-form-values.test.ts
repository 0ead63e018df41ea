import { describe, expect, it } from 'vitest';
import { changedFields } from '../../lib/diff.ts';
import {
  listRateChanges,
  ratesEditableOf,
  ratesErrorsOf,
  ratesFormOf,
  rateText,
  readRatesForm,
  typedRate,
} from './rates-form-values.ts';

const exponents: Record<string, number> = { EUR: 2, JPY: 0, BTC: 8 };
const exponentOf = (currency: string) => exponents[currency] ?? 2;
const saved = ratesEditableOf({ rates: { EUR: '100', JPY: '0150', BTC: '2000' } });

describe('loyalty point rates form', () => {
  it('shows each rate as the stake per point in major units', () => {
    expect(ratesFormOf(saved, exponentOf).rates).toEqual({ EUR: '1.00', JPY: '150', BTC: '0.00002' });
    expect(rateText('100', 'EUR', 2)).toBe('EUR 1.00 staked = 1 point');
    expect(rateText('2000', 'BTC', 8)).toBe('BTC 0.00002 staked = 1 point');
    expect(rateText('500000000000000', 'ETH', 18)).toBe('ETH 0.0005 staked = 1 point');
  });

  it('reads back unchanged rates as no change at all', () => {
    const result = readRatesForm(ratesFormOf(saved, exponentOf), exponentOf);
    expect(result.ok && changedFields(saved, result.record)).toEqual({});
  });

  it('turns typed stakes into exact minor units, and leaves an emptied currency out', () => {
    const result = readRatesForm({ rates: { EUR: '2.5', JPY: '', BTC: '0.00000001' } }, exponentOf);
    expect(result.ok && result.record).toEqual({ rates: { EUR: '250', BTC: '1' } });
  });

  it('says what is wrong beside each currency', () => {
    const result = readRatesForm({ rates: { EUR: '0.001', JPY: '0', BTC: 'abc' } }, exponentOf);
    expect(!result.ok && result.errors).toEqual({
      'rates.EUR': 'Enter an amount like 1.00, or leave it empty',
      'rates.JPY': 'At least 1 JPY; leave it empty to earn no points',
      'rates.BTC': 'Enter an amount like 1.00000000, or leave it empty',
    });
  });

  it('keeps at least one rate', () => {
    const result = readRatesForm({ rates: { EUR: '', JPY: ' ' } }, exponentOf);
    expect(!result.ok && result.errors).toEqual({ rates: 'Give at least one rate' });
  });

  it('shows the minor units of a typed stake, or nothing while it cannot be read', () => {
    expect(typedRate('1.5', 2)).toBe('150');
    expect(typedRate('0', 2)).toBeNull();
    expect(typedRate('1.555', 2)).toBeNull();
    expect(typedRate('', 2)).toBeNull();
  });

  it('lists each changed rate in the form’s currency order', () => {
    const next = { rates: { EUR: '200', BTC: '2000', USD: '100' } };
    expect(listRateChanges(saved, next, exponentOf, ['EUR', 'USD', 'JPY', 'BTC'])).toEqual([
      { key: 'rates.EUR', label: 'Stake per point in EUR', before: 'EUR 1.00', after: 'EUR 2.00' },
      { key: 'rates.USD', label: 'Stake per point in USD', before: 'earns no points', after: 'USD 1.00' },
      { key: 'rates.JPY', label: 'Stake per point in JPY', before: 'JPY 150', after: 'earns no points' },
    ]);
  });

  it('places the server’s field errors beside the currency they name', () => {
    expect(
      ratesErrorsOf(
        { 'rates.EUR': 'A rate is at least 1 minor unit', 'rates.XYZ': 'Give a currency code', body: 'Bad' },
        { rates: { EUR: '0' } },
      ),
    ).toEqual({ 'rates.EUR': 'A rate is at least 1 minor unit', rates: 'Give a currency code', form: 'Bad' });
  });
});
