import { type Location, locationResponseSchema } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/admin/get-location: the visitor's country, subdivisions and IP, from their address. */
export function getLocation(signal?: AbortSignal): Promise<Location> {
  return apiGet('/api/admin/get-location', { schema: locationResponseSchema, signal }).then(
    (response) => response.data.location,
  );
}

export const locationQueryOptions = queryOptions({
  queryKey: ['location'],
  queryFn: ({ signal }) => getLocation(signal),
  // an address rarely changes country within a visit
  staleTime: 30 * 60_000,
});

export function useLocationQuery(enabled: boolean) {
  return useQuery({ ...locationQueryOptions, enabled });
}
