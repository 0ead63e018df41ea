import type { favoriteResponseSchema, Game, playerGamesResponseSchema } from '@casino/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiGet, apiPost, apiRequest } from '../../../lib/api-client';
import { useIsSignedIn } from '../../../lib/session';

export type PlayerGameList = 'favorites' | 'recent';

/** GET /api/games/favorites or /recent: the signed-in player's own games, latest first. */
export async function getPlayerGames(list: PlayerGameList, signal?: AbortSignal): Promise<Game[]> {
  const { data } = await apiGet<Answer<typeof playerGamesResponseSchema>>(`/api/games/${list}`, { signal });
  return data.rows;
}

export const playerGamesQueryOptions = (list: PlayerGameList) =>
  queryOptions({
    queryKey: ['player-games', list],
    queryFn: ({ signal }) => getPlayerGames(list, signal),
    staleTime: 30_000,
  });

/** The player's favourites or recent games; nothing for guests. */
export function usePlayerGames(list: PlayerGameList) {
  const signedIn = useIsSignedIn();
  return useQuery({ ...playerGamesQueryOptions(list), enabled: signedIn });
}

/**
 * Marks a game a favourite or not (PUT / DELETE /api/games/{game}/favorite). The list changes at
 * once and goes back if the server refuses.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const key = playerGamesQueryOptions('favorites').queryKey;
  return useMutation({
    mutationFn: async ({ game, favorite }: { game: Game; favorite: boolean }) => {
      const { data } = await apiRequest<Answer<typeof favoriteResponseSchema>>(
        `/api/games/${game.slug}/favorite`,
        {
          method: favorite ? 'PUT' : 'DELETE',
        },
      );
      return data;
    },
    onMutate: async ({ game, favorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (rows = []) =>
        favorite
          ? [game, ...rows.filter((row) => row.slug !== game.slug)]
          : rows.filter((row) => row.slug !== game.slug),
      );
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/games/{game}/launch: the game leads the player's recent games. */
export async function markGameLaunched(slug: string): Promise<void> {
  await apiPost(`/api/games/${slug}/launch`, {});
}
