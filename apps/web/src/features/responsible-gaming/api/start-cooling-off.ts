import type { BreakResponse, CoolingOffInput } from '@casino/contracts';
import { breakResponseSchema } from '@casino/contracts/responsible-gaming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';

/** POST /api/user/responsible-gaming/cooling-off: a short break from playing and depositing. */
export function startCoolingOff(input: CoolingOffInput): Promise<BreakResponse> {
  return apiPost('/api/user/responsible-gaming/cooling-off', input, { schema: breakResponseSchema });
}

/** Starts a cooling-off break, then reloads the player's details so the auth state shows it. */
export function useStartCoolingOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCoolingOff,
    // pending until the fresh details are in: the active view replaces the form without a flash
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions.queryKey }),
  });
}
