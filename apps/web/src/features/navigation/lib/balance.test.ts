import { describe, expect, it } from 'vitest';
import { formatBalance } from './balance';

const wallet = { amount: '0', nonCashAmount: '0', totalAmount: '0', currencyCode: 'EUR', exponent: 2 };

describe('header balance', () => {
  it('shows a new player 0.00 in their currency', () => {
    expect(formatBalance(wallet, 'en')).toEqual({ cash: '€0.00', bonus: '€0.00', total: '€0.00' });
  });

  it('formats cash, bonus and total from minor units in the locale', () => {
    const funded = { ...wallet, amount: '123456', nonCashAmount: '2500', totalAmount: '125956' };
    expect(formatBalance(funded, 'en')).toEqual({ cash: '€1,234.56', bonus: '€25.00', total: '€1,259.56' });
    expect(formatBalance(funded, 'de-DE').total).toBe('1.259,56\u00a0€');
  });

  it('uses the currency exponent (crypto with 8 decimals, yen with none)', () => {
    expect(
      formatBalance({ ...wallet, totalAmount: '12345', currencyCode: 'BTC', exponent: 8 }, 'en').total,
    ).toBe('0.00012345 BTC');
    expect(
      formatBalance({ ...wallet, totalAmount: '1500', currencyCode: 'JPY', exponent: 0 }, 'en').total,
    ).toBe('¥1,500');
  });

  it('shows zero instead of failing on an unreadable amount', () => {
    expect(formatBalance({ ...wallet, totalAmount: 'oops' }, 'en').total).toBe('€0.00');
  });
});
