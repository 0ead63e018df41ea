import { minor } from '@casino/money';
import { describe, expect, it } from 'vitest';
import { formatWholeAmount, limitsText } from './format';

const euro = { currencyCode: 'EUR', exponent: 2 };

describe('cashier amounts', () => {
  it('shows the limits as "Min · Max", or the one side there is', () => {
    expect(limitsText({ min: minor(500), max: minor(500_000) }, euro, 'en')).toEqual({
      key: 'range',
      min: '€5.00',
      max: '€5,000.00',
    });
    expect(limitsText({ min: minor(500), max: null }, euro, 'en')).toEqual({ key: 'min', min: '€5.00' });
    expect(limitsText({ min: null, max: null }, euro, 'en')).toBeNull();
  });

  it('labels quick amounts without decimals', () => {
    expect(formatWholeAmount(minor(2500), euro, 'en')).toBe('€25');
    expect(formatWholeAmount(minor(2550), euro, 'en')).toBe('€25.50');
    expect(formatWholeAmount(minor(2_500_000_000), { currencyCode: 'BTC', exponent: 8 }, 'en')).toBe(
      '25 BTC',
    );
    expect(formatWholeAmount(minor(25_000_000), { currencyCode: 'USDT', exponent: 6 }, 'en')).toBe('25 USDT');
  });
});
