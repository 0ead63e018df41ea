import type { RealityCheck } from '@casino/contracts';
import { realityCheckResponseSchema } from '@casino/contracts/responsible-gaming';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/user/responsible-gaming/reality-check: the player's reminder interval, when the next
 * reminder is due in this session, and the session's play so far.
 */
export async function fetchRealityCheck(options: { signal?: AbortSignal } = {}): Promise<RealityCheck> {
  const response = await apiGet('/api/user/responsible-gaming/reality-check', {
    schema: realityCheckResponseSchema,
    signal: options.signal,
  });
  return response.data;
}

export const realityCheckQueryOptions = queryOptions({
  queryKey: ['responsible-gaming', 'reality-check'] as const,
  queryFn: ({ signal }) => fetchRealityCheck({ signal }),
});

export function useRealityCheck() {
  return useQuery(realityCheckQueryOptions);
}
