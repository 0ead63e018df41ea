import type { RaceStatus } from '@casino/contracts';

/*
 * The clock of a race: how long until it starts or ends, and the text of that wait.
 */

/** A wait cut into days and a clock: 2 days 4 h 5 min 6 s → { days: 2, clock: "04:05:06" }. */
export type CountdownParts = { days: number; clock: string };

/** `ms` (none below zero) as whole days and an hh:mm:ss clock, seconds rounded up. */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { days, clock: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
}

/**
 * Where a race is on its clock: `starts` (upcoming) or `ends` (running) in `ms`, `due` when that
 * moment has passed but the server has not said so yet, `over` once it has ended or was cancelled.
 */
export type RaceTiming =
  | { phase: 'starts' | 'ends'; at: string; ms: number }
  | { phase: 'due'; next: 'start' | 'end' }
  | { phase: 'over' };

/** The timing of a race with `status` at `now`. */
export function raceTiming(
  race: { status: RaceStatus; startsAt: string; endsAt: string },
  now: Date | number,
): RaceTiming {
  const time = typeof now === 'number' ? now : now.getTime();
  if (race.status === 'upcoming' || race.status === 'running') {
    const at = race.status === 'upcoming' ? race.startsAt : race.endsAt;
    const ms = Date.parse(at) - time;
    if (Number.isNaN(ms)) return { phase: 'over' };
    if (ms <= 0) return { phase: 'due', next: race.status === 'upcoming' ? 'start' : 'end' };
    return { phase: race.status === 'upcoming' ? 'starts' : 'ends', at, ms };
  }
  return { phase: 'over' };
}

/**
 * Whether the race's answer is out of date at `now`: it has passed its start or end, or its prizes
 * are being paid. Such a race is read again every few seconds until the server moves it on.
 */
export function awaitsServer(
  race: { status: RaceStatus; startsAt: string; endsAt: string },
  now: Date | number,
): boolean {
  return race.status === 'finishing' || raceTiming(race, now).phase === 'due';
}

/** How often a list of races is read again: often while one of them awaits the server, else each minute. */
export function listRefetchMs(
  races: readonly { status: RaceStatus; startsAt: string; endsAt: string }[] | undefined,
  now: Date | number,
): number {
  return races?.some((race) => awaitsServer(race, now)) ? 5_000 : 60_000;
}
