import type { RealityCheck } from '@casino/contracts';
import { realityCheckIntervals } from '@casino/contracts/responsible-gaming';
import { durationParts } from '../../../lib/auth';

/** The choices of the reality-check form in the order shown: off (null), then each interval in minutes. */
export const realityCheckOptions: readonly (number | null)[] = [null, ...realityCheckIntervals];

/** When the next reminder comes: none (off), due now, or at a moment. */
export type NextRealityCheck = { kind: 'off' } | { kind: 'due' } | { kind: 'at'; at: Date };

/**
 * The next reminder of this session as the page shows it: off without an interval, due when the
 * server says so or its time has passed (`now`), else its moment. A time that cannot be read counts
 * as due: the server holds real-money rounds back until the player answers anyway.
 */
export function nextRealityCheck(
  check: Pick<RealityCheck, 'minutes' | 'dueAt' | 'due'>,
  now: Date,
): NextRealityCheck {
  if (check.minutes === null || check.dueAt === null) return { kind: 'off' };
  const at = new Date(check.dueAt);
  if (check.due || Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) return { kind: 'due' };
  return { kind: 'at', at };
}

/**
 * An interval on its tile, short so that seven fit a row: "15 min", "1 hr", "2 hr" in the player's
 * language (the long form, "15 minutes", is its accessible name).
 */
export function formatIntervalShort(minutes: number, locale: string): string {
  const { value, unit } = durationParts(minutes);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}
