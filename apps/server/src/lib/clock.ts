/** Source of the current time; services take one so time-based rules are testable. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that can be moved forward (the browser journeys' POST /api/test/clock): the system's time plus a shift. */
export function createShiftableClock(base: Clock = systemClock): Clock & { shift(ms: number): Date } {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    shift(ms: number) {
      offset += ms;
      return new Date(base.now().getTime() + offset);
    },
  };
}
