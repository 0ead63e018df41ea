import type { RealityCheck, realityCheckResponseSchema } from '@casino/contracts/responsible-gaming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiPost } from '../../../lib/api-client';
import { realityCheckQueryOptions } from './get-reality-check';

/** POST /api/user/responsible-gaming/reality-check/continue: the next reminder is one interval from now. */
export async function continueRealityCheck(): Promise<RealityCheck> {
  const { data } = await apiPost<Answer<typeof realityCheckResponseSchema>>(
    '/api/user/responsible-gaming/reality-check/continue',
    {},
  );
  return data;
}

/** The player chose to continue: the answer is the new state, so the reminder closes and the timer restarts. */
export function useContinueRealityCheck(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: continueRealityCheck,
    onSuccess: async (state) => {
      const { queryKey } = realityCheckQueryOptions(userId);
      // a read sent before this answer would bring back the reminder the player just closed
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, state);
    },
  });
}
