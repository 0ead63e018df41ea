import { describe, expect, it } from 'vitest';
import {
  durationText,
  isMarkerFilterStatus,
  isMarkerKind,
  listText,
  markerDetailText,
} from './marker-text.ts';

describe('a marker of harm in plain words', () => {
  it('names the limits used to 80% or more on the latest day', () => {
    expect(
      markerDetailText('limit-near', {
        days: 3,
        lastDay: '2026-11-12',
        latest: { limits: ['dailyLossLimit', 'weeklyDepositLimit'] },
      }),
    ).toBe(
      'Used a bet, loss or deposit limit to 80% or more on 3 days in 30; on the latest, 2026-11-12: the daily loss limit and weekly deposit limit.',
    );
  });

  it('says how long the latest long session lasted', () => {
    expect(
      markerDetailText('long-session', { days: 2, lastDay: '2026-11-11', latest: { minutes: 361 } }),
    ).toBe(
      'Played sessions of 6 hours or more on 2 days in 30; on the latest, 2026-11-11: 6 h 1 min of play.',
    );
  });

  it('counts the withdrawals the player cancelled', () => {
    expect(
      markerDetailText('withdrawal-reversed', { days: 3, lastDay: '2026-11-12', latest: { cancelled: 1 } }),
    ).toBe('Cancelled their own withdrawals on 3 days in 30; on the latest, 2026-11-12: 1 withdrawal.');
  });

  it('leaves out what a detail lacks instead of guessing', () => {
    expect(markerDetailText('withdrawal-reversed', {})).toBe(
      'Cancelled their own withdrawals in the last 30 days.',
    );
    expect(markerDetailText('limit-near', { days: 1, latest: { limits: 'dailyLossLimit' } })).toBe(
      'Used a bet, loss or deposit limit to 80% or more on 1 day in 30.',
    );
    expect(markerDetailText('long-session', { days: 2, latest: { minutes: 420 } })).toBe(
      'Played sessions of 6 hours or more on 2 days in 30; the latest: 7 h of play.',
    );
  });

  it('spells out lists and durations', () => {
    expect(listText(['a'])).toBe('a');
    expect(listText(['a', 'b', 'c'])).toBe('a, b and c');
    expect(durationText(45)).toBe('45 min');
    expect(durationText(360)).toBe('6 h');
  });

  it('reads only known kinds and statuses from the address', () => {
    expect(isMarkerKind('long-session')).toBe(true);
    expect(isMarkerKind('toString')).toBe(false);
    expect(isMarkerFilterStatus('all')).toBe(true);
    expect(isMarkerFilterStatus('closed')).toBe(false);
  });
});
