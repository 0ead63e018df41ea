import { describe, expect, it } from 'vitest';
import { formatBreakEnd, formatLimitMoment } from './format';

describe('a break end for the player', () => {
  it('shows the date and the time in their language and time zone', () => {
    const end = new Date('2025-06-11T15:30:00.000Z');
    expect(formatBreakEnd(end, 'en-GB', 'UTC')).toBe('11 June 2025 at 15:30');
    expect(formatBreakEnd(end, 'en-US', 'America/New_York')).toBe('June 11, 2025 at 11:30 AM');
    expect(formatBreakEnd(end, 'de', 'Europe/Berlin')).toBe('11. Juni 2025 um 17:30');
  });
});

describe('when a limit changes or a session ends', () => {
  const now = new Date('2025-11-24T09:00:00.000Z');

  it('shows the time alone today', () => {
    expect(formatLimitMoment(new Date('2025-11-24T14:05:00.000Z'), now, 'en-GB', 'UTC')).toEqual({
      today: true,
      text: '14:05',
    });
    expect(formatLimitMoment(new Date('2025-11-24T14:05:00.000Z'), now, 'en-US', 'UTC').text).toBe('2:05 PM');
  });

  it('shows the day and the time on another day, in the time zone of the player', () => {
    expect(formatLimitMoment(new Date('2025-11-25T10:00:00.000Z'), now, 'en-GB', 'UTC')).toEqual({
      today: false,
      text: '25 Nov, 10:00',
    });
    // 23:30 UTC is already the next day in Berlin
    expect(formatLimitMoment(new Date('2025-11-24T23:30:00.000Z'), now, 'de', 'Europe/Berlin')).toEqual({
      today: false,
      text: '25. Nov., 00:30',
    });
  });
});
