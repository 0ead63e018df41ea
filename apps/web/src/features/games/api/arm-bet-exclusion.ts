import type { BetExclusionInput, betExclusionResponseSchema } from '@casino/contracts/responsible-gaming';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiPost } from '../../../lib/api-client';

/**
 * POST /api/user/responsible-gaming/bet-exclusion (spec §4 Confirm Bonus Buy): the player's next
 * real-money round, if it is this buy (same game, same bet), skips the player's own limits once.
 */
export async function armBetExclusion(input: BetExclusionInput) {
  const { data } = await apiPost<Answer<typeof betExclusionResponseSchema>>(
    '/api/user/responsible-gaming/bet-exclusion',
    input,
  );
  return data;
}

/** Confirm Bonus Buy: arms the exclusion; the caller then plays the buy again. */
export function useArmBetExclusion() {
  return useMutation({ mutationFn: armBetExclusion });
}
