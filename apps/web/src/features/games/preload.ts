import { lobbyFirstRow } from '@casino/contracts/page-match';
import { preload } from 'react-dom';
import { queryClient } from '../../lib/query-client';
import { gameQueryOptions } from './api/get-game';
import { gamesQueryOptions } from './api/list-games';

/*
 * What a page of this feature shows first, started at start-up alongside the page's code (the
 * router's `handle.preload`): the data, then the image that is the page's largest paint. Each is
 * the same query the page renders, so the page finds it in the cache (or on its way).
 */

/**
 * The lobby's first row of games (popular games, under the player's recent ones; the same row the
 * server carries in the page) and its first card's image, when the lobby shows its rows (not
 * search results: GameLobby shows those when the address has a search, provider or sort).
 */
export function preloadLobby(search: URLSearchParams): void {
  const sort = search.get('sort');
  if (search.get('search') || search.get('provider') || (sort && sort !== 'popular')) return;
  const options = gamesQueryOptions(lobbyFirstRow);
  void queryClient.prefetchInfiniteQuery(options).then(() => {
    const first = queryClient.getQueryData(options.queryKey)?.pages[0]?.rows[0];
    if (first) preload(first.thumbnailUrl, { as: 'image', fetchPriority: 'high' });
  });
}

/** A game's page: its details and its art. */
export function preloadGame(slug: string): void {
  void queryClient.prefetchQuery(gameQueryOptions(slug)).then(() => {
    const game = queryClient.getQueryData(gameQueryOptions(slug).queryKey);
    if (game) preload(game.thumbnailUrl, { as: 'image', fetchPriority: 'high' });
  });
}
