import type { PlayerBonus } from '@casino/contracts';
import type { cancelBonusResponseSchema } from '@casino/contracts/bonuses';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiPost } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { depositBonusesQueryKeyRoot } from './get-deposit-bonuses';

/** POST /api/bonuses/active/cancel: ends the active bonus; its remaining bonus money is burnt. */
export async function cancelActiveBonus() {
  // read by type (the server answers through the schema): the deposit page's card loads without zod
  const { data } = await apiPost<Answer<typeof cancelBonusResponseSchema>>('/api/bonuses/active/cancel', {});
  return data.bonus;
}

export type CancelActiveBonusOptions = {
  /** Runs on success, before the refresh removes the card. */
  onCancelled?: (bonus: PlayerBonus) => void;
  /** Other features' queries the bonus shapes (the cashier's withdrawal blocks), refreshed too. */
  alsoRefresh?: readonly QueryKey[];
};

/**
 * Cancels the active bonus. Afterwards the balance, the offers and what blocks a withdrawal are all
 * different, so each is refreshed (also after a refusal: the bonus may have ended meanwhile).
 * `onCancelled` runs before the refresh removes the card, so its caller learns of the burn even
 * though the card (and a callback passed to `mutate`) is gone by then.
 */
export function useCancelActiveBonus({ onCancelled, alsoRefresh = [] }: CancelActiveBonusOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelActiveBonus,
    onSuccess: (bonus) => onCancelled?.(bonus),
    onSettled: () =>
      Promise.all(
        [userDetailsQueryOptions.queryKey, depositBonusesQueryKeyRoot, ...alsoRefresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
