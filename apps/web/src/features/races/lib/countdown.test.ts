import { describe, expect, it } from 'vitest';
import { awaitsServer, countdownParts, listRefetchMs, raceTiming } from './countdown';

const race = (status: 'upcoming' | 'running' | 'finishing' | 'ended' | 'cancelled') => ({
  status,
  startsAt: '2026-05-01T12:00:00.000Z',
  endsAt: '2026-05-03T12:00:00.000Z',
});

describe('a race’s countdown', () => {
  it('cuts a wait into days and an hh:mm:ss clock, seconds rounded up, never below zero', () => {
    expect(countdownParts(((2 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000)).toEqual({ days: 2, clock: '04:05:06' });
    expect(countdownParts(59_001)).toEqual({ days: 0, clock: '00:01:00' });
    expect(countdownParts(999)).toEqual({ days: 0, clock: '00:00:01' });
    expect(countdownParts(86_400_000)).toEqual({ days: 1, clock: '00:00:00' });
    expect(countdownParts(-5_000)).toEqual({ days: 0, clock: '00:00:00' });
  });

  it('counts to the start of an upcoming race and to the end of a running one', () => {
    expect(raceTiming(race('upcoming'), Date.parse('2026-05-01T11:00:00Z'))).toEqual({
      phase: 'starts',
      at: '2026-05-01T12:00:00.000Z',
      ms: 3_600_000,
    });
    expect(raceTiming(race('running'), new Date('2026-05-03T11:59:30Z'))).toEqual({
      phase: 'ends',
      at: '2026-05-03T12:00:00.000Z',
      ms: 30_000,
    });
  });

  it('is due once the moment passed before the server says so, and over once ended', () => {
    expect(raceTiming(race('upcoming'), Date.parse('2026-05-01T12:00:00Z'))).toEqual({
      phase: 'due',
      next: 'start',
    });
    expect(raceTiming(race('running'), Date.parse('2026-05-04T00:00:00Z'))).toEqual({
      phase: 'due',
      next: 'end',
    });
    for (const status of ['finishing', 'ended', 'cancelled'] as const)
      expect(raceTiming(race(status), 0)).toEqual({ phase: 'over' });
  });

  it('reads a race again often only while it waits for the server', () => {
    const during = Date.parse('2026-05-02T00:00:00Z');
    expect(awaitsServer(race('running'), during)).toBe(false);
    expect(awaitsServer(race('running'), Date.parse('2026-05-03T12:00:01Z'))).toBe(true);
    expect(awaitsServer(race('finishing'), during)).toBe(true);
    expect(awaitsServer(race('ended'), during)).toBe(false);
    expect(listRefetchMs([race('running'), race('ended')], during)).toBe(60_000);
    expect(listRefetchMs([race('running'), race('finishing')], during)).toBe(5_000);
    expect(listRefetchMs(undefined, during)).toBe(60_000);
  });
});
