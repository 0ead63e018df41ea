import type { Clock } from '../src/lib/clock.ts';

/** A clock tests move by hand. */
export function createTestClock(start = new Date('2026-11-21T12:00:00Z')) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void; set(date: Date): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
  return clock;
}
