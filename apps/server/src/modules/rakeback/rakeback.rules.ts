/*
 * The calendar's days in a player's time zone: which local date an instant falls on, and when a
 * local date starts. Only Intl (the IANA data of the runtime), no offsets kept anywhere: a day of a
 * daylight-saving change is 23 or 25 hours long, and a zone whose clocks skip midnight starts its
 * day at the first instant that exists.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export function localDateOf(at: Date | number, timeZone: string): string {
  return formatterFor(timeZone).format(at);
}

/** The date `days` after an ISO date (YYYY-MM-DD); negative goes back. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The later of two ISO dates. */
export const laterDate = (a: string, b: string) => (a >= b ? a : b);

/**
 * The first instant (to the millisecond) whose local date in `timeZone` is `isoDate` or later. Every
 * zone's offset lies within −12 h and +14 h, so that instant is within 15 hours before and 13 hours
 * after the date's UTC midnight; a binary search over that window finds it (local dates only go
 * forward with time).
 */
export function startOfLocalDay(isoDate: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  let low = utcMidnight - 15 * 3_600_000; // its local date is before isoDate
  let high = utcMidnight + 13 * 3_600_000; // its local date is isoDate or later
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (localDateOf(middle, timeZone) >= isoDate) high = middle;
    else low = middle;
  }
  return new Date(high);
}

/**
 * The window of the day that follows `previousDate` (null: none before) starting at `start`: its
 * date is the local date of `start`, or the day after `previousDate` when the time zone moved west
 * and that date was taken already; it ends when the next local date starts.
 */
export function dayWindow(
  start: Date,
  timeZone: string,
  previousDate: string | null,
): { dayDate: string; endsAt: Date } {
  const local = localDateOf(start, timeZone);
  const dayDate = previousDate ? laterDate(local, addDays(previousDate, 1)) : local;
  return { dayDate, endsAt: startOfLocalDay(addDays(dayDate, 1), timeZone) };
}

/** When a closed day may be claimed: on the day after it and the day after that (spec §9 "today and yesterday"). */
export function claimWindow(
  dayDate: string,
  timeZone: string,
): { from: Date; until: Date; canClaimDate: string } {
  const canClaimDate = addDays(dayDate, 1);
  return {
    canClaimDate,
    from: startOfLocalDay(canClaimDate, timeZone),
    until: startOfLocalDay(addDays(dayDate, 3), timeZone),
  };
}
