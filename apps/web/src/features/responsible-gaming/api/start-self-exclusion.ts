import type { BreakResponse, SelfExclusionInput } from '@casino/contracts';
import { breakResponseSchema } from '@casino/contracts/responsible-gaming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';

/** POST /api/user/responsible-gaming/self-exclusion: a longer break, until a day or permanent. */
export function startSelfExclusion(input: SelfExclusionInput): Promise<BreakResponse> {
  return apiPost('/api/user/responsible-gaming/self-exclusion', input, { schema: breakResponseSchema });
}

/** Starts a self-exclusion, then reloads the player's details so the auth state shows it. */
export function useStartSelfExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSelfExclusion,
    // pending until the fresh details are in: the active view replaces the form without a flash
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions.queryKey }),
  });
}
