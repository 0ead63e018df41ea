import type {
  CountriesResponse,
  countriesResponseSchema,
  Location,
  locationResponseSchema,
} from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from './api-client';

/** Reference data more than one feature reads; one query key each, so they share one request. */

export type CountryLists = CountriesResponse['data'];

/**
 * GET /api/admin/get-all-country: countries for the pickers (data.countries.rows), every country's
 * name (allCountries) and the calling codes; they change only with a deployment.
 */
export const countriesQueryOptions = queryOptions({
  queryKey: ['countries'],
  queryFn: async ({ signal }): Promise<CountryLists> =>
    (await apiGet<Answer<typeof countriesResponseSchema>>('/api/admin/get-all-country', { signal })).data,
  staleTime: 60 * 60_000,
});

export function useCountries(enabled = true) {
  return useQuery({ ...countriesQueryOptions, enabled });
}

/** GET /api/admin/get-location: the visitor's country, subdivisions and IP, from their address. */
export const locationQueryOptions = queryOptions({
  queryKey: ['location'],
  queryFn: async ({ signal }): Promise<Location> =>
    (await apiGet<Answer<typeof locationResponseSchema>>('/api/admin/get-location', { signal })).data
      .location,
  // an address rarely changes country within a visit
  staleTime: 30 * 60_000,
});

export function useVisitorLocation(enabled = true) {
  return useQuery({ ...locationQueryOptions, enabled });
}
