import type { GameListResponse } from '@casino/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** A game as a picker lists it. */
export type CatalogGame = { slug: string; name: string; provider: string };

const pageSize = 100;
/** Enough for any catalog a picker of checkboxes can still show; the rest is searched by slug. */
const maxPages = 20;

/** Every page of the public catalog (GET /api/games), A to Z. */
async function fetchCatalog(signal: AbortSignal): Promise<CatalogGame[]> {
  const games: CatalogGame[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    // the player API: no operator token (it is not a player's, and a refusal must not end the session)
    const { data } = await apiRequest<GameListResponse>('/api/games', {
      query: { sort: 'name', order: 'asc', limit: pageSize, page },
      signal,
      anonymous: true,
    });
    games.push(...data.rows.map(({ slug, name, provider }) => ({ slug, name, provider })));
    if (data.rows.length < pageSize || games.length >= data.count) break;
  }
  return games;
}

/** The casino's games (public catalog), for the pickers of race and win-of-the-month terms. */
export function useGameCatalog() {
  const query = useQuery({
    queryKey: ['game-catalog'],
    queryFn: ({ signal }) => fetchCatalog(signal),
    staleTime: 10 * 60_000,
  });
  return { ...query, games: query.data ?? [] };
}
