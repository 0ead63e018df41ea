import { describe, expect, it } from 'vitest';
import { formatMinor, isNegativeMinor, majorToMinor, minorToMajor } from './money.ts';

describe('formatMinor', () => {
  it('shows minor units in major units with the currency code', () => {
    expect(formatMinor('12345', 2, 'EUR')).toBe('EUR 123.45');
    expect(formatMinor('5', 2, 'EUR')).toBe('EUR 0.05');
    expect(formatMinor('0', 2, 'EUR')).toBe('EUR 0.00');
    expect(formatMinor('-5', 2, 'EUR')).toBe('EUR -0.05');
    expect(formatMinor('1500', 0, 'JPY')).toBe('JPY 1,500');
    expect(formatMinor('12345678', 8, 'BTC')).toBe('BTC 0.12345678');
  });

  it('keeps every digit of amounts no float can hold', () => {
    expect(formatMinor('123456789012345678901', 2, 'EUR')).toBe('EUR 1,234,567,890,123,456,789.01');
  });

  it('shows text that is not an integer as it came', () => {
    expect(formatMinor('12.5', 2, 'EUR')).toBe('EUR 12.5');
    expect(minorToMajor('abc', 2)).toBeNull();
  });

  it('tells debits by the sign, not by a conversion to number', () => {
    expect(isNegativeMinor('-1')).toBe(true);
    expect(isNegativeMinor('-0')).toBe(false);
    expect(isNegativeMinor('10')).toBe(false);
  });
});

describe('majorToMinor', () => {
  it('turns a typed amount into minor units by moving the point in the text', () => {
    expect(majorToMinor('25', 2)).toBe('2500');
    expect(majorToMinor('25.5', 2)).toBe('2550');
    expect(majorToMinor(' 25.50 ', 2)).toBe('2550');
    expect(majorToMinor('0.07', 2)).toBe('7');
    expect(majorToMinor('0', 2)).toBe('0');
    expect(majorToMinor('.', 2)).toBeNull();
    expect(majorToMinor('12.', 2)).toBe('1200');
    expect(majorToMinor('1500', 0)).toBe('1500');
    expect(majorToMinor('0.12345678', 8)).toBe('12345678');
  });

  it('is exact where a float is not', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point
    expect(majorToMinor('0.29', 2)).toBe('29');
    expect(majorToMinor('1.005', 3)).toBe('1005');
    expect(majorToMinor('92233720368547758.07', 2)).toBe('9223372036854775807');
  });

  it('accepts the grouping it shows and round-trips with minorToMajor', () => {
    expect(majorToMinor('1,250.00', 2)).toBe('125000');
    expect(majorToMinor(minorToMajor('123456789', 2) ?? '', 2)).toBe('123456789');
  });

  it('refuses what is not a plain non-negative amount', () => {
    expect(majorToMinor('', 2)).toBeNull();
    expect(majorToMinor('-5', 2)).toBeNull();
    expect(majorToMinor('1.234', 2)).toBeNull();
    expect(majorToMinor('1.5', 0)).toBeNull();
    expect(majorToMinor('25,50', 2)).toBeNull();
    expect(majorToMinor('1e3', 2)).toBeNull();
    expect(majorToMinor('12,34.00', 2)).toBeNull();
  });
});
