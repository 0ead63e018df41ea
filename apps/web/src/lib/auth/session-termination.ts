import type { SessionTerminationReason } from '@casino/contracts';
import { clientLogoutReasons, sessionTerminationReasons } from '@casino/contracts/constants';
import { type KeyValueStore, readJson, writeJson } from '../storage';

/**
 * Spec §3 "Session termination record": why and when the last session ended; `until` (epoch ms) when
 * the player cannot sign in again before a known time (a frozen account); `limitMinutes` the
 * player's own session time limit when that ended it.
 */
export type SessionTerminationRecord = {
  reason: SessionTerminationReason;
  time: number;
  until?: number;
  limitMinutes?: number;
};

/** The reasons a client reports on logout (the server records the others itself). */
export type ClientLogoutReason = (typeof clientLogoutReasons)[number];

export const sessionTerminationKey = 'sessionTermination';

/** Window event: a record was just written in this tab (other tabs read it on their next click). */
export const sessionTerminatedEvent = 'casino:session-terminated';

/** Whether a value (from storage or the server) is a termination reason of spec §3. */
export function isTerminationReason(value: unknown): value is SessionTerminationReason {
  return typeof value === 'string' && (sessionTerminationReasons as readonly string[]).includes(value);
}

export function writeTerminationRecord(store: KeyValueStore, record: SessionTerminationRecord): void {
  writeJson(store, sessionTerminationKey, record);
}

export function readTerminationRecord(store: KeyValueStore): SessionTerminationRecord | null {
  return readJson(store, sessionTerminationKey, (value) => {
    if (typeof value !== 'object' || value === null) return null;
    const { reason, time, until, limitMinutes } = value as Record<string, unknown>;
    if (!isTerminationReason(reason) || typeof time !== 'number') return null;
    const record: SessionTerminationRecord = { reason, time };
    if (typeof until === 'number' && Number.isFinite(until)) record.until = until;
    if (typeof limitMinutes === 'number' && Number.isInteger(limitMinutes) && limitMinutes > 0)
      record.limitMinutes = limitMinutes;
    return record;
  });
}

/** Reads and removes the record (spec §4: it is shown once). A malformed record is removed too. */
export function takeTerminationRecord(store: KeyValueStore): SessionTerminationRecord | null {
  const record = readTerminationRecord(store);
  store.removeItem(sessionTerminationKey);
  return record;
}

/** The player chose to leave: that is not news to them, so no "session ended" modal follows. */
export function recordsTermination(reason: SessionTerminationReason): boolean {
  return reason !== 'USER_INITIATED';
}

/**
 * Whether the client reports this reason on logout; the server ended the session itself for the
 * others (e.g. ACCOUNT_FROZEN), so there is nothing left to log out of.
 */
export function isClientLogoutReason(reason: SessionTerminationReason): reason is ClientLogoutReason {
  return (clientLogoutReasons as readonly string[]).includes(reason);
}
