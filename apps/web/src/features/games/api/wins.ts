import type { FeedWin, GamePulse, WinTable } from '@casino/contracts';
import type {
  gamePulseResponseSchema,
  ghostModeResponseSchema,
  winsResponseSchema,
} from '@casino/contracts/games';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiGet, apiRequest } from '../../../lib/api-client';
import { useOptionalAuth, userDetailsQueryOptions } from '../../../lib/auth';
import { useIsSignedIn } from '../../../lib/session';

/** Whose "My Wins" a key holds, so another account signing in on this tab never sees them. */
export type WinsScope = { game?: string | undefined; player?: string | null | undefined };

/** GET /api/games/wins: one top-wins table, of one game when `game` is given. */
export async function getWins(table: WinTable, game?: string, signal?: AbortSignal): Promise<FeedWin[]> {
  const { data } = await apiGet<Answer<typeof winsResponseSchema>>('/api/games/wins', {
    query: { table, game },
    signal,
  });
  return data.rows;
}

export const winsQueryKey = (table: WinTable, { game, player }: WinsScope) =>
  table === 'mine'
    ? (['wins', table, game ?? null, player ?? null] as const)
    : (['wins', table, game ?? null] as const);

export const winsQueryOptions = (table: WinTable, scope: WinsScope) =>
  queryOptions({
    queryKey: winsQueryKey(table, scope),
    queryFn: ({ signal }) => getWins(table, scope.game, signal),
    // live wins keep a table on screen fresh; coming back to it later reads it again
    staleTime: 10_000,
  });

/** The signed-in player whose "My Wins" are shown, by public id. */
export function useWinsPlayer(): string | null {
  return useOptionalAuth()?.user?.getUser.uniqueId ?? null;
}

/** A top-wins table; "My Wins" only for a signed-in player (the server refuses guests). */
export function useWins(table: WinTable, game?: string) {
  const signedIn = useIsSignedIn();
  const player = useWinsPlayer();
  return useQuery({ ...winsQueryOptions(table, { game, player }), enabled: table !== 'mine' || signedIn });
}

/** GET /api/games/{game}/pulse: the game's latest real-money results and what they add up to. */
export async function getGamePulse(slug: string, signal?: AbortSignal): Promise<GamePulse> {
  const { data } = await apiGet<Answer<typeof gamePulseResponseSchema>>(
    `/api/games/${encodeURIComponent(slug)}/pulse`,
    {
      signal,
    },
  );
  return data;
}

/** How often the pulse is read again while on screen. */
export const pulseRefreshMs = 15_000;

export const gamePulseQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['game-pulse', slug],
    queryFn: ({ signal }) => getGamePulse(slug, signal),
    staleTime: pulseRefreshMs,
  });

export function useGamePulse(slug: string) {
  return useQuery({ ...gamePulseQueryOptions(slug), refetchInterval: pulseRefreshMs });
}

/** PUT /api/user/ghost-mode: hides (or shows again) the player's name in public win feeds. */
export async function putGhostMode(enabled: boolean): Promise<boolean> {
  const { data } = await apiRequest<Answer<typeof ghostModeResponseSchema>>('/api/user/ghost-mode', {
    method: 'PUT',
    body: { enabled },
  });
  return data.ghostMode;
}

/** Switches ghost mode; the player's details (`profile.ghostMode`) and the public tables follow. */
export function useSetGhostMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putGhostMode,
    onSuccess: (ghostMode) => {
      // the switch shows the saved state at once, before the details are read again
      queryClient.setQueryData(userDetailsQueryOptions.queryKey, (details) =>
        details ? { ...details, getUser: { ...details.getUser, ghostMode } } : details,
      );
      // the player's past wins in public tables now show (or hide) their name
      void queryClient.invalidateQueries({ queryKey: ['wins'] });
      return queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions.queryKey });
    },
  });
}
