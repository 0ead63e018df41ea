import type { VipClub } from '@casino/contracts/loyalty';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

export type LadderLevel = Pick<VipClub['levels'][number], 'level' | 'name' | 'xpThreshold'>;

/**
 * The loyalty ladder's levels (GET /api/user/vip-club, public, like the currencies): their names and
 * thresholds for a player's page, where a role without loyalty.manage cannot read the back-office's
 * ladder. Sent without the operator's token: it is not a back-office call.
 */
export function useLoyaltyLadder() {
  const query = useQuery({
    queryKey: queryKeys.loyaltyLadder,
    queryFn: ({ signal }) => apiRequest<{ data: VipClub }>('/api/user/vip-club', { signal, anonymous: true }),
    staleTime: 5 * 60_000,
  });
  const levels: LadderLevel[] = (query.data?.data.levels ?? []).map(({ level, name, xpThreshold }) => ({
    level,
    name,
    xpThreshold,
  }));
  return { ...query, levels };
}
