import { type HarmMarker, type HarmMarkerKind, harmMarkerKinds } from '@casino/contracts/backoffice';

/*
 * Markers of harm in plain words (issue 21): the job raises one when a player's signals of a kind
 * pass its threshold in 30 days. Its detail holds the signal days in the window (`days`), the
 * latest day (`lastDay`) and that day's signal (`latest`): which limits were used to 80% or more,
 * how many minutes the longest session lasted, how many withdrawals the player cancelled.
 */

/** The markers' list API under /api/backoffice (refine's resource name). */
export const markersResource = 'responsible-gaming/markers';

export const markerKindLabels: Record<HarmMarkerKind, string> = {
  'limit-near': 'Limit nearly used up',
  'long-session': 'Long sessions',
  'withdrawal-reversed': 'Withdrawals cancelled',
};

export const markerStatusLabels: Record<HarmMarker['status'], string> = {
  open: 'Open',
  reviewed: 'Reviewed',
};

/** The list's status filter: open markers by default. */
export const markerFilterStatuses = ['open', 'reviewed', 'all'] as const;
export type MarkerFilterStatus = (typeof markerFilterStatuses)[number];
export const markerFilterLabels: Record<MarkerFilterStatus, string> = {
  open: 'Open',
  reviewed: 'Reviewed',
  all: 'All',
};

export function isMarkerFilterStatus(value: string | null): value is MarkerFilterStatus {
  return value !== null && (markerFilterStatuses as readonly string[]).includes(value);
}

/** The window markers count signal days over. */
export const markerWindowDays = 30;

const limitNames: Record<string, string> = {
  maxBetLimit: 'maximum bet',
  dailyBetLimit: 'daily bet limit',
  weeklyBetLimit: 'weekly bet limit',
  monthlyBetLimit: 'monthly bet limit',
  dailyLossLimit: 'daily loss limit',
  weeklyLossLimit: 'weekly loss limit',
  monthlyLossLimit: 'monthly loss limit',
  dailyDepositLimit: 'daily deposit limit',
  weeklyDepositLimit: 'weekly deposit limit',
  monthlyDepositLimit: 'monthly deposit limit',
};

/** "dailyLossLimit" → "daily loss limit"; an unknown key spelt out the same way. */
export function limitName(key: string): string {
  return limitNames[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** "a", "a and b", "a, b and c". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** 361 → "6 h 1 min", 360 → "6 h", 45 → "45 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/** "; on the latest, 2026-11-12: 1 withdrawal", with what the detail has of the latest day. */
function latestText(lastDay: string | null, what: string | null): string {
  if (lastDay && what) return `; on the latest, ${lastDay}: ${what}`;
  if (lastDay) return ` (the latest on ${lastDay})`;
  return what ? `; the latest: ${what}` : '';
}

/**
 * A marker's detail as a sentence: "Used a bet, loss or deposit limit to 80% or more on 3 days in
 * 30; on the latest, 2026-11-12: the daily loss limit." Parts the detail lacks are left out rather
 * than guessed.
 */
export function markerDetailText(kind: HarmMarkerKind, detail: Record<string, unknown>): string {
  const days = whole(detail.days);
  const lastDay = typeof detail.lastDay === 'string' ? detail.lastDay : null;
  const latest = record(detail.latest);
  const inWindow =
    days === null
      ? `in the last ${markerWindowDays} days`
      : `on ${plural(days, 'day', 'days')} in ${markerWindowDays}`;

  if (kind === 'limit-near') {
    const limits = Array.isArray(latest.limits)
      ? latest.limits.filter((item): item is string => typeof item === 'string').map(limitName)
      : [];
    const which = limits.length > 0 ? `the ${listText(limits)}` : null;
    return `Used a bet, loss or deposit limit to 80% or more ${inWindow}${latestText(lastDay, which)}.`;
  }
  if (kind === 'long-session') {
    const minutes = whole(latest.minutes);
    const longest = minutes === null ? null : `${durationText(minutes)} of play`;
    return `Played sessions of 6 hours or more ${inWindow}${latestText(lastDay, longest)}.`;
  }
  const cancelled = whole(latest.cancelled);
  const count = cancelled === null ? null : plural(cancelled, 'withdrawal', 'withdrawals');
  return `Cancelled their own withdrawals ${inWindow}${latestText(lastDay, count)}.`;
}

/** Whether a query parameter names a marker kind. */
export function isMarkerKind(value: string | null): value is HarmMarkerKind {
  return value !== null && (harmMarkerKinds as readonly string[]).includes(value);
}
