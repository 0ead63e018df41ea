import type { BetLimits } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { betLimitChanges, betLimitFormValues, editedBetLimits } from './bet-limits';

const noLimits: BetLimits['limits'] = {
  maxBetLimit: null,
  dailyBetLimit: null,
  weeklyBetLimit: null,
  monthlyBetLimit: null,
  dailyLossLimit: null,
  weeklyLossLimit: null,
  monthlyLossLimit: null,
};
const someLimits: BetLimits['limits'] = { ...noLimits, maxBetLimit: '200', weeklyLossLimit: '10000' };

describe('the bet-limit form', () => {
  it('starts with the limits in force in major units, empty where there is none', () => {
    expect(betLimitFormValues(someLimits, 2)).toEqual({
      maxBetLimit: '2.00',
      dailyBetLimit: '',
      weeklyBetLimit: '',
      monthlyBetLimit: '',
      dailyLossLimit: '',
      weeklyLossLimit: '100.00',
      monthlyLossLimit: '',
    });
  });

  it('knows which fields the player edited', () => {
    const initial = betLimitFormValues(someLimits, 2);
    expect(editedBetLimits(initial, initial)).toEqual([]);
    expect(editedBetLimits({ ...initial, dailyBetLimit: '50', maxBetLimit: ' 2.00 ' }, initial)).toEqual([
      'dailyBetLimit',
    ]);
  });
});

describe('saving bet limits', () => {
  it('sends only the limits that change, in minor units', () => {
    const values = { ...betLimitFormValues(someLimits, 2), dailyBetLimit: '50', maxBetLimit: '5' };
    expect(betLimitChanges(values, someLimits, 2)).toEqual({
      input: { maxBetLimit: '500', dailyBetLimit: '5000' },
      errors: {},
    });
  });

  it('leaves out an amount typed differently but worth the same', () => {
    const values = { ...betLimitFormValues(someLimits, 2), maxBetLimit: '2', weeklyLossLimit: '100.0' };
    expect(betLimitChanges(values, someLimits, 2)).toEqual({ input: null, errors: {} });
  });

  it('refuses to empty a limit: removing one goes through support', () => {
    const values = { ...betLimitFormValues(someLimits, 2), weeklyLossLimit: '', dailyBetLimit: '20' };
    expect(betLimitChanges(values, someLimits, 2)).toEqual({
      input: null,
      errors: { weeklyLossLimit: 'removeViaSupport' },
    });
  });

  it("names each field's amount problem", () => {
    const values = { ...betLimitFormValues(noLimits, 2), maxBetLimit: '0', dailyLossLimit: '1.234' };
    expect(betLimitChanges(values, noLimits, 2).errors).toEqual({
      maxBetLimit: 'positive',
      dailyLossLimit: 'decimals',
    });
  });
});
