import type { RealityCheck } from '@casino/contracts/responsible-gaming';

/** The timer wakes at least this often, so a laptop that slept is judged by the time that really passed. */
export const reminderCheckIntervalMs = 60_000;

/** How long to wait before asking again when the server said "not yet" after this clock passed dueAt. */
export const clockSkewRetryMs = 10_000;

/**
 * Window event: something outside the app shell (a spin refused with REALITY_CHECK_DUE) learnt that
 * the reminder is due. The shell reads the state again and shows the reminder. The games feature
 * dispatches it by this name (features do not import each other).
 */
export const realityCheckDueEvent = 'casino:reality-check-due';

export type ReminderStep =
  /** No reality check, or nothing to wait for. */
  | { kind: 'idle' }
  /** The server says the reminder is due: show it. */
  | { kind: 'show' }
  /** dueAt has passed: read the state again (the server decides, with this session's figures). */
  | { kind: 'fetch' }
  /** Look again in `ms`. */
  | { kind: 'wait'; ms: number };

/**
 * What the reminder does next for a state read at `fetchedAt` (epoch ms), at `now`. When the
 * server answered "not yet" although this clock had already passed dueAt, its clock is behind:
 * it is asked again a little later rather than at once, so the two clocks cannot make a loop.
 */
export function nextReminderStep(
  state: RealityCheck | undefined,
  fetchedAt: number,
  now: number,
): ReminderStep {
  if (!state || state.minutes === null || state.dueAt === null) return { kind: 'idle' };
  if (state.due) return { kind: 'show' };
  const dueAt = Date.parse(state.dueAt);
  if (Number.isNaN(dueAt)) return { kind: 'idle' };
  const askAt = fetchedAt >= dueAt ? fetchedAt + clockSkewRetryMs : dueAt;
  if (now >= askAt) return { kind: 'fetch' };
  return { kind: 'wait', ms: Math.min(askAt - now, reminderCheckIntervalMs) };
}
