import type { Currency } from '@casino/contracts';
import type { currenciesResponseSchema } from '@casino/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from '../../../lib/api-client';

/** Minor-unit exponent for a currency this casino does not list (or before the list arrives). */
const fallbackExponent = 2;

/**
 * GET /api/admin/get-currencies: every currency's minor-unit exponent, to show wins in any player's
 * currency. Same key and data as the sign-up form's query, so the two share one request.
 */
export const currenciesQueryOptions = queryOptions({
  queryKey: ['currencies'],
  queryFn: async ({ signal }): Promise<Currency[]> =>
    (await apiGet<Answer<typeof currenciesResponseSchema>>('/api/admin/get-currencies', { signal })).data
      .currencies,
  staleTime: 60 * 60_000,
});

/** The exponent of each currency (2 for one not listed); `isPending` until the list has loaded or failed. */
export function useCurrencyExponents() {
  const { data, isPending } = useQuery(currenciesQueryOptions);
  const exponentOf = (currency: string) =>
    data?.find((entry) => entry.code === currency)?.exponent ?? fallbackExponent;
  return { exponentOf, isPending };
}
