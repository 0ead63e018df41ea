import { describe, expect, it } from 'vitest';
import { analyzeGame, enumerateReelSet } from './analysis.ts';
import { evaluateSpin, payUnits, scattersIn, windowAt } from './evaluate.ts';
import { compileGame, type GameDefinition } from './game.ts';
import { playRound, type RandomSource } from './round.ts';
import { simulate } from './simulate.ts';

const symbols: GameDefinition['symbols'] = [
  { id: 'A', name: 'Anchor', kind: 'regular', pays: [0, 0, 0, 10] },
  { id: 'B', name: 'Bell', kind: 'regular', pays: [0, 0, 2, 5] },
  { id: 'W', name: 'Wild', kind: 'wild', pays: [0, 0, 0, 40] },
  { id: 'S', name: 'Star', kind: 'scatter' },
];

/** A 3x2 game small enough to check against brute force: 3 lines, a feature, a cap. */
function tinyGame(overrides: Partial<GameDefinition> = {}): GameDefinition {
  return {
    id: 'tiny',
    name: 'Tiny',
    volatility: 'medium',
    rows: 2,
    reels: {
      base: [
        ['A', 'B', 'W', 'S', 'B', 'A'],
        ['B', 'A', 'S', 'W', 'A', 'B', 'B'],
        ['A', 'S', 'B', 'W', 'B'],
      ],
      free: [
        ['A', 'W', 'S', 'B', 'A'],
        ['W', 'A', 'S', 'B'],
        ['A', 'B', 'S', 'W', 'A', 'B'],
      ],
    },
    mode: {
      kind: 'lines',
      lines: [
        [0, 0, 0],
        [1, 1, 1],
        [0, 1, 0],
      ],
    },
    betUnits: 3,
    symbols,
    scatter: { symbol: 'S', pays: [0, 0, 1, 5], freeSpins: [0, 0, 3, 5] },
    freeSpins: { multiplier: 2, retrigger: [0, 0, 2, 3], maxSpins: 8 },
    bonusBuy: { cost: 50, spins: 3 },
    maxWin: 1000,
    minBet: 3,
    maxBet: 300,
    releaseDate: '2026-01-01',
    description: 'A test game.',
    ...overrides,
  };
}

/** Random draws that replay a script of stops, reel by reel, spin after spin. */
const scripted = (stops: number[][]): RandomSource => {
  const queue = stops.flat();
  return {
    int: () => {
      const next = queue.shift();
      if (next === undefined) throw new Error('script ran out');
      return next;
    },
  };
};

