import { describe, expect, it } from 'vitest';
import { daysInMonth, defaultDateOfBirth, joinDateParts, splitIsoDate, yearOptions, yearsAgo } from './dates';

describe('date of birth picker (spec §5)', () => {
  const today = new Date(2026, 2, 15);

  it('defaults to 18 years ago', () => {
    expect(defaultDateOfBirth(today)).toBe('2008-03-15');
  });

  it('moves 29 February to the 28th in a year without it', () => {
    expect(yearsAgo(new Date(2024, 1, 29), 18)).toBe('2006-02-28');
  });

  it('lists 100 years, this year first', () => {
    const years = yearOptions(today);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1927);
  });

  it('knows month lengths and clamps the day when joining', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(joinDateParts({ year: 2023, month: 2, day: 31 })).toBe('2023-02-28');
    expect(splitIsoDate('1990-05-17')).toEqual({ year: 1990, month: 5, day: 17 });
    expect(splitIsoDate('17/05/1990')).toBeNull();
  });
});
