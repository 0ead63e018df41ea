import type { PlayerBonus } from '@casino/contracts';
import type { activateBonusResponseSchema, cashbackResponseSchema } from '@casino/contracts/bonuses';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiGet, apiPost } from '../../../lib/api-client';
import { bonusHistoryQueryOptions } from './get-bonus-history';

/** GET /api/bonuses/cashback: the player's running instant cashback with what it earned so far, or null. */
export async function getCashback(signal?: AbortSignal): Promise<PlayerBonus | null> {
  const { data } = await apiGet<Answer<typeof cashbackResponseSchema>>('/api/bonuses/cashback', { signal });
  return data.cashback;
}

export const cashbackQueryOptions = queryOptions({
  // its own key (not under the offers', read again on every balance change): a sum over the whole
  // period is read when the page opens or the player takes or claims one
  queryKey: ['bonuses', 'cashback'] as const,
  queryFn: ({ signal }) => getCashback(signal),
  staleTime: 30_000,
});

/**
 * POST /api/bonuses/cashback/claim: what the running cashback earned is paid now and its period
 * ends. The cashback and the bonus history are read again either way (it may have just ended).
 */
export function useClaimCashback({ onPaid }: { onPaid?: (bonus: PlayerBonus) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bonusId: string) => {
      const { data } = await apiPost<Answer<typeof activateBonusResponseSchema>>(
        '/api/bonuses/cashback/claim',
        { bonusId },
      );
      return data.bonus;
    },
    // told here rather than per call: the card that asked is gone once the cashback is read again
    onSuccess: (bonus) => onPaid?.(bonus),
    onSettled: () =>
      Promise.all(
        [cashbackQueryOptions.queryKey, bonusHistoryQueryOptions.queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
