import type { UserDetails, VipClub } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { readAgain } from '../../../lib/wallet-events';
import { vipClubQueryKeyRoot } from '../api/vip-club';
import { loyaltyEventOf, withLoyaltyEvent } from './standing';

/*
 * What the player's loyalty news changes, wherever they are. A chunk of its own, fetched with the
 * first `loyalty` or `credit` event, so the lobby's download carries only the listener.
 */

/**
 * A `loyalty` socket event: the VIP club's progress and the player's details move at once, keeping
 * their fetch time (they are read again when they would have been anyway); a level reached reads the
 * club again, for its history. Answers the levels reached (none when the event is malformed).
 */
export function applyLoyaltyEvent(queryClient: QueryClient, detail: unknown): number[] {
  const event = loyaltyEventOf(detail);
  if (!event) return [];
  for (const [queryKey, club] of queryClient.getQueriesData<VipClub>({ queryKey: vipClubQueryKeyRoot })) {
    if (!club) continue;
    queryClient.setQueryData(queryKey, withLoyaltyEvent(club, event), {
      updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt,
    });
  }
  const { queryKey } = userDetailsQueryOptions;
  queryClient.setQueryData<UserDetails>(
    queryKey,
    (details) =>
      details && {
        ...details,
        userLoyaltyLevel: {
          level: event.level,
          loyaltyPoints: event.loyaltyPoints,
          pointsTillLevelUp: event.pointsTillLevelUp,
          xp: event.xp,
        },
      },
    { updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt },
  );
  if (event.levelsReached.length > 0) void readAgain(queryClient, vipClubQueryKeyRoot);
  return event.levelsReached;
}

/** A wallet `credit`: a level's reward paid (type `level_reward`) reads the club again, to show it paid. */
export function applyCredit(queryClient: QueryClient, detail: unknown): void {
  if (typeof detail === 'object' && detail !== null && (detail as { type?: unknown }).type === 'level_reward')
    void readAgain(queryClient, vipClubQueryKeyRoot);
}
