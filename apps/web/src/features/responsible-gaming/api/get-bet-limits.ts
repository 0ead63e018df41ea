import type { BetLimits } from '@casino/contracts';
import { betLimitsResponseSchema } from '@casino/contracts/responsible-gaming';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/user/responsible-gaming/bet-limits: the seven limits, what is used, when they may change. */
export async function fetchBetLimits(options: { signal?: AbortSignal } = {}): Promise<BetLimits> {
  const response = await apiGet('/api/user/responsible-gaming/bet-limits', {
    schema: betLimitsResponseSchema,
    signal: options.signal,
  });
  return response.data;
}

export const betLimitsQueryOptions = queryOptions({
  queryKey: ['responsible-gaming', 'bet-limits'] as const,
  queryFn: ({ signal }) => fetchBetLimits({ signal }),
});

export function useBetLimits() {
  return useQuery(betLimitsQueryOptions);
}
