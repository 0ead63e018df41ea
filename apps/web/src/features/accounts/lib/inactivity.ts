import { type KeyValueStore, readJson, writeJson } from '../../../lib/storage';

/** Spec §4 Inactivity: the default when the setting is 1 minute or less. */
export const defaultInactivityMinutes = 30;

/** Events that count as the player being there (spec §4: mouse, key, scroll, touch, click, focus). */
export const activityEvents = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'wheel',
  'touchstart',
  'click',
  'focus',
] as const;

/** Activity is recorded at most this often: mouse moves and scrolls fire many times a second. */
export const activityThrottleMs = 2_000;

/** Local-storage key of the last activity, shared by the tabs so activity in one keeps all alive. */
export const lastActivityKey = 'lastActivityAt';

/** The timeout in milliseconds: the setting in minutes when above 1, else 30 minutes (spec §4). */
export function inactivityTimeoutMs(settingMinutes: number): number {
  const minutes =
    Number.isFinite(settingMinutes) && settingMinutes > 1 ? settingMinutes : defaultInactivityMinutes;
  return minutes * 60_000;
}

/** Whether the player has been away for the whole timeout. */
export function isInactive(lastActivityAt: number, now: number, timeoutMs: number): boolean {
  return now - lastActivityAt >= timeoutMs;
}

/** How long to wait before looking again: until the timeout after the last activity. */
export function nextCheckDelay(lastActivityAt: number, now: number, timeoutMs: number): number {
  return Math.max(0, lastActivityAt + timeoutMs - now);
}

/** Whether a new activity should be recorded, given the one recorded last (the throttle). */
export function shouldRecordActivity(lastRecordedAt: number | null, now: number): boolean {
  return lastRecordedAt === null || now - lastRecordedAt >= activityThrottleMs || now < lastRecordedAt;
}

export function readLastActivity(store: KeyValueStore): number | null {
  return readJson(store, lastActivityKey, (value) => (typeof value === 'number' ? value : null));
}

export function writeLastActivity(store: KeyValueStore, at: number): void {
  writeJson(store, lastActivityKey, at);
}

/**
 * The latest activity known: this tab's own, or a later one another tab stored. A stored time in the
 * future (a changed clock) is not trusted.
 */
export function latestActivity(own: number, stored: number | null, now: number): number {
  if (stored === null || stored > now) return own;
  return Math.max(own, stored);
}
