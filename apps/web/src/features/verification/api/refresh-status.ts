import type { KycStatus, kycStatusResponseSchema } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiPost } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { verificationQueryKeyRoot } from './get-verification';

/**
 * POST /api/user/documents/refresh-status: the discrepancy's action (spec §4), the status every
 * approved document gives, written to the profile now.
 */
export async function postRefreshStatus(): Promise<KycStatus> {
  return (
    await apiPost<Answer<typeof kycStatusResponseSchema>>('/api/user/documents/refresh-status', undefined)
  ).data.kycStatus;
}

/** Refreshes the status; the page and the player's details (which carry kycStatus) are read again. */
export function useRefreshStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRefreshStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: verificationQueryKeyRoot }),
        queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions.queryKey }),
      ]),
  });
}
