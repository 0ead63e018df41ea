import type { activateBonusResponseSchema } from '@casino/contracts/bonuses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiPost } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { freeSpinsQueryOptions } from '../../../lib/free-spins';
import { cashbackQueryOptions } from './cashback';
import { depositBonusesQueryKeyRoot } from './get-deposit-bonuses';
import { browserTimeZone } from './get-promotions';

/** POST /api/bonuses/coupon: redeems a coupon code; answers the bonus it granted. */
export async function redeemCoupon({
  code,
  replaceActive = false,
  replaceBonusId,
}: {
  code: string;
  replaceActive?: boolean;
  replaceBonusId?: string | undefined;
}) {
  const timeZone = browserTimeZone();
  const { data } = await apiPost<Answer<typeof activateBonusResponseSchema>>('/api/bonuses/coupon', {
    code,
    ...(timeZone ? { timeZone } : {}),
    ...(replaceActive ? { replaceActive } : {}),
    ...(replaceBonusId ? { replaceBonusId } : {}),
  });
  return data.bonus;
}

/** Redeems a code; the balance and the active bonus are read again either way. */
export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCoupon,
    onSettled: () =>
      Promise.all(
        [
          userDetailsQueryOptions.queryKey,
          depositBonusesQueryKeyRoot,
          freeSpinsQueryOptions.queryKey,
          cashbackQueryOptions.queryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
