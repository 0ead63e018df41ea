import type { ActiveSeeds, FairSeeds } from '@casino/contracts';
import type { seedsResponseSchema } from '@casino/contracts/games';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiGet, apiPost, apiRequest, refusedByServer } from '../../../lib/api-client';

export type SeedPairs = { active: ActiveSeeds; revealed: FairSeeds | null };

/**
 * GET /api/games/seeds: the active pair (server seed as its hash only), the hash of the server
 * seed the next pair will use, and the last revealed pair.
 */
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

/** A client seed from this browser's own random source: 16 hex characters, never the casino's. */
export function browserClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * PUT /api/games/seeds/client-seed: the active pair's client seed, before its first round, for the
 * server seed hash the player was shown. With `retries`, a failure to reach the server or a server
 * error is tried again that many times (1, 2, 4 s apart); the server's no to this choice is final.
 */
export function useChooseClientSeed({ retries = 0 }: { retries?: number } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    retry: (failures, error) => failures < retries && !refusedByServer(error),
    mutationFn: async (input: { clientSeed: string; serverSeedHash: string }) => {
      const { data } = await apiRequest<Answer<typeof seedsResponseSchema>>('/api/games/seeds/client-seed', {
        method: 'PUT',
        body: input,
      });
      return data;
    },
    onSuccess: (data) => queryClient.setQueryData(seedsQueryOptions.queryKey, data),
    // the seeds changed meanwhile (another tab): show the new ones
    onError: () => queryClient.invalidateQueries({ queryKey: seedsQueryOptions.queryKey }),
  });
}

/**
 * POST /api/games/seeds/rotate: reveals the server seed and moves to the pair whose server seed
 * was committed before, with the client seed chosen after seeing its hash.
 */
export function useRotateSeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { clientSeed: string; nextServerSeedHash: string }) => {
      const { data } = await apiPost<Answer<typeof seedsResponseSchema>>('/api/games/seeds/rotate', input);
      return data;
    },
    onSuccess: (data) => queryClient.setQueryData(seedsQueryOptions.queryKey, data),
    onError: () => queryClient.invalidateQueries({ queryKey: seedsQueryOptions.queryKey }),
  });
}
