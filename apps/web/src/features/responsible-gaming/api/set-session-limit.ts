import type { SessionLimitInput } from '@casino/contracts';
import { sessionLimitResponseSchema } from '@casino/contracts/responsible-gaming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type SessionLimit, sessionLimitQueryKey } from '../../../lib/auth';

/**
 * PUT /api/user/responsible-gaming/session-limit: the limit in minutes, or null to remove it. The
 * player's sessions follow at once; the answer says when this one ends now.
 */
export async function setSessionLimit(input: SessionLimitInput): Promise<SessionLimit> {
  const response = await apiRequest('/api/user/responsible-gaming/session-limit', {
    method: 'PUT',
    body: input,
    schema: sessionLimitResponseSchema,
  });
  return response.data;
}

/**
 * Sets, changes or removes the session time limit, then reloads it: the page shows the new end and
 * the app's sign-out timer follows it.
 */
export function useSetSessionLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSessionLimit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionLimitQueryKey }),
  });
}
