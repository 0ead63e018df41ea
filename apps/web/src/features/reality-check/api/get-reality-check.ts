import type { RealityCheck, realityCheckResponseSchema } from '@casino/contracts/responsible-gaming';
import { queryOptions } from '@tanstack/react-query';
import { type Answer, apiGet } from '../../../lib/api-client';

/** GET /api/user/responsible-gaming/reality-check: the interval, when the next reminder is due, the session so far. */
export async function getRealityCheck(signal?: AbortSignal): Promise<RealityCheck> {
  const { data } = await apiGet<Answer<typeof realityCheckResponseSchema>>(
    '/api/user/responsible-gaming/reality-check',
    { signal },
  );
  return data;
}

/** The root of the reality-check keys: setting the interval elsewhere invalidates it. */
export const realityCheckQueryKey = ['reality-check'] as const;

/**
 * Player `userId`'s reality check: read once after sign-in, again on focus once a minute old
 * (another tab or device may have answered or changed it) and when the reminder falls due.
 */
export const realityCheckQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...realityCheckQueryKey, userId] as const,
    queryFn: ({ signal }) => getRealityCheck(signal),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
