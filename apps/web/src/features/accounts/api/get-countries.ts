import { type CountriesResponse, countriesResponseSchema } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type CountryLists = CountriesResponse['data'];

/** GET /api/admin/get-all-country: countries for the picker (data.countries.rows) and calling codes. */
export const countriesQueryOptions = queryOptions({
  queryKey: ['countries'],
  queryFn: async ({ signal }): Promise<CountryLists> =>
    (await apiGet('/api/admin/get-all-country', { schema: countriesResponseSchema, signal })).data,
  staleTime: 60 * 60_000,
});

export function useCountries(enabled = true) {
  return useQuery({ ...countriesQueryOptions, enabled });
}
