import { describe, expect, it } from 'vitest';
import { formatBreakEnd } from './format';

describe('a break end for the player', () => {
  it('shows the date and the time in their language and time zone', () => {
    const end = new Date('2025-06-11T15:30:00.000Z');
    expect(formatBreakEnd(end, 'en-GB', 'UTC')).toBe('11 June 2025 at 15:30');
    expect(formatBreakEnd(end, 'en-US', 'America/New_York')).toBe('June 11, 2025 at 11:30 AM');
    expect(formatBreakEnd(end, 'de', 'Europe/Berlin')).toBe('11. Juni 2025 um 17:30');
  });
});
