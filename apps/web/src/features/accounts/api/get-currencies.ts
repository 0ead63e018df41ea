import type { Currency } from '@casino/contracts';
import { currenciesResponseSchema } from '@casino/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/get-currencies: the currencies a new account can hold. */
export const currenciesQueryOptions = queryOptions({
  queryKey: ['currencies'],
  queryFn: async ({ signal }): Promise<Currency[]> =>
    (await apiGet('/api/admin/get-currencies', { schema: currenciesResponseSchema, signal })).data.currencies,
  staleTime: 60 * 60_000,
});

export function useCurrencies(enabled = true) {
  return useQuery({ ...currenciesQueryOptions, enabled });
}
