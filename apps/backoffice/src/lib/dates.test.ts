import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMinute, isoToLocalInput, localInputToIso } from './dates.ts';

describe('dates', () => {
  it('writes times in UTC, with or without the seconds', () => {
    expect(formatDateTime('2026-06-06T10:05:09.000Z')).toBe('2026-06-06 10:05:09 UTC');
    expect(formatMinute('2026-06-06T12:05:09+02:00')).toBe('2026-06-06 10:05');
    expect(formatMinute(null)).toBe('—');
  });

  it('reads a datetime-local value as UTC and writes one back the same', () => {
    expect(localInputToIso('2026-07-01T08:30')).toBe('2026-07-01T08:30:00.000Z');
    expect(localInputToIso('2026-07-01T08:30:15')).toBe('2026-07-01T08:30:15.000Z');
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('1 July')).toBeUndefined();
    expect(isoToLocalInput('2026-07-01T08:30:00.000Z')).toBe('2026-07-01T08:30');
    expect(isoToLocalInput('2026-07-01T08:30:15.000Z')).toBe('2026-07-01T08:30:15');
    expect(isoToLocalInput(null)).toBe('');
  });
});
