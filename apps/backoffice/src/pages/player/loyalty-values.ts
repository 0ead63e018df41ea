import type { LoyaltyHistoryEntry, PlayerLoyalty } from '@casino/contracts/loyalty';
import type { LadderLevel } from '../../lib/use-loyalty-ladder.ts';

/*
 * A player's loyalty as the player page shows and changes it: typed point adjustments ("+500",
 * "-200") and what an adjustment or a level set will leave the player with, the way the server
 * works it out (points and xp never below 0; going down, xp drops to the new level's threshold when
 * it would reach a higher one).
 */

/** "1200" → "1,200"; "-5" → "−5" (a true minus sign reads better than a hyphen). */
export function wholeText(value: number): string {
  const grouped = Math.abs(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `−${grouped}` : grouped;
}

/** "+500", "−200": a change of points, signed. */
export function signedText(value: number): string {
  return value > 0 ? `+${wholeText(value)}` : wholeText(value);
}

/**
 * Typed points: "500", "+500", "-200", "−1,000" (a typographic minus too). NaN when it is not a whole
 * number, so the schema says what is wrong.
 */
export function readPoints(text: string): number {
  const trimmed = text.trim().replace(/^[−–]/, '-').replace(/\s+/g, '');
  if (!/^[+-]?(\d{1,3}(,\d{3})+|\d{1,10})$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replaceAll(',', ''));
}

/** The player's points and xp after adding `points` (negative takes away), never below 0. */
export function afterAdjustment(loyalty: Pick<PlayerLoyalty, 'loyaltyPoints' | 'xp'>, points: number) {
  return {
    loyaltyPoints: Math.max(loyalty.loyaltyPoints + points, 0),
    xp: Math.max(loyalty.xp + points, 0),
  };
}

/**
 * The player's xp once set to `level`: unchanged, unless it reaches the level above, when it drops to
 * the level's own threshold (so their next stake does not undo the change).
 */
export function xpAfterLevelSet(xp: number, level: number, ladder: readonly LadderLevel[]): number {
  const rung = ladder.find((entry) => entry.level === level);
  const next = ladder.find((entry) => entry.level === level + 1);
  return rung && next && xp >= next.xpThreshold ? rung.xpThreshold : xp;
}

/** "3 · Gold"; "Level 3" when the ladder (or the level) is not known. */
export function levelText(level: number, ladder: readonly LadderLevel[], name?: string): string {
  const known = name ?? ladder.find((entry) => entry.level === level)?.name;
  return known ? `${level} · ${known}` : `Level ${level}`;
}

export const historyKindLabels: Record<LoyaltyHistoryEntry['kind'], string> = {
  level_up: 'Level reached',
  adjustment: 'Points adjusted',
  level_set: 'Level set',
};