describe('spin evaluation', () => {
  it('pays a line left to right with wilds standing in, and stops at the first other symbol', () => {
    const game = compileGame(tinyGame());
    // top row: A (reel 1 stop 0), W (reel 2 stop 3), A (reel 3 stop 0) -> A A A on line 1 = 10 units
    const spin = evaluateSpin(game, [0, 3, 0], 'base');
    expect(spin.window).toEqual([
      ['A', 'B'],
      ['W', 'A'],
      ['A', 'S'],
    ]);
    expect(spin.wins).toContainEqual({
      kind: 'line',
      line: 0,
      symbol: 'A',
      count: 3,
      units: 10,
      positions: [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
    });
    // line 2 (bottom row) is B A S: the A breaks the bells after one reel, nothing pays
    expect(spin.wins.some((win) => win.kind === 'line' && win.line === 1)).toBe(false);
    expect(spin.units).toBe(spin.wins.reduce((sum, win) => sum + win.units, 0));
  });

  it('pays leading wilds alone when that beats the symbol they complete', () => {
    const game = compileGame(tinyGame());
    // reels [W, A], [W, A], [B, A]: top row W W B reads as bells (5; two wilds alone pay
    // nothing), bottom row A A A pays 10, line 3 (W, A, B) stops after two anchors
    expect(payUnits(game, Int32Array.from([2, 0, 2, 0, 1, 0]))).toBe(5 + 10);
    // top row W W W: three wilds pay 40, more than anything they could stand in for
    const wins: Parameters<typeof payUnits>[2] = [];
    const units = payUnits(game, Int32Array.from([2, 1, 2, 1, 2, 1]), wins);
    expect(wins?.find((win) => win.kind === 'line' && win.line === 0)).toMatchObject({
      symbol: 'W',
      count: 3,
      units: 40,
    });
    // reels [W, B] x 3: top row three wilds 40, bottom row bells 5, line 3 (W, B, W) bells 5
    expect(units).toBe(40 + 5 + 5);
  });

  it('lets a scatter break a line, pays it anywhere and counts it for free spins', () => {
    const game = compileGame(tinyGame());
    // top row A S A: the scatter ends the line after one reel
    const window = Int32Array.from([0, 1, 3, 1, 0, 3]);
    expect(scattersIn(game, window)).toBe(2);
    const spin = evaluateSpin(game, [3, 2, 1], 'base');
    expect(spin.scatters).toBe(3);
    expect(spin.wins).toContainEqual(expect.objectContaining({ kind: 'scatter', count: 3, units: 5 * 3 }));
  });

  it('counts ways as the product of matching symbols per reel', () => {
    const game = compileGame(
      tinyGame({
        mode: { kind: 'ways' },
        symbols: symbols.map((s) => (s.kind === 'wild' ? { ...s, pays: [] } : s)),
      }),
    );
    // reels: [A, A], [W, B], [A, B] -> A: 2 * 1 * 1 = 2 ways of 3 = 20; B: none on reel 1
    const wins: Parameters<typeof payUnits>[2] = [];
    expect(payUnits(game, Int32Array.from([0, 0, 2, 1, 0, 1]), wins)).toBe(20);
    expect(wins).toEqual([
      expect.objectContaining({ kind: 'ways', symbol: 'A', count: 3, ways: 2, units: 20 }),
    ]);
  });

  it('refuses definitions that do not add up', () => {
    expect(() => compileGame(tinyGame({ maxWin: 0 }))).toThrow(/maxWin/);
    expect(() => compileGame(tinyGame({ mode: { kind: 'lines', lines: [[0, 0, 5]] } }))).toThrow(
      /leaves the window/,
    );
    expect(() =>
      compileGame(
        tinyGame({
          reels: {
            base: [
              ['A', 'X'],
              ['A', 'B'],
              ['A', 'B'],
            ],
          },
        }),
      ),
    ).toThrow(/unknown symbol X/);
    expect(() => compileGame(tinyGame({ freeSpins: undefined, bonusBuy: undefined }))).toThrow(
      /free spins need settings/,
    );
  });
});

describe('exact analysis', () => {
  it('counts every stop combination exactly as single spins are evaluated', () => {
    const game = compileGame(tinyGame());
    for (const strips of [game.base, game.free]) {
      const expected = new Map<string, number>();
      const lengths = strips.map((strip) => strip.length);
      for (let a = 0; a < (lengths[0] as number); a++) {
        for (let b = 0; b < (lengths[1] as number); b++) {
          for (let c = 0; c < (lengths[2] as number); c++) {
            const window = windowAt(game, strips, [a, b, c]);
            const scatters = scattersIn(game, window);
            const key = `${scatters}:${payUnits(game, window) + (game.scatterPays[scatters] ?? 0)}`;
            expected.set(key, (expected.get(key) ?? 0) + 1);
          }
        }
      }
      const counted = enumerateReelSet(game, strips);
      const actual = new Map<string, number>();
      for (const [scatters, counts] of counted.byScatters.entries()) {
        for (const [units, combinations] of counts ?? []) actual.set(`${scatters}:${units}`, combinations);
      }
      expect(counted.combinations).toBe(lengths.reduce((product, length) => product * length, 1));
      expect(actual).toEqual(expected);
    }
  });

  it('agrees with a million simulated rounds, feature and bonus buy included', () => {
    const game = compileGame(tinyGame());
    const exact = analyzeGame(game);
    expect(exact.featureFrequency).toBeGreaterThan(0.05);
    expect(exact.capEffect).toBe(0); // 8 free spins can never pay 1000 bets here
    const played = simulate(game, { rounds: 1_000_000, seed: 7 });
    const sigma = (played.rtpHigh - played.rtp) / 2.5758293035489;
    expect(Math.abs(played.rtp - exact.rtp)).toBeLessThan(3 * sigma);
    expect(played.hitRate).toBeCloseTo(exact.hitFrequency, 2);
    expect(played.featureRate).toBeCloseTo(exact.featureFrequency, 2);
    expect(played.volatilityIndex / exact.volatilityIndex).toBeGreaterThan(0.97);
    expect(played.volatilityIndex / exact.volatilityIndex).toBeLessThan(1.03);
    const bought = simulate(game, { rounds: 200_000, seed: 8, buy: true });
    const buySigma = (bought.rtpHigh - bought.rtp) / 2.5758293035489;
    expect(Math.abs(bought.rtp - (exact.bonusBuyRtp as number))).toBeLessThan(3 * buySigma);
  });

  it('bounds what a binding max-win cap takes, and the capped game stays inside the bound', () => {
    // a cap of 4 bets binds often: the simulated capped return lies in [rtp - capEffect, rtp]
    const game = compileGame(tinyGame({ maxWin: 4 }));
    const exact = analyzeGame(game);
    expect(exact.maxMultiplier).toBe(4);
    expect(exact.capEffect).toBeGreaterThan(0);
    expect(exact.maxMultiplierChance).toBeGreaterThan(0);
    const played = simulate(game, { rounds: 400_000, seed: 9 });
    const sigma = (played.rtpHigh - played.rtp) / 2.5758293035489;
    expect(played.capped).toBeGreaterThan(0);
    expect(played.rtp).toBeLessThan(exact.rtp);
    expect(played.rtp + 3 * sigma).toBeGreaterThan(exact.rtp - exact.capEffect);
    expect(played.biggestWin).toBeLessThanOrEqual(4);
  });

  it('gives each paytable award and the top prize a chance no greater than the enumeration shows', () => {
    const exact = analyzeGame(compileGame(tinyGame()));
    const anchors = exact.awards.find((award) => award.symbol === 'A' && award.count === 3);
    // top row A A A without wilds: (2/6) * (2/7) * (1/5)
    expect(anchors?.probability).toBeCloseTo((2 / 6) * (2 / 7) * (1 / 5), 12);
    expect(exact.awards.every((award) => award.probability > 0)).toBe(true);
  });
});

describe('rounds', () => {
  it('plays a triggered feature to its end, retriggers included, with the multiplier', () => {
    const game = compileGame(tinyGame());
    // base: stops 3, 2, 1 show a scatter on every reel -> 5 free spins
    const free = [0, 0, 0];
    const outcome = playRound(game, scripted([[3, 2, 1], ...Array.from({ length: 5 }, () => free)]));
    expect(outcome.steps).toHaveLength(6);
    expect(outcome.steps[0]).toMatchObject({ kind: 'base', freeSpinsAwarded: 5, freeSpinsLeft: 5 });
    expect(outcome.steps.at(-1)).toMatchObject({ kind: 'free', freeSpinsLeft: 0, multiplier: 2 });
    const freeStep = outcome.steps[1];
    expect(freeStep?.units).toBe(2 * evaluateSpin(game, free, 'free').units);
    expect(outcome.units).toBe(outcome.steps.reduce((sum, step) => sum + step.units, 0));
  });

  it('never grants more than maxSpins free spins in one feature', () => {
    const game = compileGame(tinyGame());
    // every free spin shows three scatters (stops 2, 2, 2) and retriggers 3 more
    const outcome = playRound(game, scripted([[3, 2, 1], ...Array.from({ length: 8 }, () => [2, 2, 2])]));
    const granted = outcome.steps.reduce((sum, step) => sum + step.freeSpinsAwarded, 0);
    expect(granted).toBe(8);
    expect(outcome.steps.filter((step) => step.kind === 'free')).toHaveLength(8);
  });

  it('ends the feature when the cap is reached and pays exactly the cap', () => {
    const game = compileGame(tinyGame({ maxWin: 4 }));
    const outcome = playRound(game, scripted([[3, 2, 1], ...Array.from({ length: 5 }, () => [1, 0, 3])]));
    expect(outcome.capped).toBe(true);
    expect(outcome.units).toBe(4 * 3);
    expect(outcome.steps.length).toBeLessThan(6);
  });

  it('starts a bought feature without a base spin', () => {
    const game = compileGame(tinyGame());
    const outcome = playRound(game, scripted(Array.from({ length: 3 }, () => [0, 0, 0])), { buy: true });
    expect(outcome.bought).toBe(true);
    expect(outcome.steps.map((step) => step.kind)).toEqual(['free', 'free', 'free']);
  });
});
