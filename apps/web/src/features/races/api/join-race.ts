import type { RaceDetail, raceJoinResponseSchema } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiPost } from '../../../lib/api-client';
import { raceListsQueryKeyRoot, raceQueryOptions } from './races';

/** POST /api/races/:id/join: enters an opt-in race; answers the race as the player now sees it. */
export async function joinRace(raceId: string): Promise<RaceDetail> {
  return (
    await apiPost<Answer<typeof raceJoinResponseSchema>>(`/api/races/${encodeURIComponent(raceId)}/join`, {})
  ).data;
}

/** Joins the race: its page shows the answer at once, and the lists read the player's state again. */
export function useJoinRace(raceId: string, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinRace(raceId),
    onSuccess: (detail) => {
      queryClient.setQueryData(raceQueryOptions(raceId, userId).queryKey, detail);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: raceListsQueryKeyRoot }),
  });
}
