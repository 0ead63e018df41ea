import type { ReferralOverview, referralOverviewResponseSchema } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from '../../../lib/api-client';
import { useOptionalAuth } from '../../../lib/auth';

/** Every read of refer-a-friend: a reward paid or a deposit of the player reads them again. */
export const referralsQueryKeyRoot = ['referrals'] as const;

/** GET /api/user/referrals: the player's link, the terms in their currency, and their friends. */
export async function fetchReferrals(signal?: AbortSignal): Promise<ReferralOverview> {
  return (await apiGet<Answer<typeof referralOverviewResponseSchema>>('/api/user/referrals', { signal }))
    .data;
}

/**
 * The player's refer-a-friend overview, keyed by player. Friends' wagering reaches the referrer by no
 * event, so it is read again every minute while shown.
 */
export const referralsQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: [...referralsQueryKeyRoot, userId] as const,
    queryFn: ({ signal }) => fetchReferrals(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** The signed-in player's overview; waits until the stored session is checked. */
export function useReferrals() {
  const auth = useOptionalAuth();
  const userId = auth?.user?.getUser.userId ?? null;
  return useQuery({ ...referralsQueryOptions(userId), enabled: userId !== null });
}
