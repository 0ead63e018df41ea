import type { FeedWin, WinTable } from '@casino/contracts';
import { bigWinMultiplier, winTableDays, winTableSize } from '@casino/contracts/constants';

const dayMs = 86_400_000;

/** Whether a win belongs in `table` at all, as the server chooses its rows. */
function qualifies(table: WinTable, win: FeedWin): boolean {
  if (table === 'high-rollers') return win.highRoller;
  if (table === 'multipliers') return win.multiplier >= bigWinMultiplier;
  return true;
}

/**
 * A top-wins table after a live win arrived, as the server would now return it: the latest wins
 * first (All Wins, My Wins, High Rollers), or the biggest multipliers first (Multiplier Madness, a
 * new win before older ones of the same multiplier); the look-back tables drop rows older than
 * `winTableDays`. Returns `rows` itself when the win does not enter the table (another game's when
 * `game` is given, one not qualifying, one already shown), so callers can skip an update.
 * Which feed a table hears (everyone's wins or the player's own) is the caller's choice.
 */
export function mergeLiveWin(table: WinTable, rows: FeedWin[], win: FeedWin, game?: string): FeedWin[] {
  if (game !== undefined && win.game.slug !== game) return rows;
  if (!qualifies(table, win)) return rows;
  if (rows.some((row) => row.id === win.id)) return rows;
  if (table === 'all' || table === 'mine') return [win, ...rows].slice(0, winTableSize);
  const since = Date.parse(win.createdAt) - winTableDays * dayMs;
  const recent = rows.filter((row) => Date.parse(row.createdAt) > since);
  if (table === 'high-rollers') return [win, ...recent].slice(0, winTableSize);
  const index = recent.findIndex((row) => row.multiplier <= win.multiplier);
  // smaller than every multiplier of a full table
  if (index === -1 && recent.length >= winTableSize) return rows;
  const at = index === -1 ? recent.length : index;
  return [...recent.slice(0, at), win, ...recent.slice(at)].slice(0, winTableSize);
}
