import type {
  RaceDetail,
  RaceSummary,
  raceDetailResponseSchema,
  raceListResponseSchema,
} from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from '../../../lib/api-client';
import { useOptionalAuth } from '../../../lib/auth';
import { awaitsServer, listRefetchMs } from '../lib/countdown';

/** Every read of races: joining, a board event and a prize paid read them again. */
export const racesQueryKeyRoot = ['races'] as const;
/** The lists of races, per tab and viewer. */
export const raceListsQueryKeyRoot = [...racesQueryKeyRoot, 'list'] as const;
/** One race's reads (one per viewer). */
export const raceQueryKeyRoot = (raceId: string) => [...racesQueryKeyRoot, 'detail', raceId] as const;

/** The list tabs: running and upcoming races, or those ended in the last 30 days. */
export type RaceListStatus = 'current' | 'ended';

/** GET /api/races?status=: the races with the viewer's state in each. */
export async function fetchRaces(status: RaceListStatus, signal?: AbortSignal): Promise<RaceSummary[]> {
  return (await apiGet<Answer<typeof raceListResponseSchema>>('/api/races', { query: { status }, signal }))
    .data.races;
}

export const racesQueryOptions = (status: RaceListStatus, userId: number | null) =>
  queryOptions({
    queryKey: [...raceListsQueryKeyRoot, status, userId] as const,
    queryFn: ({ signal }) => fetchRaces(status, signal),
    staleTime: 15_000,
    // a race that reached its start or end shows its new status within seconds
    refetchInterval: (query) => listRefetchMs(query.state.data, Date.now()),
  });

/** The viewer (null: a visitor), once a stored session has been checked. */
export function useViewer(): { userId: number | null; ready: boolean } {
  const auth = useOptionalAuth();
  return { userId: auth?.user?.getUser.userId ?? null, ready: auth === null || auth.isInitialized };
}

/** The races of a tab as the viewer sees them. */
export function useRaces(status: RaceListStatus) {
  const { userId, ready } = useViewer();
  return useQuery({ ...racesQueryOptions(status, userId), enabled: ready });
}

/** GET /api/races/:id: the race, its top 50 and the viewer's own standing. */
export async function fetchRace(raceId: string, signal?: AbortSignal): Promise<RaceDetail> {
  return (
    await apiGet<Answer<typeof raceDetailResponseSchema>>(`/api/races/${encodeURIComponent(raceId)}`, {
      signal,
    })
  ).data;
}

export const raceQueryOptions = (raceId: string, userId: number | null) =>
  queryOptions({
    queryKey: [...raceQueryKeyRoot(raceId), userId] as const,
    queryFn: ({ signal }) => fetchRace(raceId, signal),
    staleTime: 10_000,
    // a missing race stays missing
    retry: (failures, error) => failures < 2 && (error as { status?: number }).status !== 404,
    // past its start or end, or paying its prizes: read again until the server moves it on
    refetchInterval: (query) =>
      query.state.data && awaitsServer(query.state.data.race, Date.now()) ? 5_000 : false,
  });

/** One race as the viewer sees it. */
export function useRace(raceId: string) {
  const { userId, ready } = useViewer();
  return useQuery({ ...raceQueryOptions(raceId, userId), enabled: ready });
}
