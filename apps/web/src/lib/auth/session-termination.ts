import { type SessionTerminationReason, sessionTerminationReasons } from '@casino/contracts';
import { type KeyValueStore, readJson, writeJson } from '../storage';

/** Spec §3 "Session termination record": why and when the last session ended. */
export type SessionTerminationRecord = { reason: SessionTerminationReason; time: number };

export const sessionTerminationKey = 'sessionTermination';

/** Window event: a record was just written in this tab (other tabs read it on their next click). */
export const sessionTerminatedEvent = 'casino:session-terminated';

function isReason(value: unknown): value is SessionTerminationReason {
  return typeof value === 'string' && (sessionTerminationReasons as readonly string[]).includes(value);
}

export function writeTerminationRecord(store: KeyValueStore, record: SessionTerminationRecord): void {
  writeJson(store, sessionTerminationKey, record);
}

export function readTerminationRecord(store: KeyValueStore): SessionTerminationRecord | null {
  return readJson(store, sessionTerminationKey, (value) => {
    if (typeof value !== 'object' || value === null) return null;
    const { reason, time } = value as Record<string, unknown>;
    return isReason(reason) && typeof time === 'number' ? { reason, time } : null;
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
