/** The client signs out this long before the server closes the session, so no call meets a closed one. */
export const sessionEndLeadMs = 5_000;

/** The timer wakes at least this often, so a laptop that slept is judged by the time that really passed. */
export const sessionCheckIntervalMs = 60_000;

/**
 * Whether a session that ends at `endsAt` (ISO instant) is to be signed out at `now` (epoch ms), or
 * how long to wait before looking again. An end that cannot be read never signs anyone out.
 */
export function sessionEndCheck(endsAt: string, now: number): { due: true } | { due: false; delay: number } {
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return { due: false, delay: sessionCheckIntervalMs };
  const left = end - sessionEndLeadMs - now;
  if (left <= 0) return { due: true };
  return { due: false, delay: Math.min(left, sessionCheckIntervalMs) };
}

export type DurationUnit = 'minute' | 'hour' | 'day';

/** A duration in minutes in the largest unit that holds it whole: 90 → 90 minutes, 120 → 2 hours, 1440 → 1 day. */
export function durationParts(minutes: number): { value: number; unit: DurationUnit } {
  if (minutes > 0 && minutes % 1440 === 0) return { value: minutes / 1440, unit: 'day' };
  if (minutes > 0 && minutes % 60 === 0) return { value: minutes / 60, unit: 'hour' };
  return { value: minutes, unit: 'minute' };
}

/** A count of one unit in words of the player's language: "43,200 minutes", "1 hour". */
export function formatUnits(value: number, unit: DurationUnit, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A session time limit in words, in its largest whole unit: "10 minutes", "1 hour", "30 days". */
export function formatDuration(minutes: number, locale: string): string {
  const { value, unit } = durationParts(minutes);
  return formatUnits(value, unit, locale);
}
