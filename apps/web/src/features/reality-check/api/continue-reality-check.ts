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
    onSuccess: (state) => queryClient.setQueryData(realityCheckQueryOptions(userId).queryKey, state),
  });
}
