import type { bonusHistoryResponseSchema } from '@casino/contracts/bonuses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from '../../../lib/api-client';
import { depositBonusesQueryKeyRoot } from './get-deposit-bonuses';

/** GET /api/bonuses/history: the player's bonuses, newest first. */
export const bonusHistoryQueryOptions = queryOptions({
  // under the offers' key: whatever refreshes the offers (a grant, a cancel) refreshes the history
  queryKey: [...depositBonusesQueryKeyRoot, 'history'] as const,
  queryFn: async ({ signal }) =>
    (await apiGet<Answer<typeof bonusHistoryResponseSchema>>('/api/bonuses/history', { signal })).data
      .bonuses,
  staleTime: 30_000,
});

export function useBonusHistory() {
  return useQuery(bonusHistoryQueryOptions);
}
