import type { Game, GameCategorySlug, GameSort, gameListResponseSchema } from '@casino/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from '../../../lib/api-client';

export type GameListParams = {
  category?: GameCategorySlug | undefined;
  provider?: string | undefined;
  search?: string | undefined;
  sort?: GameSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  limit?: number | undefined;
};

export type GamePage = { rows: Game[]; count: number; page: number; limit: number };

/** GET /api/games: one page of the catalog. */
export async function listGames(
  params: GameListParams & { page: number },
  signal?: AbortSignal,
): Promise<GamePage> {
  const { data } = await apiGet<Answer<typeof gameListResponseSchema>>('/api/games', {
    query: params,
    signal,
  });
  return data;
}

export const gamesQueryOptions = (params: GameListParams) =>
  infiniteQueryOptions({
    queryKey: ['games', params],
    queryFn: ({ pageParam, signal }) => listGames({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.count ? last.page + 1 : undefined),
    staleTime: 60_000,
  });

/**
 * Games page by page ("show more"); the previous list stays while a new search loads. With
 * `enabled: false` nothing is fetched yet (a lobby row below the fold).
 */
export function useGames(params: GameListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...gamesQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
