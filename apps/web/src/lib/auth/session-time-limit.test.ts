import { describe, expect, it } from 'vitest';
import {
  durationParts,
  formatDuration,
  formatUnits,
  sessionCheckIntervalMs,
  sessionEndCheck,
  sessionEndLeadMs,
} from './session-time-limit';

const end = '2025-06-10T12:00:00.000Z';
const endMs = Date.parse(end);

describe('signing out at the session time limit', () => {
  it('signs out a few seconds before the server closes the session', () => {
    expect(sessionEndCheck(end, endMs - sessionEndLeadMs)).toEqual({ due: true });
    expect(sessionEndCheck(end, endMs + 3_600_000)).toEqual({ due: true });
    expect(sessionEndCheck(end, endMs - sessionEndLeadMs - 1_000)).toEqual({ due: false, delay: 1_000 });
  });

  it('looks again at least every minute, so a sleeping laptop wakes up to the real time', () => {
    expect(sessionEndCheck(end, endMs - 30 * 24 * 3_600_000)).toEqual({
      due: false,
      delay: sessionCheckIntervalMs,
    });
  });

  it('never signs out on an end it cannot read', () => {
    expect(sessionEndCheck('soon', endMs)).toEqual({ due: false, delay: sessionCheckIntervalMs });
  });
});

describe('a session time limit in words', () => {
  it('uses the largest unit that holds it whole', () => {
    expect(durationParts(10)).toEqual({ value: 10, unit: 'minute' });
    expect(durationParts(90)).toEqual({ value: 90, unit: 'minute' });
    expect(durationParts(120)).toEqual({ value: 2, unit: 'hour' });
    expect(durationParts(1440)).toEqual({ value: 1, unit: 'day' });
    expect(durationParts(43_200)).toEqual({ value: 30, unit: 'day' });
  });

  it("reads in the player's language", () => {
    expect(formatDuration(10, 'en')).toBe('10 minutes');
    expect(formatDuration(60, 'en')).toBe('1 hour');
    expect(formatDuration(43_200, 'en')).toBe('30 days');
    expect(formatDuration(120, 'de')).toBe('2 Stunden');
    expect(formatUnits(43_200, 'minute', 'en')).toBe('43,200 minutes');
  });
});
