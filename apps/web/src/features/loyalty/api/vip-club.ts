import type { VipClub, vipClubResponseSchema } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from '../../../lib/api-client';
import { useOptionalAuth } from '../../../lib/auth';

/** Every read of the VIP club: a `loyalty` socket event updates them and reads them again. */
export const loyaltyQueryKeyRoot = ['loyalty'] as const;
/** The VIP club's reads, one per viewer (a guest's is priced in the casino's default currency). */
export const vipClubQueryKeyRoot = [...loyaltyQueryKeyRoot, 'vip-club'] as const;

/** GET /api/user/vip-club: the ladder for everyone; the player's standing and history when signed in. */
export async function fetchVipClub(signal?: AbortSignal): Promise<VipClub> {
  return (await apiGet<Answer<typeof vipClubResponseSchema>>('/api/user/vip-club', { signal })).data;
}

/** The VIP club as the viewer sees it, keyed by player so signing in or out reads it again. */
export const vipClubQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: [...vipClubQueryKeyRoot, userId] as const,
    queryFn: ({ signal }) => fetchVipClub(signal),
    staleTime: 30_000,
  });

/** The VIP club for whoever is looking; waits for a stored session to be checked first. */
export function useVipClub() {
  const auth = useOptionalAuth();
  const userId = auth?.user?.getUser.userId ?? null;
  return useQuery({ ...vipClubQueryOptions(userId), enabled: auth === null || auth.isInitialized });
}
