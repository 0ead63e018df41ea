import type { activateBonusResponseSchema } from '@casino/contracts/bonuses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiPost } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { freeSpinsQueryOptions } from '../../../lib/free-spins';
import { cashbackQueryOptions } from './cashback';
import { depositBonusesQueryKeyRoot } from './get-deposit-bonuses';
import { browserTimeZone } from './get-promotions';

/** POST /api/bonuses/activate: takes a promotion that needs no deposit; answers the active bonus. */
export async function activateBonus({
  promotionId,
  replaceActive = false,
  replaceBonusId,
}: {
  promotionId: string;
  /** The player chose "Burn and Activate new bonus": their active bonus ends for this one. */
  replaceActive?: boolean;
  /** The active bonus they were shown (a different one is not burnt). */
  replaceBonusId?: string | undefined;
}) {
  const timeZone = browserTimeZone();
  const { data } = await apiPost<Answer<typeof activateBonusResponseSchema>>('/api/bonuses/activate', {
    promotionId,
    ...(timeZone ? { timeZone } : {}),
    ...(replaceActive ? { replaceActive } : {}),
    ...(replaceBonusId ? { replaceBonusId } : {}),
  });
  return data.bonus;
}

/**
 * Takes a promotion. The balance, the active bonus and what the cashier offers all change, so each
 * is read again (also after a refusal: another bonus may have become active meanwhile).
 */
export function useActivateBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateBonus,
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
