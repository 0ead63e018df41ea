import type { VerificationOverview, verificationOverviewResponseSchema } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from '../../../lib/api-client';
import { useOptionalAuth } from '../../../lib/auth';

/** Every read of the verification page: an upload, a refresh or a reviewer's decision reads them again. */
export const verificationQueryKeyRoot = ['verification'] as const;

/** GET /api/user/documents: the player's status, each needed document and everything sent. */
export async function fetchVerification(signal?: AbortSignal): Promise<VerificationOverview> {
  return (await apiGet<Answer<typeof verificationOverviewResponseSchema>>('/api/user/documents', { signal }))
    .data;
}

/** The player's verification, keyed by player; a reviewer's decision arrives as a `kyc` event. */
export const verificationQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: [...verificationQueryKeyRoot, 'overview', userId] as const,
    queryFn: ({ signal }) => fetchVerification(signal),
    staleTime: 30_000,
  });

/** The signed-in player's verification; waits until the stored session is checked. */
export function useVerification() {
  const auth = useOptionalAuth();
  const userId = auth?.user?.getUser.userId ?? null;
  return useQuery({ ...verificationQueryOptions(userId), enabled: userId !== null });
}
