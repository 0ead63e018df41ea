import type { RealityCheck, RealityCheckInput } from '@casino/contracts';
import { realityCheckResponseSchema } from '@casino/contracts/responsible-gaming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { realityCheckQueryOptions } from './get-reality-check';

/**
 * PUT /api/user/responsible-gaming/reality-check: the interval in minutes (15, 30, 45, 60, 90 or
 * 120), or null to turn it off. The next reminder counts from now.
 */
export async function setRealityCheck(input: RealityCheckInput): Promise<RealityCheck> {
  const response = await apiRequest('/api/user/responsible-gaming/reality-check', {
    method: 'PUT',
    body: input,
    schema: realityCheckResponseSchema,
  });
  return response.data;
}

/** Sets, changes or turns off the reality check, then reloads it (with the next reminder's time). */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    // pending until the fresh reality check is in: the page shows the saved interval as the message does;
    // the shell's reminder (features/reality-check, key ['reality-check', …]) schedules from the new time
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: realityCheckQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['reality-check'] }),
      ]),
  });
}
