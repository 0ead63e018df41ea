import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../lib/storage';
import {
  activityThrottleMs,
  inactivityTimeoutMs,
  isInactive,
  latestActivity,
  nextCheckDelay,
  readLastActivity,
  shouldRecordActivity,
  writeLastActivity,
} from './inactivity';

const minute = 60_000;

describe('inactivity timeout (spec §4)', () => {
  it('uses the setting in minutes when it is above 1', () => {
    expect(inactivityTimeoutMs(2)).toBe(2 * minute);
    expect(inactivityTimeoutMs(45)).toBe(45 * minute);
  });

  it('falls back to 30 minutes for 1 or less, and for nonsense', () => {
    expect(inactivityTimeoutMs(1)).toBe(30 * minute);
    expect(inactivityTimeoutMs(0)).toBe(30 * minute);
    expect(inactivityTimeoutMs(-5)).toBe(30 * minute);
    expect(inactivityTimeoutMs(Number.NaN)).toBe(30 * minute);
  });

  it('signs out only once the whole timeout passed since the last activity', () => {
    const timeout = 30 * minute;
    expect(isInactive(0, timeout - 1, timeout)).toBe(false);
    expect(isInactive(0, timeout, timeout)).toBe(true);
  });

  it('looks again when the timeout after the last activity ends', () => {
    expect(nextCheckDelay(10 * minute, 25 * minute, 30 * minute)).toBe(15 * minute);
    expect(nextCheckDelay(0, 31 * minute, 30 * minute)).toBe(0);
  });
});

describe('activity resets', () => {
  it('are throttled', () => {
    expect(shouldRecordActivity(null, 1000)).toBe(true);
    expect(shouldRecordActivity(1000, 1000 + activityThrottleMs - 1)).toBe(false);
    expect(shouldRecordActivity(1000, 1000 + activityThrottleMs)).toBe(true);
  });

  it('are recorded again after the clock went backwards', () => {
    expect(shouldRecordActivity(5000, 1000)).toBe(true);
  });

  it('are shared between tabs through storage', () => {
    const store = createMemoryStore();
    expect(readLastActivity(store)).toBeNull();
    writeLastActivity(store, 12345);
    expect(readLastActivity(store)).toBe(12345);
  });

  it('take the latest of this tab and the others, ignoring a time in the future', () => {
    expect(latestActivity(100, 200, 1000)).toBe(200);
    expect(latestActivity(300, 200, 1000)).toBe(300);
    expect(latestActivity(300, null, 1000)).toBe(300);
    expect(latestActivity(300, 5000, 1000)).toBe(300);
  });
});
