import type { GameDetails } from '@casino/contracts';
import type { gameDetailsResponseSchema } from '@casino/contracts/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, ApiError, apiGet } from '../../../lib/api-client';

/** GET /api/games/{game}: null when the game does not exist (GAME NOT FOUND). */
export async function getGame(slug: string, signal?: AbortSignal): Promise<GameDetails | null> {
  try {
    const { data } = await apiGet<Answer<typeof gameDetailsResponseSchema>>(
      `/api/games/${encodeURIComponent(slug)}`,
      {
        signal,
      },
    );
    return data.game;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const gameQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['game', slug],
    queryFn: ({ signal }) => getGame(slug, signal),
    staleTime: 60_000,
  });

export function useGame(slug: string) {
  return useQuery(gameQueryOptions(slug));
}
