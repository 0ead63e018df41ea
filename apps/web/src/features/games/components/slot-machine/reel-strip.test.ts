import { describe, expect, it } from 'vitest';
import {
  landingPlan,
  landingTape,
  loopTape,
  reelDurations,
  reelSpeed,
  stripRun,
  stripWindow,
  visibleAt,
} from './reel-strip';

const strip = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const shown = (symbols: readonly string[], offset: number, rows: number) =>
  symbols.slice(offset, offset + rows);

describe('reel strips', () => {
  it('read a window with the stop in the top row, wrapping past the end', () => {
    expect(stripWindow(strip, 2, 3)).toEqual(['C', 'D', 'E']);
    expect(stripWindow(strip, 7, 3)).toEqual(['H', 'A', 'B']);
  });

  it('wrap before the start too', () => {
    expect(stripRun(strip, -1, 2)).toEqual(['H', 'A']);
  });
});

describe('a reel turning while the round is on its way', () => {
  const tape = loopTape({ strip, stop: 2, visible: ['C', 'D', 'E'] });

  it('starts on what was in view and comes back to it, so the loop never jumps', () => {
    expect(shown(tape.symbols, tape.start, 3)).toEqual(['C', 'D', 'E']);
    expect(shown(tape.symbols, tape.end, 3)).toEqual(['C', 'D', 'E']);
  });

  it('rolls the real strip by in order (the symbol above the stop comes in first)', () => {
    expect(tape.symbols[tape.start - 1]).toBe('B');
    expect(tape.symbols.slice(0, tape.start + 3)).toEqual([
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'A',
      'B',
      'C',
      'D',
      'E',
    ]);
  });

  it('tells what is in view part-way, one extra row for the cell cut in half', () => {
    expect(visibleAt(tape, 4.25, 3)).toEqual({ symbols: ['G', 'H', 'A', 'B'], fraction: 0.25 });
  });
});

describe('a reel landing', () => {
  const tape = landingTape({
    strip,
    stop: 5,
    window: ['F', 'G', 'H'],
    from: ['X', 'Y', 'Z'],
    passing: 4,
  });

  it('begins on what was in view', () => {
    expect(shown(tape.symbols, tape.start, 3)).toEqual(['X', 'Y', 'Z']);
  });

  it("ends exactly on the round's window", () => {
    expect(shown(tape.symbols, tape.end, 3)).toEqual(['F', 'G', 'H']);
  });

  it('shows the strip symbol above the stop when it bounces, and strip symbols rolling by before', () => {
    expect(tape.symbols[tape.end - 1]).toBe('E');
    expect(tape.symbols.slice(4, 8)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('picks up a reel caught between two cells without a jump', () => {
    const caught = landingTape({
      strip,
      stop: 0,
      window: ['A', 'B', 'C'],
      from: ['X', 'Y', 'Z', 'W'],
      fraction: 0.4,
      passing: 2,
    });
    expect(caught.start).toBeCloseTo(6.4);
    expect(caught.symbols.slice(6)).toEqual(['X', 'Y', 'Z', 'W']);
  });
});

describe('spin timing', () => {
  it('stops the reels one after another, left to right', () => {
    const durations = reelDurations(5, false);
    for (let reel = 1; reel < durations.length; reel++) {
      expect(durations[reel]).toBeGreaterThan(durations[reel - 1] as number);
    }
  });

  it('takes about a second and a bit, and about a third of a second in turbo', () => {
    expect(reelDurations(5, false).at(-1)).toBeGreaterThanOrEqual(1000);
    expect(reelDurations(5, false).at(-1)).toBeLessThanOrEqual(1500);
    expect(reelDurations(5, true).at(-1)).toBeLessThanOrEqual(400);
    expect(reelDurations(3, true).at(-1)).toBeGreaterThanOrEqual(250);
  });

  it('keeps full speed until braking, then rolls at least past the window', () => {
    const duration = 1000;
    const speed = reelSpeed(false);
    const plan = landingPlan({ duration, speed, rows: 3 });
    expect(plan.travel).toBeGreaterThanOrEqual(3);
    expect(plan.travel).toBe(3 + plan.passing);
    // cruising speed within a cell of the speed asked for, over the cruise time
    expect(plan.cruise.cells / (plan.cruise.share * duration)).toBeCloseTo(speed, 2);
  });

  it('still rolls past the window in a very short landing', () => {
    const plan = landingPlan({ duration: 10, speed: reelSpeed(true), rows: 4, fraction: 0.5 });
    expect(plan.passing).toBe(0);
    expect(plan.travel).toBe(4.5);
  });
});
