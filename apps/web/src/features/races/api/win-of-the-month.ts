import type { WinOfTheMonth, winOfTheMonthResponseSchema } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from '../../../lib/api-client';
import { racesQueryKeyRoot, useViewer } from './races';

/** GET /api/races/win-of-the-month: this month's rule and holder, and last month's winner. */
export async function fetchWinOfTheMonth(signal?: AbortSignal): Promise<WinOfTheMonth> {
  return (await apiGet<Answer<typeof winOfTheMonthResponseSchema>>('/api/races/win-of-the-month', { signal }))
    .data;
}

export const winOfTheMonthQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: [...racesQueryKeyRoot, 'win-of-the-month', userId] as const,
    queryFn: ({ signal }) => fetchWinOfTheMonth(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** Win of the month as the viewer sees it. */
export function useWinOfTheMonth() {
  const { userId, ready } = useViewer();
  return useQuery({ ...winOfTheMonthQueryOptions(userId), enabled: ready });
}
