import type { SessionLimitResponse, sessionLimitResponseSchema } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type Answer, apiGet } from '../api-client';

/** The player's session time limit (minutes, or null) and when the current session ends. */
export type SessionLimit = SessionLimitResponse['data'];

/** GET /api/user/responsible-gaming/session-limit (spec §5): the limit and this session's end. */
export async function fetchSessionLimit(options: { signal?: AbortSignal } = {}): Promise<SessionLimit> {
  const response = await apiGet<Answer<typeof sessionLimitResponseSchema>>(
    '/api/user/responsible-gaming/session-limit',
    {
      signal: options.signal,
    },
  );
  return response.data;
}

/** The root of the session-limit keys: changing the limit invalidates it, signing out removes it. */
export const sessionLimitQueryKey = ['session-limit'] as const;

/**
 * The session limit of player `userId` as a query: read on sign-in or load, again when this tab
 * changes it, and on focus once a minute old (another device may have changed it).
 */
export const sessionLimitQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...sessionLimitQueryKey, userId] as const,
    queryFn: ({ signal }) => fetchSessionLimit({ signal }),
    staleTime: 60_000,
  });
