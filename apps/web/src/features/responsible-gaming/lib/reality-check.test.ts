import { realityCheckIntervals } from '@casino/contracts/responsible-gaming';
import { describe, expect, it } from 'vitest';
import { formatIntervalShort, nextRealityCheck, realityCheckOptions } from './reality-check';

describe('the reality-check choices', () => {
  it('offer Off first, then every interval the server accepts', () => {
    expect(realityCheckOptions).toEqual([null, 15, 30, 45, 60, 90, 120]);
    expect(realityCheckOptions.slice(1)).toEqual([...realityCheckIntervals]);
  });

  it("read short on their tiles, in whole hours where they divide, in the player's language", () => {
    expect([15, 60, 90, 120].map((minutes) => formatIntervalShort(minutes, 'en'))).toEqual([
      '15 min',
      '1 hr',
      '90 min',
      '2 hr',
    ]);
    expect(formatIntervalShort(120, 'de')).toBe('2 Std.');
  });
});

describe('the next reality check', () => {
  const now = new Date('2025-11-24T09:00:00.000Z');

  it('is none while the reality check is off', () => {
    expect(nextRealityCheck({ minutes: null, dueAt: null, due: false }, now)).toEqual({ kind: 'off' });
  });

  it('comes at its time when that is still ahead', () => {
    expect(nextRealityCheck({ minutes: 30, dueAt: '2025-11-24T09:25:00.000Z', due: false }, now)).toEqual({
      kind: 'at',
      at: new Date('2025-11-24T09:25:00.000Z'),
    });
  });

  it('is due now when the server says so or its time has passed', () => {
    expect(nextRealityCheck({ minutes: 30, dueAt: '2025-11-24T09:25:00.000Z', due: true }, now)).toEqual({
      kind: 'due',
    });
    expect(nextRealityCheck({ minutes: 30, dueAt: '2025-11-24T09:00:00.000Z', due: false }, now)).toEqual({
      kind: 'due',
    });
    expect(nextRealityCheck({ minutes: 30, dueAt: 'not a date', due: false }, now)).toEqual({ kind: 'due' });
  });
});
