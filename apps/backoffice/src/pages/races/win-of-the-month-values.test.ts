import type { WinOfTheMonthSettings } from '@casino/contracts/races';
import { describe, expect, it } from 'vitest';
import { changedFields } from '../../lib/diff.ts';
import {
  describeWinOfTheMonthChanges,
  readWinOfTheMonthForm,
  type WinOfTheMonthFormValues,
  winOfTheMonthEditableOf,
  winOfTheMonthErrorsOf,
  winOfTheMonthFormOf,
} from './win-of-the-month-values.ts';

const exponentOf = (currency: string) => (currency === 'JPY' ? 0 : 2);

const settings: WinOfTheMonthSettings = {
  enabled: false,
  currency: 'EUR',
  metric: 'multiplier',
  rule: 'The biggest multiplier of the month on any game wins.',
  games: [],
  minBet: '0',
};

function read(values: WinOfTheMonthFormValues) {
  const result = readWinOfTheMonthForm(values, exponentOf);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.record;
}

describe('win of the month form', () => {
  it('reads unchanged settings back as no change at all', () => {
    const saved = winOfTheMonthEditableOf(settings);
    expect(winOfTheMonthFormOf(saved, exponentOf).minBet).toBe('');
    expect(changedFields(saved, read(winOfTheMonthFormOf(saved, exponentOf)))).toEqual({});
  });

  it('reads the smallest bet in major units of the chosen currency', () => {
    const values = winOfTheMonthFormOf(settings, exponentOf);
    expect(read({ ...values, minBet: '0.20' }).minBet).toBe('20');
    expect(read({ ...values, currency: 'JPY', minBet: '20' }).minBet).toBe('20');
    expect(winOfTheMonthFormOf({ ...settings, minBet: '0150' }, exponentOf).minBet).toBe('1.50');
  });

  it('puts each message beside its field', () => {
    const result = readWinOfTheMonthForm(
      { ...winOfTheMonthFormOf(settings, exponentOf), rule: ' a ', minBet: '1.234', currency: '' },
      exponentOf,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        currency: 'Choose the currency the monthly race runs in',
        minBet: 'Enter an amount like 1.00, or leave it empty',
        rule: 'Describe the rule',
      },
    });
    expect(
      winOfTheMonthErrorsOf({ 'games.0': 'No such game', currency: 'Not kept', extra: 'Unknown field' }),
    ).toEqual({
      games: 'No such game',
      currency: 'Not kept',
      form: 'Unknown field',
    });
  });

  it('lists the changes in words for the review', () => {
    const after = read({
      ...winOfTheMonthFormOf(settings, exponentOf),
      enabled: true,
      metric: 'wagered',
      games: ['copper-cherries', 'tempest-forge'],
      minBet: '1',
    });
    expect(describeWinOfTheMonthChanges(settings, after, exponentOf)).toEqual([
      { key: 'enabled', label: 'Win of the month', before: 'Off', after: 'On' },
      { key: 'metric', label: 'Ranked by', before: 'Biggest multiplier', after: 'Most wagered' },
      {
        key: 'games',
        label: 'Eligible games',
        before: 'Every game',
        after: 'copper-cherries, tempest-forge',
      },
      { key: 'minBet', label: 'Smallest bet that counts', before: 'Any stake', after: 'EUR 1.00' },
    ]);
  });
});
