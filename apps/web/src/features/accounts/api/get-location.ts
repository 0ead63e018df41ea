import { type Location, locationResponseSchema } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/admin/get-location: the visitor's country, the default of the country pickers. The key
 * matches the country-block feature's, so both share one request.
 */
export const locationQueryOptions = queryOptions({
  queryKey: ['location'],
  queryFn: async ({ signal }): Promise<Location> =>
    (await apiGet('/api/admin/get-location', { schema: locationResponseSchema, signal })).data.location,
  staleTime: 30 * 60_000,
});

export function useVisitorLocation(enabled = true) {
  return useQuery({ ...locationQueryOptions, enabled });
}
