import type { SessionTerminationReason } from '@casino/contracts';
import { getAccessToken, setAccessToken } from '../api-client';
import { browserStorage } from '../storage';
import {
  type ClientLogoutReason,
  isClientLogoutReason,
  recordsTermination,
  sessionTerminatedEvent,
  writeTerminationRecord,
} from './session-termination';

export type { ClientLogoutReason };

/** What the session-ended modal needs to explain the end (see SessionTerminationRecord). */
export type EndSessionOptions = { until?: number; limitMinutes?: number };

/**
 * Ends the session on this device: stores the termination record (spec §4) for any reason but the
 * player's own, forgets the token at once (the UI follows through the session-change event), then
 * tells the server with POST /api/user/logout {reason}. The request bypasses the API client on
 * purpose: a session the server already ended answers 403, which must not redirect anywhere here.
 * A reason the server records itself (ACCOUNT_FROZEN: it ended every session) sends no logout.
 * `until` (epoch ms) goes into the record when the player cannot sign in again before then, and
 * `limitMinutes` when the player's own session time limit ended the session.
 */
export async function endSession(
  reason: SessionTerminationReason = 'USER_INITIATED',
  options: EndSessionOptions = {},
): Promise<void> {
  const token = getAccessToken();
  if (recordsTermination(reason)) {
    const record = {
      reason,
      time: Date.now(),
      ...(options.until === undefined ? {} : { until: options.until }),
      ...(options.limitMinutes === undefined ? {} : { limitMinutes: options.limitMinutes }),
    };
    writeTerminationRecord(browserStorage('local'), record);
  }
  setAccessToken(null);
  if (recordsTermination(reason)) window.dispatchEvent(new Event(sessionTerminatedEvent));
  if (!token || !isClientLogoutReason(reason)) return;
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

/**
 * The server ended this session (it said why over the socket): the token goes, the termination
 * record is kept for the session-ended modal (spec §4), and no logout is sent, as there is no
 * session left to end.
 */
export function endSessionFromServer(reason: SessionTerminationReason): void {
  if (!getAccessToken()) return;
  if (recordsTermination(reason)) {
    writeTerminationRecord(browserStorage('local'), { reason, time: Date.now() });
  }
  setAccessToken(null);
  if (recordsTermination(reason)) window.dispatchEvent(new Event(sessionTerminatedEvent));
}
