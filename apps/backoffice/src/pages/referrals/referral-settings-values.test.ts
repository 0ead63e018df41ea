import { describe, expect, it } from 'vitest';
import { changedFields } from '../../lib/diff.ts';
import {
  editableOf,
  formCurrencies,
  formOf,
  listSettingsChanges,
  readAmount,
  readSettingsForm,
  settingsErrorsOf,
} from './referral-settings-values.ts';

const exponents: Record<string, number> = { EUR: 2, JPY: 0, BTC: 8, ETH: 18 };
const exponentOf = (currency: string) => exponents[currency] ?? 2;
const saved = editableOf({
  enabled: true,
  reward: { EUR: '1000', JPY: '01500', BTC: '12500', ETH: '5000000000000000', USD: '0' },
  wagerRequired: { EUR: '2000', BTC: '0' },
});

describe('refer-a-friend terms form', () => {
  it('shows each saved amount in major units, and a zero amount as an empty cell', () => {
    expect(formOf(saved, exponentOf)).toEqual({
      enabled: true,
      reward: { EUR: '10.00', JPY: '1500', BTC: '0.000125', ETH: '0.005' },
      wagerRequired: { EUR: '20.00' },
    });
  });

  it('reads back unchanged terms as no change at all', () => {
    const result = readSettingsForm(formOf(saved, exponentOf), exponentOf);
    expect(result.ok && changedFields(saved, result.record)).toEqual({});
  });

  it('turns typed amounts into exact minor units per currency exponent', () => {
    const result = readSettingsForm(
      {
        enabled: false,
        reward: { EUR: '15', JPY: '2,000', BTC: '0.00000001', ETH: '0.000000000000000001' },
        wagerRequired: { EUR: '25.5', USD: '1,250.00' },
      },
      exponentOf,
    );
    expect(result.ok && result.record).toEqual({
      enabled: false,
      reward: { EUR: '1500', JPY: '2000', BTC: '1', ETH: '1' },
      wagerRequired: { EUR: '2550', USD: '125000' },
    });
  });

  it('leaves a blank or zero cell out: no reward, no wagering', () => {
    const result = readSettingsForm(
      { enabled: true, reward: { EUR: '', JPY: '0', BTC: '  ' }, wagerRequired: { EUR: '0.00' } },
      exponentOf,
    );
    expect(result.ok && result.record).toEqual({ enabled: true, reward: {}, wagerRequired: {} });
  });

  it('says what is wrong beside each cell', () => {
    const result = readSettingsForm(
      {
        enabled: true,
        reward: { EUR: '10.001', JPY: '1.5', BTC: 'abc' },
        wagerRequired: { EUR: '-5', USD: '1234567890123456789' },
      },
      exponentOf,
    );
    expect(!result.ok && result.errors).toEqual({
      'reward.EUR': 'Enter an amount like 10.00 (up to 2 decimals), or leave it empty',
      'reward.JPY': 'Enter a whole amount, or leave it empty',
      'reward.BTC': 'Enter an amount like 10.00 (up to 8 decimals), or leave it empty',
      'wagerRequired.EUR': 'Enter an amount like 10.00 (up to 2 decimals), or leave it empty',
      'wagerRequired.USD': 'This amount is too large',
    });
  });

  it('reads one cell on its own', () => {
    expect(readAmount('12.34', 2)).toEqual({ minor: '1234' });
    expect(readAmount('', 2)).toEqual({ minor: null });
    expect(readAmount('0', 0)).toEqual({ minor: null });
    expect(readAmount('1.', 2)).toEqual({ minor: '100' });
  });

  it('lists the casino’s currencies, then any other the saved terms still name', () => {
    expect(
      formCurrencies(['EUR', 'USD'], { enabled: true, reward: { GBP: '100' }, wagerRequired: { EUR: '1' } }),
    ).toEqual(['EUR', 'USD', 'GBP']);
  });

  it('puts the server’s messages beside their cell, and one about an unknown currency under the table', () => {
    const values = formOf(saved, exponentOf);
    expect(
      settingsErrorsOf(
        {
          'reward.EUR': 'Give a whole number of minor units',
          reward: 'The casino does not keep XXX',
          'wagerRequired.XXX': 'Give a currency code like EUR',
          enabled: 'Required',
          other: 'Nope',
        },
        values,
      ),
    ).toEqual({
      'reward.EUR': 'Give a whole number of minor units',
      amounts: 'The casino does not keep XXX',
      enabled: 'Required',
      form: 'Nope',
    });
  });

  it('lists the switch, then each currency’s changed reward and wagering in the form’s order', () => {
    const next = {
      enabled: false,
      reward: { EUR: '1500', BTC: '12500', ETH: '5000000000000000', USD: '1000' },
      wagerRequired: { EUR: '2000', JPY: '3000' },
    };
    expect(listSettingsChanges(saved, next, exponentOf, ['EUR', 'USD', 'JPY', 'BTC', 'ETH'])).toEqual([
      { key: 'enabled', label: 'Refer-a-friend', before: 'on', after: 'off' },
      { key: 'reward.EUR', label: 'Reward to the referrer in EUR', before: 'EUR 10.00', after: 'EUR 15.00' },
      { key: 'reward.USD', label: 'Reward to the referrer in USD', before: 'no reward', after: 'USD 10.00' },
      { key: 'reward.JPY', label: 'Reward to the referrer in JPY', before: 'JPY 1,500', after: 'no reward' },
      {
        key: 'wagerRequired.JPY',
        label: 'Friend must wager in JPY',
        before: 'no wagering',
        after: 'JPY 3,000',
      },
    ]);
  });
});
