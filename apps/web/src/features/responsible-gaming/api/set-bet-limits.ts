import type { BetLimits, BetLimitsInput } from '@casino/contracts';
import { betLimitsResponseSchema } from '@casino/contracts/responsible-gaming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { betLimitsQueryOptions } from './get-bet-limits';

/**
 * PUT /api/user/responsible-gaming/bet-limits: the limits to set or change (the others stay). At
 * most once an hour (BET_LIMIT_CHANGE_LOCKED); a limit cannot be removed here, only through support.
 */
export async function setBetLimits(input: BetLimitsInput): Promise<BetLimits> {
  const response = await apiRequest('/api/user/responsible-gaming/bet-limits', {
    method: 'PUT',
    body: input,
    schema: betLimitsResponseSchema,
  });
  return response.data;
}

/** Saves bet and loss limits, then reloads them (with the time they may change next). */
export function useSetBetLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBetLimits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: betLimitsQueryOptions.queryKey }),
  });
}
