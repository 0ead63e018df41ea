import type { CurrenciesResponse } from '@casino/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from './api-client.ts';

/** Minor-unit exponent when a currency is not in the list (or the list has not loaded). */
export const defaultExponent = 2;

/**
 * The casino's currencies (GET /api/admin/get-currencies, public): each one's exponent, so a typed
 * major amount becomes the right number of minor units.
 */
export function useCurrencies() {
  const query = useQuery({
    queryKey: ['currencies'],
    queryFn: ({ signal }) => apiRequest<CurrenciesResponse>('/api/admin/get-currencies', { signal }),
    staleTime: 60 * 60_000,
  });
  const currencies = query.data?.data.currencies;
  const exponentOf = useCallback(
    (code: string) => currencies?.find((currency) => currency.code === code)?.exponent ?? defaultExponent,
    [currencies],
  );
  return { ...query, currencies: currencies ?? [], exponentOf };
}
