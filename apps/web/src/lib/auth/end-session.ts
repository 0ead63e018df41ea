import type { clientLogoutReasons } from '@casino/contracts';
import { getAccessToken, setAccessToken } from '../api-client';
import { browserStorage } from '../storage';
import { recordsTermination, sessionTerminatedEvent, writeTerminationRecord } from './session-termination';

/** The reasons a client reports on logout (the server records the others itself). */
export type ClientLogoutReason = (typeof clientLogoutReasons)[number];

/**
 * Ends the session on this device: stores the termination record (spec §4) for any reason but the
 * player's own, forgets the token at once (the UI follows through the session-change event), then
 * tells the server with POST /api/user/logout {reason}. The request bypasses the API client on
 * purpose: a session the server already ended answers 403, which must not redirect anywhere here.
 */
export async function endSession(reason: ClientLogoutReason = 'USER_INITIATED'): Promise<void> {
  const token = getAccessToken();
  if (recordsTermination(reason)) {
    writeTerminationRecord(browserStorage('local'), { reason, time: Date.now() });
  }
  setAccessToken(null);
  if (recordsTermination(reason)) window.dispatchEvent(new Event(sessionTerminatedEvent));
  if (!token) return;
  try {
    await fetch('/api/user/logout', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-authorization': `Bearer ${token}`,
      },
      body: JSON.stringify({ reason }),
      // the page may navigate or close right after a sign-out; the request still goes out
      keepalive: true,
      credentials: 'same-origin',
    });
  } catch {
    // offline: the token is gone from this device and the server session expires on its own
  }
}
