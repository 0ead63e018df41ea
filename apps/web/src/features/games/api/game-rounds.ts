import type { Round } from '@casino/contracts';
import type { resumeResponseSchema, roundsResponseSchema } from '@casino/contracts/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet, apiPost } from '../../../lib/api-client';

/** GET /api/games/{game}/rounds: the player's last rounds of the game (game recall). */
export async function getRecentRounds(slug: string, signal?: AbortSignal): Promise<Round[]> {
  const { data } = await apiGet<Answer<typeof roundsResponseSchema>>(
    `/api/games/${encodeURIComponent(slug)}/rounds`,
    {
      signal,
    },
  );
  return data.rounds;
}

export const recentRoundsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['game-rounds', slug], queryFn: ({ signal }) => getRecentRounds(slug, signal) });

export function useRecentRounds(slug: string, enabled: boolean) {
  return useQuery({ ...recentRoundsQueryOptions(slug), enabled });
}

/** GET /api/games/{game}/resume: a round whose free spins the player has not seen to the end. */
export async function getUnfinishedRound(slug: string, signal?: AbortSignal): Promise<Round | null> {
  const { data } = await apiGet<Answer<typeof resumeResponseSchema>>(
    `/api/games/${encodeURIComponent(slug)}/resume`,
    {
      signal,
    },
  );
  return data.round;
}

/** POST /api/games/rounds/{id}/shown: how far the player has watched a round. */
export async function markRoundShown(roundId: string, shownSteps: number): Promise<void> {
  await apiPost(`/api/games/rounds/${encodeURIComponent(roundId)}/shown`, { shownSteps });
}
