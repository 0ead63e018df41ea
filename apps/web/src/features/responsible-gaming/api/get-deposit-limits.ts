import type { DepositLimitsResponse } from '@casino/contracts';
import { depositLimitsResponseSchema } from '@casino/contracts/responsible-gaming';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The player's deposit limits: their currency and one entry per period. */
export type DepositLimits = DepositLimitsResponse['data'];

/** GET /api/user/responsible-gaming/deposit-limits: each period's limit, what is used and what waits. */
export async function fetchDepositLimits(options: { signal?: AbortSignal } = {}): Promise<DepositLimits> {
  const response = await apiGet('/api/user/responsible-gaming/deposit-limits', {
    schema: depositLimitsResponseSchema,
    signal: options.signal,
  });
  return response.data;
}

export const depositLimitsQueryOptions = queryOptions({
  queryKey: ['responsible-gaming', 'deposit-limits'] as const,
  queryFn: ({ signal }) => fetchDepositLimits({ signal }),
});

export function useDepositLimits() {
  return useQuery(depositLimitsQueryOptions);
}
