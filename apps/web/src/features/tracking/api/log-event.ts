import type { LogEventInput } from '@casino/contracts';
import { apiPost, refusedByServer } from '../../../lib/api-client';

/** POST /api/user/log-event (spec §7): a visit, a page view or another tracked action. */
export function postLogEvent(body: LogEventInput): Promise<unknown> {
  return apiPost('/api/user/log-event', body);
}

/** The same, as the visitor leaves: the request outlives the page. */
export function postLogEventBeforeLeaving(body: LogEventInput): Promise<unknown> {
  return apiPost('/api/user/log-event', body, { keepalive: true });
}

/** How long a failed event waits before its one retry. */
const retryDelayMs = 1000;

/**
 * Fire-and-forget event logging: a lost tracking event must never disturb the visitor. A failure
 * other than a refusal (4xx) is tried once more. Not a mutation hook: nothing shows its state, and
 * the shell re-rendering for its pending state made the task after the page's first render longer.
 */
export function logEvent(
  body: LogEventInput,
  post: (body: LogEventInput) => Promise<unknown> = postLogEvent,
): void {
  post(body).catch((error: unknown) => {
    if (refusedByServer(error)) return;
    setTimeout(() => void post(body).catch(() => undefined), retryDelayMs);
  });
}
