import type { VipClub } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { clampPercent, loyaltyEventOf, nextLevelOf, progressOf, withLoyaltyEvent } from './standing';

/** The seeded ladder: Bronze 0, Silver 100, Gold 1000, Platinum 10000, Diamond 50000 xp. */
const levels: VipClub['levels'] = [
  ['Bronze', 0, null, 500, false],
  ['Silver', 100, '500', 500, false],
  ['Gold', 1000, '2000', 600, false],
  ['Platinum', 10_000, '10000', 750, true],
  ['Diamond', 50_000, '50000', 1000, true],
].map(([name, xpThreshold, reward, rakebackPercentBp, personalManager], index) => ({
  level: index + 1,
  name: name as string,
  xpThreshold: xpThreshold as number,
  reward: reward === null ? null : { amount: reward as string, currency: 'EUR', exponent: 2 },
  rakebackPercentBp: rakebackPercentBp as number,
  withdrawalLimit: null,
  personalManager: personalManager as boolean,
}));

const club = (player: VipClub['player']): VipClub => ({
  levels,
  rate: { amount: '100', currency: 'EUR', exponent: 2 },
  player,
  history: [],
});

describe('progress on the ladder', () => {
  it('measures the way from the current level to the next, as the server does', () => {
    expect(progressOf(levels, 2, 150)).toEqual({ pointsTillLevelUp: 850, progressPercent: 5.5 });
    expect(progressOf(levels, 1, 0)).toEqual({ pointsTillLevelUp: 100, progressPercent: 0 });
    expect(progressOf(levels, 1, 99)).toEqual({ pointsTillLevelUp: 1, progressPercent: 99 });
  });

  it('is full with nothing to go at the top level', () => {
    expect(progressOf(levels, 5, 80_000)).toEqual({ pointsTillLevelUp: null, progressPercent: 100 });
    expect(nextLevelOf(levels, 5)).toBeNull();
    expect(nextLevelOf(levels, 2)?.name).toBe('Gold');
  });

  it('stays within 0 and 100 for a level set by the VIP team below or above the xp', () => {
    // set to Gold with only 150 xp: nothing done yet towards Platinum
    expect(progressOf(levels, 3, 150)).toEqual({ pointsTillLevelUp: 9850, progressPercent: 0 });
    // set down to Silver with 5000 xp: the bar is full until play counts again
    expect(progressOf(levels, 2, 5000)).toEqual({ pointsTillLevelUp: 0, progressPercent: 100 });
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

describe('the loyalty socket event', () => {
  it('is read from the window event’s detail, and dropped when malformed', () => {
    const detail = { level: 2, loyaltyPoints: 150, xp: 150, pointsTillLevelUp: 850, levelsReached: [2] };
    expect(loyaltyEventOf(detail)).toEqual(detail);
    expect(loyaltyEventOf({ ...detail, pointsTillLevelUp: null, levelsReached: undefined })).toEqual({
      ...detail,
      pointsTillLevelUp: null,
      levelsReached: [],
    });
    expect(loyaltyEventOf({ ...detail, xp: '150' })).toBeNull();
    expect(loyaltyEventOf(null)).toBeNull();
  });

  it('moves the player’s progress at once, and their perks with a new level', () => {
    const before = club({
      level: 1,
      loyaltyPoints: 40,
      xp: 40,
      pointsTillLevelUp: 60,
      progressPercent: 40,
      personalManager: false,
    });
    const after = withLoyaltyEvent(before, {
      level: 4,
      loyaltyPoints: 12_000,
      xp: 12_000,
      pointsTillLevelUp: 38_000,
      levelsReached: [2, 3, 4],
    });
    expect(after.player).toEqual({
      level: 4,
      loyaltyPoints: 12_000,
      xp: 12_000,
      pointsTillLevelUp: 38_000,
      progressPercent: 5,
      personalManager: true,
    });
    expect(after.levels).toBe(before.levels);
  });

  it('leaves a visitor’s club as it is', () => {
    const guest = club(null);
    expect(
      withLoyaltyEvent(guest, { level: 2, loyaltyPoints: 1, xp: 1, pointsTillLevelUp: 1, levelsReached: [] }),
    ).toBe(guest);
  });
});
