import type { UserDetails, userDetailsResponseSchema } from '@casino/contracts';
import { timing } from '@casino/contracts/validations';
import { queryOptions } from '@tanstack/react-query';
import { type Answer, apiGet, getAccessToken } from '../api-client';

/** GET /api/user/get-user-details (spec §7): the signed-in player's details, wallet and limits. */
export async function fetchUserDetails(
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<UserDetails> {
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined];
  const active = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  const signal = active.length > 1 ? AbortSignal.any(active) : active[0];
  const response = await apiGet<Answer<typeof userDetailsResponseSchema>>('/api/user/get-user-details', {
    signal,
  });
  return response.data;
}

/**
 * The player's details as a query (key `['user-details']`): features that change them (profile,
 * cashier, bonuses) invalidate this key, and the auth state follows the fresh data.
 */
export const userDetailsQueryOptions = queryOptions({
  queryKey: ['user-details'] as const,
  queryFn: ({ signal }) => fetchUserDetails({ signal }),
  staleTime: 30_000,
});

/** Spec §9: the check of a stored token on load gives up after 2 s, so the page never waits longer. */
export const userCheckTimeoutMs = timing.userCheckTimeoutMs;

let startupCheck: { token: string; answer: Promise<UserDetails> } | undefined;

/**
 * Starts the load check of a stored token (spec §4) as the app's code starts, before React's first
 * render: the auth provider, which would ask only once it has rendered, takes this answer instead
 * (takeStartupCheck), so the details, and the reads that wait for them, arrive that much sooner.
 */
export function startUserCheck(): void {
  const token = getAccessToken();
  if (!token) return;
  const answer = fetchUserDetails({ timeoutMs: userCheckTimeoutMs });
  // its failure is the auth provider's to report, when it takes the answer
  answer.catch(() => undefined);
  startupCheck = { token, answer };
}

/** The start-up check of `token`, once; undefined when none was started for it. */
export function takeStartupCheck(token: string): Promise<UserDetails> | undefined {
  if (startupCheck?.token !== token) return undefined;
  const { answer } = startupCheck;
  startupCheck = undefined;
  return answer;
}
