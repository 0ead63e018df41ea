import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

const endSessionsResponseSchema = z.object({ success: z.literal(true), ended: z.number() });

/** POST /api/user/sessions/end for one of the player's other sessions. */
export function endSession(sessionId: number) {
  return apiPost('/api/user/sessions/end', { sessionId }, { schema: endSessionsResponseSchema });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
