import { type CountriesResponse, countriesResponseSchema } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type CountryLists = CountriesResponse['data'];

export async function getCountries(signal?: AbortSignal): Promise<CountryLists> {
  return (await apiGet('/api/admin/get-all-country', { schema: countriesResponseSchema, signal })).data;
}

/** Countries and calling codes for the profile pickers; they change only with a deployment. */
export const countriesQueryOptions = queryOptions({
  queryKey: ['countries', 'all'],
  queryFn: ({ signal }) => getCountries(signal),
  staleTime: 60 * 60_000,
});

export function useCountries() {
  return useQuery(countriesQueryOptions);
}
