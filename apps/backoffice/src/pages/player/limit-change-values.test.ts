import { describe, expect, it } from 'vitest';
import {
  answerText,
  changeTiming,
  type LimitFormValues,
  limitState,
  pendingText,
  type ResponsibleGaming,
  readLimitForm,
  reviewLimitChange,
  withLimitChange,
} from './limit-change-values.ts';

const eur = { exponent: 2, currency: 'EUR' };
const now = new Date('2026-11-02T09:00:00Z');
const dailyLoss = { type: 'bet', kind: 'dailyLossLimit' } as const;
const weeklyDeposit = { type: 'deposit', period: 'weekly' } as const;
const form = (fields: Partial<LimitFormValues>): LimitFormValues => ({
  action: 'set',
  amount: '',
  note: 'Asked by live chat',
  ...fields,
});

const rg: ResponsibleGaming = {
  breakKind: null,
  breakEndsAt: null,
  betLimits: { dailyLossLimit: '5000', maxBetLimit: '200' },
  betLimitsPending: { maxBetLimit: { amount: null, from: '2026-11-03T08:00:00.000Z' } },
  sessionLimitMinutes: null,
  realityCheckMinutes: 30,
  limitChangeAllowed: true,
  expiredBreak: false,
  depositLimits: [
    { period: 'daily', amount: null, used: '0', pending: null },
    { period: 'weekly', amount: '20000', used: '1500', pending: null },
    { period: 'monthly', amount: null, used: '0', pending: null },
  ],
};

describe('when support’s change of a limit applies', () => {
  it('applies a new, lower or equal limit now, and a higher one or a removal after 24 hours', () => {
    expect(changeTiming(null, '3000')).toBe('now');
    expect(changeTiming('5000', '3000')).toBe('now');
    expect(changeTiming('5000', '5000')).toBe('now');
    expect(changeTiming('5000', '5001')).toBe('later');
    expect(changeTiming('5000', null)).toBe('later');
    expect(changeTiming(null, null)).toBe('nothing');
    // exact beyond what a float holds
    expect(changeTiming('900719925474099300', '900719925474099299')).toBe('now');
    expect(changeTiming('900719925474099299', '900719925474099300')).toBe('later');
  });

  it('reviews a raise as waiting 24 hours with the limit in force until then', () => {
    const review = reviewLimitChange(dailyLoss, limitState(rg, dailyLoss), '8000', eur, now);
    expect(review).toEqual({
      timing: 'later',
      headline: 'Raise the daily loss limit from EUR 50.00 to EUR 80.00.',
      when: 'Applies after 24 hours, around 2026-11-03 09:00 UTC: EUR 50.00 stays in force until then.',
      pending: null,
    });
  });

  it('reviews a lower limit as applying now and cancelling the change that waited', () => {
    const state = limitState(rg, { type: 'bet', kind: 'maxBetLimit' });
    const review = reviewLimitChange({ type: 'bet', kind: 'maxBetLimit' }, state, '150', eur, now);
    expect(review.timing).toBe('now');
    expect(review.headline).toBe('Lower the maximum bet from EUR 2.00 to EUR 1.50.');
    expect(review.pending).toBe('It cancels the removal waiting for 2026-11-03 08:00 UTC.');
  });

  it('reviews a new limit and a removal', () => {
    const daily = { type: 'deposit', period: 'daily' } as const;
    expect(reviewLimitChange(daily, limitState(rg, daily), '1000', eur, now).headline).toBe(
      'Set a daily deposit limit of EUR 10.00.',
    );
    const removal = reviewLimitChange(weeklyDeposit, limitState(rg, weeklyDeposit), null, eur, now);
    expect(removal.headline).toBe('Remove the weekly deposit limit (EUR 200.00).');
    expect(removal.when).toMatch(/^Takes effect after 24 hours/);
  });
});

describe('the change limit form', () => {
  it('reads a typed major amount as exact minor units in the player’s currency', () => {
    expect(readLimitForm(form({ amount: '1,250.5' }), 2, '5000')).toEqual({
      ok: true,
      change: { amount: '125050', note: 'Asked by live chat' },
    });
    expect(readLimitForm(form({ amount: '0.00000001' }), 8, null)).toEqual({
      ok: true,
      change: { amount: '1', note: 'Asked by live chat' },
    });
    expect(readLimitForm(form({ action: 'remove', amount: 'ignored' }), 2, '5000')).toEqual({
      ok: true,
      change: { amount: null, note: 'Asked by live chat' },
    });
  });

  it('refuses amounts it cannot read exactly, a removal of nothing and a missing note', () => {
    const refused = (values: LimitFormValues, inForce: string | null = '5000') => {
      const read = readLimitForm(values, 2, inForce);
      return read.ok ? {} : read.errors;
    };
    expect(refused(form({ amount: '' })).amount).toBe('Enter the new limit');
    expect(refused(form({ amount: '10.005' })).amount).toMatch(/up to 2 decimals/);
    expect(refused(form({ amount: '0.00' })).amount).toMatch(/above zero/);
    expect(refused(form({ amount: '9999999999999999' })).amount).toBe('This amount is too large');
    expect(refused(form({ action: 'remove' }), null).action).toBe('The player has no such limit to remove');
    expect(refused(form({ amount: '10', note: ' a ' })).note).toMatch(/how the player asked/);
  });
});

describe('after support’s change', () => {
  it('says what the server did, with the time a waiting change applies', () => {
    expect(answerText(dailyLoss, '3000', { before: '5000', applies: 'now', from: null }, eur)).toBe(
      'Daily loss limit set to EUR 30.00 (was EUR 50.00): applies now.',
    );
    expect(
      answerText(
        dailyLoss,
        null,
        { before: '5000', applies: 'later', from: '2026-11-03T09:00:00.000Z' },
        eur,
      ),
    ).toBe(
      'Daily loss limit removal saved: it takes effect on 2026-11-03 09:00 UTC; EUR 50.00 stays in force until then.',
    );
  });

  it('shows a waiting change after the limit in force', () => {
    const from = '2026-11-30T14:00:00.000Z';
    expect(pendingText({ amount: '8000', from }, '5000', 2, 'EUR')).toBe(
      'raises to EUR 80.00 on 2026-11-30 14:00 UTC',
    );
    expect(pendingText({ amount: null, from }, '5000', 2, 'EUR')).toBe('removed on 2026-11-30 14:00 UTC');
  });

  it('writes the change into the player’s limits as the server now has them', () => {
    const from = '2026-11-03T09:00:00.000Z';
    const lowered = withLimitChange(rg, { type: 'bet', kind: 'maxBetLimit' }, '150', {
      before: '200',
      applies: 'now',
      from: null,
    });
    expect(lowered.betLimits.maxBetLimit).toBe('150');
    expect(lowered.betLimitsPending).toEqual({});

    const raised = withLimitChange(rg, dailyLoss, '8000', { before: '5000', applies: 'later', from });
    expect(raised.betLimits.dailyLossLimit).toBe('5000');
    expect(raised.betLimitsPending.dailyLossLimit).toEqual({ amount: '8000', from });

    const removed = withLimitChange(rg, weeklyDeposit, null, { before: '20000', applies: 'later', from });
    expect(removed.depositLimits[1]).toEqual({
      period: 'weekly',
      amount: '20000',
      used: '1500',
      pending: { amount: null, from },
    });
  });
});
