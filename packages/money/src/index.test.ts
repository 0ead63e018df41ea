import { describe, expect, it } from 'vitest';
import { formatMoney, minor, parseMajor, sum, toMajorString } from './index.ts';

describe('minor', () => {
  it('accepts integers only', () => {
    expect(minor('1250')).toBe(1250n);
    expect(() => minor(1.5)).toThrow(RangeError);
    expect(() => minor('12.5')).toThrow(RangeError);
  });
});

describe('parseMajor', () => {
  it.each([
    ['12.5', 2, 1250n],
    ['0,01', 2, 1n],
    ['100', 0, 100n],
    ['0.00012', 8, 12000n],
    ['-3.20', 2, -320n],
  ])('%s with exponent %i → %s', (text, exponent, expected) => {
    expect(parseMajor(text, exponent)).toBe(expected);
  });

  it('refuses more decimals than the currency has and non-numbers', () => {
    expect(() => parseMajor('1.005', 2)).toThrow(/decimals/);
    expect(() => parseMajor('1e3', 2)).toThrow(RangeError);
  });
});

describe('toMajorString and formatMoney', () => {
  it('writes minor units as major units without floating point', () => {
    expect(toMajorString(minor(1234), 2)).toBe('12.34');
    expect(toMajorString(minor(5), 2)).toBe('0.05');
    expect(toMajorString(minor('123456789012345678901'), 18)).toBe('123.456789012345678901');
    expect(toMajorString(minor(-7), 2)).toBe('-0.07');
  });

  it('formats for people with symbol and grouping', () => {
    expect(formatMoney(minor(123456), 2, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(minor(12000), 8, 'BTC')).toBe('0.00012 BTC');
    expect(formatMoney(minor(2500), 2, 'USD')).toBe('$25.00');
    expect(formatMoney(minor(-500), 2, 'EUR')).toBe('-€5.00');
    expect(formatMoney(minor(123456), 2, 'EUR', 'de')).toBe('1.234,56\u00a0€');
    expect(formatMoney(minor('1234567890123456789'), 2, 'EUR')).toBe('€12,345,678,901,234,567.89');
    expect(formatMoney(minor(1500000), 6, 'USDT')).toBe('1.50 USDT');
  });

  it('sums exactly', () => {
    expect(sum([minor(1), minor(2), minor('9007199254740993')])).toBe(9007199254740996n);
  });
});
