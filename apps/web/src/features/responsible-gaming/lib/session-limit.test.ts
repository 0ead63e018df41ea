import { describe, expect, it } from 'vitest';
import { checkSessionLimit, sessionLimitBounds, sessionLimitFormValues, toMinutes } from './session-limit';

describe('a session time limit in units', () => {
  it('converts minutes, hours and days to minutes', () => {
    expect(toMinutes(10, 'minute')).toBe(10);
    expect(toMinutes(2, 'hour')).toBe(120);
    expect(toMinutes(30, 'day')).toBe(43_200);
  });

  it('has the bounds of spec §5 in every unit, all within 10 minutes and 30 days', () => {
    expect(sessionLimitBounds).toEqual({
      minute: { min: 10, max: 43_200 },
      hour: { min: 1, max: 720 },
      day: { min: 1, max: 30 },
    });
    for (const unit of ['minute', 'hour', 'day'] as const) {
      expect(toMinutes(sessionLimitBounds[unit].min, unit)).toBeGreaterThanOrEqual(10);
      expect(toMinutes(sessionLimitBounds[unit].max, unit)).toBe(43_200);
    }
  });

  it('fills the form with the limit in its largest whole unit, or empty hours', () => {
    expect(sessionLimitFormValues(null)).toEqual({ value: '', unit: 'hour' });
    expect(sessionLimitFormValues(10)).toEqual({ value: '10', unit: 'minute' });
    expect(sessionLimitFormValues(180)).toEqual({ value: '3', unit: 'hour' });
    expect(sessionLimitFormValues(2880)).toEqual({ value: '2', unit: 'day' });
  });
});

describe('checking a session time limit', () => {
  it('sends the limit in minutes', () => {
    expect(checkSessionLimit({ value: '10', unit: 'minute' })).toEqual({
      input: { minutes: 10 },
      problem: null,
    });
    expect(checkSessionLimit({ value: ' 720 ', unit: 'hour' }).input).toEqual({ minutes: 43_200 });
    expect(checkSessionLimit({ value: '1', unit: 'day' }).input).toEqual({ minutes: 1440 });
  });

  it('asks for a whole number', () => {
    expect(checkSessionLimit({ value: '', unit: 'hour' }).problem).toBe('required');
    expect(checkSessionLimit({ value: '1.5', unit: 'hour' }).problem).toBe('whole');
    expect(checkSessionLimit({ value: '-2', unit: 'hour' }).problem).toBe('whole');
    expect(checkSessionLimit({ value: 'two', unit: 'hour' }).problem).toBe('whole');
  });

  it('refuses less than 10 minutes, 1 hour or 1 day', () => {
    expect(checkSessionLimit({ value: '9', unit: 'minute' })).toEqual({
      input: null,
      problem: 'tooShort',
      bound: { value: 10, unit: 'minute' },
    });
    expect(checkSessionLimit({ value: '0', unit: 'hour' })).toMatchObject({
      problem: 'tooShort',
      bound: { value: 1, unit: 'hour' },
    });
    expect(checkSessionLimit({ value: '0', unit: 'day' })).toMatchObject({
      problem: 'tooShort',
      bound: { value: 1, unit: 'day' },
    });
  });

  it('refuses more than 43,200 minutes, 720 hours or 30 days', () => {
    expect(checkSessionLimit({ value: '43201', unit: 'minute' })).toMatchObject({
      problem: 'tooLong',
      bound: { value: 43_200, unit: 'minute' },
    });
    expect(checkSessionLimit({ value: '721', unit: 'hour' })).toMatchObject({
      problem: 'tooLong',
      bound: { value: 720, unit: 'hour' },
    });
    expect(checkSessionLimit({ value: '31', unit: 'day' })).toMatchObject({
      problem: 'tooLong',
      bound: { value: 30, unit: 'day' },
    });
  });
});
