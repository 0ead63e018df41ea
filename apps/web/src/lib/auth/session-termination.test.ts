import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../storage';
import {
  isClientLogoutReason,
  readTerminationRecord,
  recordsTermination,
  sessionTerminationKey,
  takeTerminationRecord,
  writeTerminationRecord,
} from './session-termination';

describe('session termination record (spec §3, §4)', () => {
  it('is read once and then removed', () => {
    const store = createMemoryStore();
    writeTerminationRecord(store, { reason: 'USER_INACTIVITY_TIMEOUT', time: 1_700_000_000_000 });
    expect(readTerminationRecord(store)).toEqual({
      reason: 'USER_INACTIVITY_TIMEOUT',
      time: 1_700_000_000_000,
    });
    expect(takeTerminationRecord(store)).toEqual({
      reason: 'USER_INACTIVITY_TIMEOUT',
      time: 1_700_000_000_000,
    });
    expect(takeTerminationRecord(store)).toBeNull();
  });

  it('drops a record with an unknown reason or no time', () => {
    const store = createMemoryStore({
      [sessionTerminationKey]: JSON.stringify({ reason: 'BORED', time: 1 }),
    });
    expect(takeTerminationRecord(store)).toBeNull();
    expect(store.getItem(sessionTerminationKey)).toBeNull();
    const noTime = createMemoryStore({
      [sessionTerminationKey]: JSON.stringify({ reason: 'SESSION_EXPIRED' }),
    });
    expect(readTerminationRecord(noTime)).toBeNull();
  });

  it('is written for every reason except the player logging out', () => {
    expect(recordsTermination('USER_INITIATED')).toBe(false);
    expect(recordsTermination('USER_INACTIVITY_TIMEOUT')).toBe(true);
    expect(recordsTermination('SECURITY_LOGOUT')).toBe(true);
  });

  it('keeps when a frozen account may sign in again', () => {
    const store = createMemoryStore();
    writeTerminationRecord(store, {
      reason: 'ACCOUNT_FROZEN',
      time: 1_700_000_000_000,
      until: 1_700_086_400_000,
    });
    expect(takeTerminationRecord(store)).toEqual({
      reason: 'ACCOUNT_FROZEN',
      time: 1_700_000_000_000,
      until: 1_700_086_400_000,
    });
    const odd = createMemoryStore({
      [sessionTerminationKey]: JSON.stringify({ reason: 'ACCOUNT_FROZEN', time: 1, until: 'tomorrow' }),
    });
    expect(readTerminationRecord(odd)).toEqual({ reason: 'ACCOUNT_FROZEN', time: 1 });
  });

  it("keeps the player's session time limit when it ended the session", () => {
    const store = createMemoryStore();
    writeTerminationRecord(store, {
      reason: 'SESSION_TIME_LIMIT',
      time: 1_700_000_000_000,
      limitMinutes: 120,
    });
    expect(takeTerminationRecord(store)).toEqual({
      reason: 'SESSION_TIME_LIMIT',
      time: 1_700_000_000_000,
      limitMinutes: 120,
    });
    const odd = createMemoryStore({
      [sessionTerminationKey]: JSON.stringify({ reason: 'SESSION_TIME_LIMIT', time: 1, limitMinutes: 'two' }),
    });
    expect(readTerminationRecord(odd)).toEqual({ reason: 'SESSION_TIME_LIMIT', time: 1 });
  });

  it('sends a logout only for the reasons a client reports', () => {
    expect(isClientLogoutReason('USER_INITIATED')).toBe(true);
    expect(isClientLogoutReason('USER_INACTIVITY_TIMEOUT')).toBe(true);
    expect(isClientLogoutReason('ACCOUNT_FROZEN')).toBe(false);
    expect(isClientLogoutReason('SESSION_TIME_LIMIT')).toBe(true);
  });
});
