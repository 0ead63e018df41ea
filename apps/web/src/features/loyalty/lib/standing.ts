import type { LoyaltyEvent, VipClub, VipLevel } from '@casino/contracts';

/*
 * The player's standing on the ladder, worked out the way the server does (modules/loyalty
 * loyalty.rules.ts `progressOf`), so a `loyalty` socket event moves the page at once; the page's
 * next read brings the server's own figures.
 */

/** The xp still needed for the next level and how far along the span to it (0–100, one decimal, rounded down). */
export function progressOf(
  levels: readonly Pick<VipLevel, 'level' | 'xpThreshold'>[],
  level: number,
  xp: number,
): { pointsTillLevelUp: number | null; progressPercent: number } {
  const next = levels.find((rung) => rung.level === level + 1);
  if (!next) return { pointsTillLevelUp: null, progressPercent: 100 };
  const from = levels.find((rung) => rung.level === level)?.xpThreshold ?? 0;
  const span = next.xpThreshold - from;
  const done = Math.min(Math.max(xp - from, 0), span);
  return {
    pointsTillLevelUp: Math.max(next.xpThreshold - xp, 0),
    progressPercent: span > 0 ? Math.floor((done * 1000) / span) / 10 : 100,
  };
}

/** A progress percent safe for a progress bar: a number from 0 to 100. */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** The level after `level` on the ladder; null at the top. */
export function nextLevelOf<T extends Pick<VipLevel, 'level'>>(
  levels: readonly T[],
  level: number,
): T | null {
  return levels.find((rung) => rung.level === level + 1) ?? null;
}

/** The rung of `level`; null when the ladder no longer has it. */
export function levelOf<T extends Pick<VipLevel, 'level'>>(levels: readonly T[], level: number): T | null {
  return levels.find((rung) => rung.level === level) ?? null;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The `player:loyalty` window event's detail read as a loyalty event; null when malformed. */
export function loyaltyEventOf(detail: unknown): LoyaltyEvent | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { level, loyaltyPoints, xp, pointsTillLevelUp, levelsReached } = detail as Record<string, unknown>;
  if (!isCount(level) || !isCount(loyaltyPoints) || !isCount(xp)) return null;
  if (pointsTillLevelUp !== null && !isCount(pointsTillLevelUp)) return null;
  const reached = Array.isArray(levelsReached) ? levelsReached.filter(isCount) : [];
  return { level, loyaltyPoints, xp, pointsTillLevelUp, levelsReached: reached };
}

/**
 * The VIP club with the player's standing from a `loyalty` event: level, points, xp, the xp till the
 * next level and the progress towards it. A guest's club (no player) is left as it is.
 */
export function withLoyaltyEvent(club: VipClub, event: LoyaltyEvent): VipClub {
  if (!club.player) return club;
  const { progressPercent } = progressOf(club.levels, event.level, event.xp);
  return {
    ...club,
    player: {
      ...club.player,
      level: event.level,
      loyaltyPoints: event.loyaltyPoints,
      xp: event.xp,
      pointsTillLevelUp: event.pointsTillLevelUp,
      progressPercent,
      personalManager: levelOf(club.levels, event.level)?.personalManager ?? club.player.personalManager,
    },
  };
}
