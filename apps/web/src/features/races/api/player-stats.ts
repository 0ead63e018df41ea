import type { RacePlayerStats, racePlayerStatsResponseSchema } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from '../../../lib/api-client';
import { racesQueryKeyRoot } from './races';

/** GET /api/races/players/:uniqueId: a player's public stats (spec §4); 404 for one in ghost mode. */
export async function fetchRacePlayer(uniqueId: string, signal?: AbortSignal): Promise<RacePlayerStats> {
  return (
    await apiGet<Answer<typeof racePlayerStatsResponseSchema>>(
      `/api/races/players/${encodeURIComponent(uniqueId)}`,
      { signal },
    )
  ).data;
}

export const racePlayerQueryOptions = (uniqueId: string) =>
  queryOptions({
    queryKey: [...racesQueryKeyRoot, 'player', uniqueId] as const,
    queryFn: ({ signal }) => fetchRacePlayer(uniqueId, signal),
    staleTime: 60_000,
    retry: (failures, error) => failures < 2 && (error as { status?: number }).status !== 404,
  });

/** A player's stats, read while `uniqueId` is set (their dialog is open). */
export function useRacePlayer(uniqueId: string | null) {
  return useQuery({ ...racePlayerQueryOptions(uniqueId ?? ''), enabled: uniqueId !== null });
}
