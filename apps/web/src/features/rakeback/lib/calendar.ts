import { rakebackCalendarDays, rakebackDemoAmount, rakebackPreviewDays } from '@casino/contracts/constants';
import type { RakebackDay } from '@casino/contracts/rakeback';

/*
 * The rakeback calendar's tiles (spec §2, §3, §4, §9): 28 days, Monday to Sunday, from the Monday of
 * the week before this one, in the player's time zone. Each tile is a date the player may claim on:
 * it shows the entry whose claim date it is (yesterday's play on today's tile; today's running amount,
 * locked, on tomorrow's).
 */

export const dayNames = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type DayName = (typeof dayNames)[number];

/** A client calendar day (spec §3). */
export type RakebackTile = {
  /** The tile's date, "2026-11-28". */
  dayDate: string;
  /** The day of the month. */
  date: number;
  dayName: DayName;
  /** 1 January … 12 December (the component names it in the player's language). */
  month: number;
  state: 'ended' | 'today' | 'future';
  /** The claim button may show: today and yesterday, signed in only. */
  showButton: boolean;
  /** An entry is attached to the day. */
  bonus: boolean;
  /** Minor units; null without an entry. */
  amount: string | null;
  bonusId: string | null;
  paidAt: string | null;
  /** The entry is the running day's: what it has earned so far. */
  running: boolean;
};

/** What a tile shows (spec §4). */
export type TileStatus = 'claimable' | 'claimed' | 'not-claimed' | 'locked' | 'play-to-win' | 'empty';

const dayMs = 86_400_000;
const noon = (isoDate: string) => Date.parse(`${isoDate}T12:00:00Z`);
const isoOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The 28 dates of the calendar around `today`, Monday of the previous week first. */
export function calendarDates(today: string): string[] {
  const weekday = (new Date(noon(today)).getUTCDay() + 6) % 7; // 0 Monday … 6 Sunday
  const start = noon(today) - (weekday + 7) * dayMs;
  return Array.from({ length: rakebackCalendarDays }, (_, index) => isoOf(start + index * dayMs));
}

/**
 * The calendar's tiles from the server's entries (or a demo's), `today` being the player's date:
 * each entry lands on its claim date.
 */
export function buildTiles(
  today: string,
  entries: readonly RakebackDay[],
  { signedIn }: { signedIn: boolean },
): RakebackTile[] {
  const byClaimDate = new Map(entries.map((entry) => [entry.canClaimDate, entry]));
  const yesterday = isoOf(noon(today) - dayMs);
  return calendarDates(today).map((dayDate) => {
    const entry = byClaimDate.get(dayDate);
    const at = new Date(noon(dayDate));
    return {
      dayDate,
      date: at.getUTCDate(),
      dayName: dayNames[(at.getUTCDay() + 6) % 7] as DayName,
      month: at.getUTCMonth() + 1,
      state: dayDate < today ? 'ended' : dayDate === today ? 'today' : 'future',
      showButton: signedIn && (dayDate === today || dayDate === yesterday),
      bonus: entry !== undefined,
      amount: entry?.amount ?? null,
      bonusId: entry?.bonusId ?? null,
      paidAt: entry?.paidAt ?? null,
      running: entry?.open ?? false,
    };
  });
}

const positive = (amount: string | null) => amount !== null && BigInt(amount) > 0n;

/** Spec §4: what a tile shows, from its state, amount, payment and button. */
export function tileStatus(tile: RakebackTile): TileStatus {
  if (tile.paidAt) return 'claimed';
  const earned = positive(tile.amount);
  if (tile.state === 'future') return earned ? 'locked' : 'play-to-win';
  if (earned && tile.showButton && !tile.running) return 'claimable';
  if (tile.state === 'today') return earned ? 'locked' : 'play-to-win';
  return earned ? 'not-claimed' : 'empty';
}

/** The 7 tiles a preview shows: from yesterday on. */
export function previewTiles(tiles: readonly RakebackTile[], today: string): RakebackTile[] {
  const from = tiles.findIndex((tile) => tile.dayDate === today) - 1;
  return tiles.slice(Math.max(0, from), Math.max(0, from) + rakebackPreviewDays);
}

/**
 * A signed-out visitor's demo calendar (spec §9): every day an amount from 1.00 to 1000.00 picked
 * at random (`random` in [0, 1)), in minor units of a 2-decimal currency; the days gone by claimed,
 * as a player who comes every day would have them.
 */
export function demoEntries(today: string, random: () => number = Math.random): RakebackDay[] {
  const { min, max, decimals } = rakebackDemoAmount;
  const scale = 10 ** decimals;
  return calendarDates(today).map((dayDate) => {
    const cents = min * scale + Math.floor(random() * ((max - min) * scale + 1));
    return {
      bonusId: `demo-${dayDate}`,
      dayDate,
      canClaimDate: dayDate,
      amount: String(cents),
      ngr: '0',
      percentBp: 0,
      currency: '',
      paidAt: dayDate < today ? `${dayDate}T12:00:00.000Z` : null,
      claimUntil: null,
      open: dayDate > today,
    };
  });
}
