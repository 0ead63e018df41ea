import { minor } from '@casino/money';
import { describe, expect, it } from 'vitest';
import { amountInputText, formatLimitMoney, parseLimitAmount, usedPercent } from './limit-amount';

describe('an amount the player types', () => {
  it('is read in major units into minor units', () => {
    expect(parseLimitAmount('50', 2)).toEqual({ amount: minor(5000), problem: null });
    expect(parseLimitAmount('49.99', 2)).toEqual({ amount: minor(4999), problem: null });
    expect(parseLimitAmount(' 12,5 ', 2)).toEqual({ amount: minor(1250), problem: null });
    expect(parseLimitAmount('.5', 2)).toEqual({ amount: minor(50), problem: null });
    expect(parseLimitAmount('80.', 2)).toEqual({ amount: minor(8000), problem: null });
    expect(parseLimitAmount('1 000', 2)).toEqual({ amount: minor(100_000), problem: null });
    expect(parseLimitAmount('0.00012', 8)).toEqual({ amount: minor(12_000), problem: null });
    expect(parseLimitAmount('500', 0)).toEqual({ amount: minor(500), problem: null });
  });

  it('asks for an amount when the field is empty', () => {
    expect(parseLimitAmount('', 2).problem).toBe('required');
    expect(parseLimitAmount('   ', 2).problem).toBe('required');
  });

  it('refuses what is not an amount', () => {
    expect(parseLimitAmount('fifty', 2).problem).toBe('invalid');
    expect(parseLimitAmount('-5', 2).problem).toBe('invalid');
    expect(parseLimitAmount('1.2.3', 2).problem).toBe('invalid');
    expect(parseLimitAmount('.', 2).problem).toBe('invalid');
    expect(parseLimitAmount('5e3', 2).problem).toBe('invalid');
  });

  it('refuses more decimals than the currency has instead of rounding', () => {
    expect(parseLimitAmount('10.005', 2).problem).toBe('decimals');
    expect(parseLimitAmount('10.5', 0).problem).toBe('decimals');
  });

  it('refuses zero and amounts past what the server keeps', () => {
    expect(parseLimitAmount('0', 2).problem).toBe('positive');
    expect(parseLimitAmount('0.00', 2).problem).toBe('positive');
    expect(parseLimitAmount('9999999999999', 2).problem).toBeNull();
    expect(parseLimitAmount('10000000000000', 2).problem).toBe('tooLarge');
  });
});

describe('a limit on screen', () => {
  it('fills an input in major units with the currency decimals', () => {
    expect(amountInputText('5000', 2)).toBe('50.00');
    expect(amountInputText(minor(5), 2)).toBe('0.05');
    expect(amountInputText('500', 0)).toBe('500');
  });

  it("reads in the player's currency and language", () => {
    expect(formatLimitMoney('5000', { currency: 'EUR', exponent: 2 }, 'en')).toBe('€50.00');
    expect(formatLimitMoney('5000', { currency: 'EUR', exponent: 2 }, 'de')).toBe('50,00\u00a0€');
    expect(formatLimitMoney('broken', { currency: 'EUR', exponent: 2 }, 'en')).toBe('€0.00');
  });

  it('shows how much of it is used, whole percent, never past 100', () => {
    expect(usedPercent('0', '5000')).toBe(0);
    expect(usedPercent('2500', '5000')).toBe(50);
    expect(usedPercent('4999', '5000')).toBe(99);
    expect(usedPercent('5000', '5000')).toBe(100);
    expect(usedPercent('7000', '5000')).toBe(100);
    expect(usedPercent('100', null)).toBeNull();
  });
});
