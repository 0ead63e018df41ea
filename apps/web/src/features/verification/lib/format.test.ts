import { describe, expect, it } from 'vitest';
import { calendarDateText, dateText, moneyText } from './format';

describe('the page’s figures', () => {
  it('writes an amount of the API in its currency', () => {
    expect(moneyText({ amount: '200000', currency: 'EUR', exponent: 2 }, 'en')).toBe('€2,000.00');
    expect(moneyText({ amount: 'lots', currency: 'EUR', exponent: 2 }, 'en')).toBeNull();
    expect(moneyText(null, 'en')).toBeNull();
  });

  it('writes a calendar date as the same day in every time zone', () => {
    expect(calendarDateText('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(calendarDateText('soon', 'en')).toBe('soon');
    expect(dateText('not a date', 'en')).toBe('not a date');
  });
});
