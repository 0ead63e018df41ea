/** Source of the current time; services take one so time-based rules are testable. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
