import { describe, expect, it } from 'vitest';
import {
  editableOf,
  formCurrencies,
  formOf,
  listThresholdChanges,
  readThreshold,
  readThresholdForm,
  thresholdErrorsOf,
} from './threshold-values.ts';

const exponentOf = (currency: string) => (currency === 'JPY' ? 0 : currency === 'BTC' ? 8 : 2);

describe('the withdrawal threshold form', () => {
  it('shows saved minor units as major amounts', () => {
    const editable = editableOf({ withdrawalThresholds: { EUR: '0200000', JPY: '50000', BTC: '1000000' } });
    expect(editable.withdrawalThresholds.EUR).toBe('200000');
    expect(formOf(editable, exponentOf)).toEqual({ EUR: '2000.00', JPY: '50000', BTC: '0.01' });
  });

  it('reads typed major amounts back as exact minor units, leaving empty cells out', () => {
    expect(readThresholdForm({ EUR: '1,500.5', JPY: '', USD: '  ' }, exponentOf)).toEqual({
      ok: true,
      record: { withdrawalThresholds: { EUR: '150050' } },
    });
  });

  it('keeps a zero threshold: every withdrawal then needs verification', () => {
    expect(readThreshold('0', 2)).toEqual({ minor: '0' });
    expect(readThresholdForm({ EUR: '0.00' }, exponentOf)).toEqual({
      ok: true,
      record: { withdrawalThresholds: { EUR: '0' } },
    });
  });

  it('refuses amounts the currency cannot hold, beside their cell', () => {
    const read = readThresholdForm({ EUR: '10.005', JPY: '10.5', USD: 'ten' }, exponentOf);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors['withdrawalThresholds.EUR']).toMatch(/up to 2 decimals/);
    expect(read.errors['withdrawalThresholds.JPY']).toBe('Enter a whole amount, or leave it empty');
    expect(read.errors['withdrawalThresholds.USD']).toMatch(/Enter an amount like 1000.00/);
  });

  it('refuses an amount too large to store', () => {
    expect(readThreshold('99999999999999999999', 2)).toEqual({ error: 'This amount is too large' });
  });

  it('lists the casino’s currencies, then any other the saved settings name', () => {
    expect(formCurrencies(['EUR', 'USD'], { withdrawalThresholds: { GBP: '100', EUR: '5' } })).toEqual([
      'EUR',
      'USD',
      'GBP',
    ]);
  });

  it('puts the server’s messages beside their cell, or under the table for an unknown currency', () => {
    expect(
      thresholdErrorsOf(
        {
          'withdrawalThresholds.EUR': 'Enter an amount in minor units',
          withdrawalThresholds: 'The casino does not keep XXX',
          other: 'Something else',
        },
        { EUR: 'x' },
      ),
    ).toEqual({
      'withdrawalThresholds.EUR': 'Enter an amount in minor units',
      amounts: 'The casino does not keep XXX',
      form: 'Something else',
    });
  });

  it('reviews each currency’s change in words', () => {
    expect(
      listThresholdChanges(
        { withdrawalThresholds: { EUR: '100000', USD: '5000' } },
        { withdrawalThresholds: { EUR: '150000', JPY: '0' } },
        exponentOf,
        ['EUR', 'USD', 'JPY'],
      ),
    ).toEqual([
      {
        key: 'withdrawalThresholds.EUR',
        label: 'Threshold in EUR',
        before: 'EUR 1,000.00',
        after: 'EUR 1,500.00',
      },
      {
        key: 'withdrawalThresholds.USD',
        label: 'Threshold in USD',
        before: 'USD 50.00',
        after: 'no threshold',
      },
      { key: 'withdrawalThresholds.JPY', label: 'Threshold in JPY', before: 'no threshold', after: 'JPY 0' },
    ]);
  });
});
