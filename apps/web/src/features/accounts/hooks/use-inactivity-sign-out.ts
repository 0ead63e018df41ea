import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth';
import { useSettings } from '../../../lib/settings';
import { browserStorage } from '../../../lib/storage';
import {
  activityEvents,
  inactivityTimeoutMs,
  isInactive,
  latestActivity,
  nextCheckDelay,
  readLastActivity,
  shouldRecordActivity,
  writeLastActivity,
} from '../lib/inactivity';

/**
 * Spec §4 Inactivity: a signed-in player who does nothing for `inactivitySessionTimeout` minutes
 * (30 by default) is signed out with USER_INACTIVITY_TIMEOUT. Mouse, key, scroll, touch, click and
 * focus count as activity (recorded at most every 2 s, shared with the other tabs); the timer only
 * wakes when the timeout could have run out, and re-checks then, so a sleeping laptop is judged by
 * the real time that passed.
 */
export function useInactivitySignOut(): void {
  const { isAuthenticated, signOut } = useAuth();
  const { inactivitySessionTimeout } = useSettings();
  const timeoutMs = inactivityTimeoutMs(inactivitySessionTimeout);

  useEffect(() => {
    if (!isAuthenticated) return;
    const store = browserStorage('local');
    let ownActivity = Date.now();
    let lastRecorded: number | null = null;
    let timer: number | undefined;

    const record = () => {
      const now = Date.now();
      ownActivity = now;
      if (!shouldRecordActivity(lastRecorded, now)) return;
      lastRecorded = now;
      writeLastActivity(store, now);
    };
    const check = () => {
      const now = Date.now();
      const last = latestActivity(ownActivity, readLastActivity(store), now);
      if (isInactive(last, now, timeoutMs)) {
        void signOut('USER_INACTIVITY_TIMEOUT');
        return;
      }
      timer = window.setTimeout(check, nextCheckDelay(last, now, timeoutMs));
    };

    record();
    timer = window.setTimeout(check, timeoutMs);
    for (const name of activityEvents)
      window.addEventListener(name, record, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of activityEvents) window.removeEventListener(name, record, { capture: true });
    };
  }, [isAuthenticated, signOut, timeoutMs]);
}
