import type { UserDetails, userDetailsResponseSchema } from '@casino/contracts';
import { timing } from '@casino/contracts/validations';
import { queryOptions } from '@tanstack/react-query';
import { type Answer, apiGet } from '../api-client';

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
