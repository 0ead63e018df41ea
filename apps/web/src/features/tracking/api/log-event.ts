import type { LogEventInput } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/log-event (spec §7): a visit, a page view or another tracked action. */
export function postLogEvent(body: LogEventInput): Promise<unknown> {
  return apiPost('/api/user/log-event', body);
}

/** Fire-and-forget event logging: a lost tracking event must never disturb the visitor. */
export function useLogEvent() {
  return useMutation({ mutationFn: postLogEvent, retry: 1 });
}
