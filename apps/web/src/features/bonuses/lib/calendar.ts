import { bonusCalendarPreviewDays } from '@casino/contracts';

/*
 * The daily bonus calendar (spec §2 "Bonus calendar modal", §9 "Calendar 28 days, preview 7 days,
 * title cut 35"): four weeks, Monday to Sunday, from the week before the current one, in the
 * player's time zone.
 */

export const calendarDays = 28;
/** The server refuses a dated bonus taken early inside the same preview (ADD_TO_CALENDAR). */
export const calendarPreviewDays = bonusCalendarPreviewDays;
export const calendarTitleLength = 35;

/** A calendar day: its date, its ISO weekday, and where it stands against today. */
export type CalendarDay = {
  /** "2026-11-27", in the player's time zone. */
  date: string;
  /** 1 Monday … 7 Sunday. */
  dayOfWeek: number;
  /** The day of the month. */
  day: number;
  /** past: a gift opened; today: today's bonus; preview: up to 7 days ahead; later: beyond that. */
  state: 'past' | 'today' | 'preview' | 'later';
};

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const dayMs = 86_400_000;

/** The date ("2026-11-27") and ISO weekday of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): { date: string; dayOfWeek: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    dayOfWeek: weekdays.indexOf(part('weekday')) + 1,
  };
}

/** The 28 days of the calendar around `now` in `timeZone`, Monday of the previous week first. */
export function buildCalendar(now: Date, timeZone: string): CalendarDay[] {
  const today = localDate(now, timeZone);
  // calendar dates are counted at noon UTC, which no time zone moves to another date
  const todayNoon = Date.parse(`${today.date}T12:00:00Z`);
  const start = todayNoon - (today.dayOfWeek - 1 + 7) * dayMs;
  return Array.from({ length: calendarDays }, (_, index) => {
    const at = new Date(start + index * dayMs);
    const offset = Math.round((at.getTime() - todayNoon) / dayMs);
    return {
      date: at.toISOString().slice(0, 10),
      dayOfWeek: (index % 7) + 1,
      day: at.getUTCDate(),
      state:
        offset < 0 ? 'past' : offset === 0 ? 'today' : offset <= calendarPreviewDays ? 'preview' : 'later',
    };
  });
}

/** A bonus title as the calendar shows it: at most 35 characters, then an ellipsis. */
export function calendarTitle(title: string): string {
  const chars = [...title];
  return chars.length > calendarTitleLength ? `${chars.slice(0, calendarTitleLength).join('')}…` : title;
}

/**
 * One of the day's bonus titles, picked at random but the same all day (a seed from the date), so
 * the calendar does not change its mind between two openings.
 */
export function pickForDay(titles: readonly string[], date: string): string | null {
  if (titles.length === 0) return null;
  let seed = 0;
  for (const char of date) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  return titles[seed % titles.length] ?? null;
}

/**
 * Noon of a calendar day ("2026-12-24") in the browser's time zone, as an instant: the day the
 * server reads from it in the player's zone is that day, even 13 or 14 hours from UTC.
 */
export function localNoon(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 12).toISOString();
}
