import type { GameProvider, gameProvidersResponseSchema } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from '../../../lib/api-client';

/** GET /api/games/providers: studios with games in the catalog. */
export async function listProviders(signal?: AbortSignal): Promise<GameProvider[]> {
  const { data } = await apiGet<Answer<typeof gameProvidersResponseSchema>>('/api/games/providers', {
    signal,
  });
  return data.providers;
}

export const providersQueryOptions = queryOptions({
  queryKey: ['game-providers'],
  queryFn: ({ signal }) => listProviders(signal),
  staleTime: 5 * 60_000,
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}
