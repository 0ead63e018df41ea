import { describe, expect, it } from 'vitest';
import { countryName, formatCalendarDate, initialsOf, langAttribute, relativeParts } from './format';

describe('profile display helpers', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('picks the largest whole unit for "last active"', () => {
    expect(relativeParts('2026-11-21T11:59:30Z', now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeParts('2026-11-21T11:55:00Z', now)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeParts('2026-11-20T09:00:00Z', now)).toEqual({ value: -1, unit: 'day' });
    expect(relativeParts('2026-10-01T12:00:00Z', now)).toEqual({ value: -1, unit: 'month' });
  });

  it('shows a country name for a code', () => {
    expect(countryName('MT', 'en')).toBe('Malta');
    expect(countryName(null, 'en')).toBeNull();
  });

  it('shows a birth date without shifting it across time zones', () => {
    expect(formatCalendarDate('1990-05-17', 'en')).toBe('May 17, 1990');
  });

  it('marks an option with its language only when the tag names a known language', () => {
    expect(langAttribute('nl')).toBe('nl');
    expect(langAttribute('mu')).toBeUndefined();
  });

  it('makes avatar initials', () => {
    expect(initialsOf('Maria Borg')).toBe('MB');
    expect(initialsOf('  lucky  ')).toBe('L');
    expect(initialsOf('')).toBe('?');
  });
});
