import { minor } from '@casino/money';
import { describe, expect, it } from 'vitest';
import { countdownText, nextHalfHour, ngrChange, payoutOf, payoutText } from './payout';

describe('the accumulator’s payout', () => {
  it('is ngr times the percent, exact, 0.00 when zero or less', () => {
    expect(payoutOf(minor(12_345n), 500, 2)).toBe('6.1725');
    expect(payoutOf(minor(0n), 500, 2)).toBe('0.00');
    expect(payoutOf(minor(-5_000n), 500, 2)).toBe('0.00');
    expect(payoutOf(minor(1n), 500, 8)).toBe('0.0000000005');
  });

  it('shows up to 8 decimals trimmed in the long mode, 2 in the short one', () => {
    expect(payoutText('0.0000000005', 'long')).toBe('0.00');
    expect(payoutText('0.0061728395', 'long')).toBe('0.00617283');
    expect(payoutText('6.1725', 'long')).toBe('6.1725');
    expect(payoutText('6.1725', 'short')).toBe('6.17');
    expect(payoutText('12.50', 'long')).toBe('12.50');
    expect(payoutText('-1.00', 'long')).toBe('0.00');
    expect(payoutText('0', 'short')).toBe('0.00');
  });
});

describe('live changes to today’s ngr', () => {
  const rules = { currency: 'EUR', includesBonusMoney: false };
  it('add bets and take off wins and refunds, cash only unless bonus money counts', () => {
    expect(
      ngrChange('debit', { type: 'bet', amount: '300', cash: '200', bonus: '100', currency: 'EUR' }, rules),
    ).toBe(200n);
    expect(
      ngrChange(
        'debit',
        { type: 'bet', amount: '300', cash: '200', bonus: '100' },
        { ...rules, includesBonusMoney: true },
      ),
    ).toBe(300n);
    expect(ngrChange('credit', { type: 'win', amount: '450', cash: '450', bonus: '0' }, rules)).toBe(-450n);
    expect(ngrChange('credit', { type: 'rollback', amount: '300', cash: '300', bonus: '0' }, rules)).toBe(
      -300n,
    );
  });
  it('ignore what is not play, and another currency', () => {
    expect(ngrChange('credit', { type: 'deposit', amount: '5000', cash: '5000' }, rules)).toBe(0n);
    expect(ngrChange('credit', { type: 'rakeback', amount: '50', cash: '50' }, rules)).toBe(0n);
    expect(ngrChange('debit', { type: 'withdrawal_lock', amount: '50', cash: '50' }, rules)).toBe(0n);
    expect(ngrChange('debit', { type: 'bet', amount: '50', cash: '50', currency: 'BTC' }, rules)).toBe(0n);
  });
});

describe('the countdown', () => {
  it('runs to the next xx:00 or xx:30', () => {
    const at = new Date(2026, 10, 28, 10, 12, 30);
    expect(nextHalfHour(at)).toEqual(new Date(2026, 10, 28, 10, 30, 0));
    expect(nextHalfHour(new Date(2026, 10, 28, 10, 30, 0))).toEqual(new Date(2026, 10, 28, 11, 0, 0));
    expect(nextHalfHour(new Date(2026, 10, 28, 23, 59, 59))).toEqual(new Date(2026, 10, 29, 0, 0, 0));
    expect(countdownText(17 * 60_000 + 29_500)).toBe('17:30');
    expect(countdownText(0)).toBe('00:00');
  });
});
