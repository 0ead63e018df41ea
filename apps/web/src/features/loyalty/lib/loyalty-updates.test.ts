import type { UserDetails, VipClub } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { vipClubQueryOptions } from '../api/vip-club';
import { applyLoyaltyEvent } from './loyalty-updates';

const levels: VipClub['levels'] = [0, 100, 1000].map((xpThreshold, index) => ({
  level: index + 1,
  name: ['Bronze', 'Silver', 'Gold'][index] ?? '',
  xpThreshold,
  reward: null,
  rakebackPercentBp: 500,
  withdrawalLimit: null,
  personalManager: false,
}));

function setup() {
  const queryClient = new QueryClient();
  const key = vipClubQueryOptions(7).queryKey;
  queryClient.setQueryData<VipClub>(key, {
    levels,
    rate: null,
    player: {
      level: 1,
      loyaltyPoints: 40,
      xp: 40,
      pointsTillLevelUp: 60,
      progressPercent: 40,
      personalManager: false,
    },
    history: [],
  });
  queryClient.setQueryData(userDetailsQueryOptions.queryKey, {
    userLoyaltyLevel: { level: 1, loyaltyPoints: 40, pointsTillLevelUp: 60, xp: 40 },
  } as UserDetails);
  return { queryClient, key };
}

describe('a loyalty socket event', () => {
  it('moves the VIP club’s progress and the player’s details without a new read', () => {
    const { queryClient, key } = setup();
    const before = queryClient.getQueryState(key)?.dataUpdatedAt;
    const reached = applyLoyaltyEvent(queryClient, {
      level: 1,
      loyaltyPoints: 70,
      xp: 70,
      pointsTillLevelUp: 30,
      levelsReached: [],
    });
    expect(reached).toEqual([]);
    expect(queryClient.getQueryData<VipClub>(key)?.player).toMatchObject({
      xp: 70,
      pointsTillLevelUp: 30,
      progressPercent: 70,
    });
    expect(queryClient.getQueryState(key)?.dataUpdatedAt).toBe(before);
    expect(queryClient.getQueryData<UserDetails>(userDetailsQueryOptions.queryKey)?.userLoyaltyLevel).toEqual(
      {
        level: 1,
        loyaltyPoints: 70,
        pointsTillLevelUp: 30,
        xp: 70,
      },
    );
  });

  it('answers the levels reached, for the notice, and marks the club to be read again', () => {
    const { queryClient, key } = setup();
    const reached = applyLoyaltyEvent(queryClient, {
      level: 2,
      loyaltyPoints: 150,
      xp: 150,
      pointsTillLevelUp: 850,
      levelsReached: [2],
    });
    expect(reached).toEqual([2]);
    expect(queryClient.getQueryData<VipClub>(key)?.player).toMatchObject({ level: 2, progressPercent: 5.5 });
  });

  it('ignores a malformed event', () => {
    const { queryClient, key } = setup();
    expect(applyLoyaltyEvent(queryClient, { level: 'two' })).toEqual([]);
    expect(queryClient.getQueryData<VipClub>(key)?.player?.xp).toBe(40);
  });
});
