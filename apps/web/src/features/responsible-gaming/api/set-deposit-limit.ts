import type { DepositLimitInput, DepositLimitPeriod, DepositLimitsResponse } from '@casino/contracts';
import { depositLimitsResponseSchema } from '@casino/contracts/responsible-gaming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { depositLimitsQueryOptions } from './get-deposit-limits';

export type SetDepositLimitInput = { period: DepositLimitPeriod } & DepositLimitInput;

/**
 * PUT /api/user/responsible-gaming/deposit-limits/{period}: a new limit in minor units, or null to
 * remove it. A first or lower limit applies at once; a raise or a removal waits 24 hours.
 */
export function setDepositLimit({ period, amount }: SetDepositLimitInput): Promise<DepositLimitsResponse> {
  return apiRequest(`/api/user/responsible-gaming/deposit-limits/${period}`, {
    method: 'PUT',
    body: { amount },
    schema: depositLimitsResponseSchema,
  });
}

/** Sets, raises, lowers or removes one deposit limit, then reloads the limits shown. */
export function useSetDepositLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDepositLimit,
    // pending until the fresh limits are in: the row shows the change as the player's message does
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositLimitsQueryOptions.queryKey }),
  });
}
