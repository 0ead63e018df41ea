import { sessionsResponseSchema } from '@casino/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

export type ActiveSession = z.infer<typeof sessionsResponseSchema>['data']['sessions'][number];

export async function getSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  return (await apiGet('/api/user/sessions', { schema: sessionsResponseSchema, signal })).data.sessions;
}

/** The player's signed-in devices (GET /api/user/sessions), this one marked `current`. */
export const sessionsQueryOptions = queryOptions({
  queryKey: ['user-sessions'],
  queryFn: ({ signal }) => getSessions(signal),
  staleTime: 0,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
