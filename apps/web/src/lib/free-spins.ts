import type { PlayerBonus } from '@casino/contracts';
import type { freeSpinsResponseSchema } from '@casino/contracts/bonuses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from './api-client';

/** GET /api/bonuses/free-spins: the player's active free spins (to play, or winnings waiting), or null. */
export async function getFreeSpins(signal?: AbortSignal): Promise<PlayerBonus | null> {
  const { data } = await apiGet<Answer<typeof freeSpinsResponseSchema>>('/api/bonuses/free-spins', {
    signal,
  });
  return data.freeSpins;
}

export const freeSpinsQueryOptions = queryOptions({
  queryKey: ['free-spins'],
  queryFn: ({ signal }) => getFreeSpins(signal),
  staleTime: 30_000,
});

/** The free spins the player may play on `slug` now: their stake and how many are left; null when none. */
export function useFreeSpinsOn(slug: string, enabled: boolean) {
  const query = useQuery({ ...freeSpinsQueryOptions, enabled });
  const bonus = query.data;
  const spins = bonus?.freeSpins;
  const playable =
    enabled &&
    bonus?.status === 'active' &&
    bonus.kind === 'free_spins' &&
    spins?.game === slug &&
    spins.left > 0;
  return playable && spins ? { bonus, ...spins, stake: BigInt(spins.stake) } : null;
}
