import type { MonthlyWinnings } from '@casino/contracts';
import { monthlyWinningsResponseSchema } from '@casino/contracts/responsible-gaming';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/user/responsible-gaming/monthly-winnings: the operator's monthly winnings limit for the
 * player now, what is won of it and when it resets; null when none applies to their currency.
 */
export async function fetchMonthlyWinnings(
  options: { signal?: AbortSignal } = {},
): Promise<MonthlyWinnings | null> {
  const response = await apiGet('/api/user/responsible-gaming/monthly-winnings', {
    schema: monthlyWinningsResponseSchema,
    signal: options.signal,
  });
  return response.data;
}

export const monthlyWinningsQueryOptions = queryOptions({
  queryKey: ['responsible-gaming', 'monthly-winnings'] as const,
  queryFn: ({ signal }) => fetchMonthlyWinnings({ signal }),
});

export function useMonthlyWinnings() {
  return useQuery(monthlyWinningsQueryOptions);
}
