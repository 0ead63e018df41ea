import type { FairSeeds } from '@casino/contracts';
import type { seedsResponseSchema } from '@casino/contracts/games';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiGet, apiPost } from '../../../lib/api-client';

export type SeedPairs = { active: FairSeeds; revealed: FairSeeds | null };

/** GET /api/games/seeds: the active pair (server seed as its hash only) and the last revealed one. */
export async function getSeeds(signal?: AbortSignal): Promise<SeedPairs> {
  const { data } = await apiGet<Answer<typeof seedsResponseSchema>>('/api/games/seeds', { signal });
  return data;
}

export const seedsQueryOptions = queryOptions({
  queryKey: ['fair-seeds'],
  queryFn: ({ signal }) => getSeeds(signal),
});

export function useSeeds(enabled: boolean) {
  return useQuery({ ...seedsQueryOptions, enabled });
}

/** POST /api/games/seeds/rotate: reveals the server seed and starts a new pair. */
export function useRotateSeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (clientSeed: string | undefined) => {
      const { data } = await apiPost<Answer<typeof seedsResponseSchema>>(
        '/api/games/seeds/rotate',
        clientSeed ? { clientSeed } : {},
      );
      return data;
    },
    onSuccess: (data) => queryClient.setQueryData(seedsQueryOptions.queryKey, data),
  });
}
