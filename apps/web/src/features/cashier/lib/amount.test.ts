import { minor } from '@casino/money';
import { describe, expect, it } from 'vitest';
import {
  amountInputText,
  amountLimits,
  checkAmount,
  defaultAmount,
  majorToMinor,
  parseAmountInput,
  quickDepositAmounts,
  sanitizeAmountInput,
  stepDown,
  stepUp,
} from './amount';

const euros = (major: number) => majorToMinor(major, 2);

/** Presses a stepper button `times` times from `start` (major units), collecting the amounts shown. */
function press(step: typeof stepUp, start: number, times: number): number[] {
  const shown: number[] = [];
  let amount = euros(start);
  for (let index = 0; index < times; index += 1) {
    amount = step(amount, 2);
    shown.push(Number(amount) / 100);
  }
  return shown;
}

describe('deposit amount selector (spec §4)', () => {
  it('starts at 25 and offers 25, 50 and 100 as quick amounts', () => {
    expect(defaultAmount(2)).toBe(2500n);
    expect(quickDepositAmounts).toEqual([25, 50, 100]);
  });

  it('"+" adds 1 while the amount is 30 or less and 5 above', () => {
    expect(press(stepUp, 25, 8)).toEqual([26, 27, 28, 29, 30, 31, 36, 41]);
  });

  it('"−" takes 5 off above 30 without going past 30, then 1 down to 0', () => {
    expect(press(stepDown, 41, 4)).toEqual([36, 31, 30, 29]);
    expect(press(stepDown, 33, 2)).toEqual([30, 29]);
  });

  it('"−" never goes below 0, also from a fraction', () => {
    expect(press(stepDown, 2, 3)).toEqual([1, 0, 0]);
    expect(stepDown(minor(50), 2)).toBe(0n);
  });

  it('steps keep a typed fraction exact', () => {
    expect(stepUp(minor(2750), 2)).toBe(2850n);
    expect(stepDown(minor(3250), 2)).toBe(3000n);
  });

  it('works in whole units of any currency exponent', () => {
    expect(stepUp(defaultAmount(0), 0)).toBe(26n);
    expect(stepUp(majorToMinor(30, 18), 18)).toBe(31n * 10n ** 18n);
    expect(stepUp(majorToMinor(31, 8), 8)).toBe(3_600_000_000n);
  });
});

describe('amount field', () => {
  it('keeps digits and one decimal point, no more decimals than the currency has', () => {
    expect(sanitizeAmountInput('€ 1,5', 2)).toBe('1.5');
    expect(sanitizeAmountInput('12.345', 2)).toBe('12.34');
    expect(sanitizeAmountInput('1.2.3', 2)).toBe('1.2');
    expect(sanitizeAmountInput('007', 2)).toBe('7');
    expect(sanitizeAmountInput('5.5', 0)).toBe('5');
    expect(sanitizeAmountInput('abc', 2)).toBe('');
  });

  it('reads what was typed as minor units, or null when it is not an amount', () => {
    expect(parseAmountInput('25', 2)).toBe(2500n);
    expect(parseAmountInput('25.5', 2)).toBe(2550n);
    expect(parseAmountInput('25.', 2)).toBe(2500n);
    expect(parseAmountInput('.5', 2)).toBe(50n);
    expect(parseAmountInput('0.001', 2)).toBeNull();
    expect(parseAmountInput('', 2)).toBeNull();
    expect(parseAmountInput('.', 2)).toBeNull();
    expect(parseAmountInput('1e3', 2)).toBeNull();
  });

  it('shows an amount without trailing zeros', () => {
    expect(amountInputText(minor(2500), 2)).toBe('25');
    expect(amountInputText(minor(2550), 2)).toBe('25.5');
    expect(amountInputText(minor(2505), 2)).toBe('25.05');
    expect(amountInputText(minor(7), 0)).toBe('7');
  });
});

describe('amount checks before a deposit', () => {
  const limits = amountLimits({ minAmount: '500', maxAmount: '500000' });

  it('reads a method limits, null where it has none', () => {
    expect(limits).toEqual({ min: 500n, max: 500000n });
    expect(amountLimits({ minAmount: null, maxAmount: null })).toEqual({ min: null, max: null });
  });

  it('asks for an amount above zero within the method limits', () => {
    expect(checkAmount(null, limits)).toBe('missing');
    expect(checkAmount(minor(0), limits)).toBe('zero');
    expect(checkAmount(minor(499), limits)).toBe('belowMin');
    expect(checkAmount(minor(500_001), limits)).toBe('aboveMax');
    expect(checkAmount(minor(500), limits)).toBeNull();
    expect(checkAmount(minor(500_000), limits)).toBeNull();
    expect(checkAmount(minor(1), { min: null, max: null })).toBeNull();
  });
});
