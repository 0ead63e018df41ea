import { describe, expect, it } from 'vitest';
import { analyzeGame, enumerateReelSet } from './analysis.ts';
import { evaluateSpin, payUnits, scattersIn, windowAt } from './evaluate.ts';
import { type CompiledGame, compileGame, type GameDefinition } from './game.ts';
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
    // 8 free spins can never pay 1000 bets here: the cap takes nothing, the top win is the biggest round
    expect(exact.capEffect).toBe(0);
    expect(exact.cappedRtp).toBe(exact.rtp);
    expect(exact.maxMultiplier).toBeLessThan(1000);
    const played = simulate(game, { rounds: 1_000_000, seed: 7 });
    const sigma = (played.rtpHigh - played.rtp) / 2.5758293035489;
    expect(Math.abs(played.rtp - exact.rtp)).toBeLessThan(3 * sigma);
    expect(played.hitRate).toBeCloseTo(exact.hitFrequency, 2);
    expect(played.featureRate).toBeCloseTo(exact.featureFrequency, 2);
    expect(played.volatilityIndex / exact.volatilityIndex).toBeGreaterThan(0.97);
    expect(played.volatilityIndex / exact.volatilityIndex).toBeLessThan(1.03);
    expect(played.biggestWin).toBeLessThanOrEqual(exact.maxMultiplier);
    const bought = simulate(game, { rounds: 200_000, seed: 8, buy: true });
    const buySigma = (bought.rtpHigh - bought.rtp) / 2.5758293035489;
    expect(Math.abs(bought.rtp - (exact.bonusBuyRtp as number))).toBeLessThan(3 * buySigma);
  });

  it.each([4, 9, 25])(
    'computes the capped return and the cap chance exactly with a cap of %i bets, as a walk over every spin does',
    (maxWin) => {
      const game = compileGame(tinyGame({ maxWin }));
      const exact = analyzeGame(game);
      const walked = walkEveryRound(game);
      const betUnits = game.definition.betUnits;
      expect(exact.cappedRtpError).toBeLessThan(1e-9);
      expect(Math.abs(exact.cappedRtp - walked.mean / betUnits)).toBeLessThanOrEqual(
        exact.cappedRtpError + 1e-12,
      );
      expect(Math.abs(exact.capEffect - (exact.rtp - walked.mean / betUnits))).toBeLessThan(1e-9);
      expect(exact.maxMultiplier).toBe(maxWin);
      expect(Math.abs(exact.maxMultiplierChance - walked.reach)).toBeLessThanOrEqual(
        exact.maxMultiplierChanceError + 1e-12,
      );
      const bought = walkEveryRound(game, true);
      const cost = (game.definition.bonusBuy?.cost ?? 1) * betUnits;
      expect(Math.abs((exact.bonusBuyCappedRtp as number) - bought.mean / cost)).toBeLessThanOrEqual(
        (exact.bonusBuyCappedRtpError as number) + 1e-12,
      );
      expect(exact.bonusBuyCapChance).toBeCloseTo(bought.reach, 9);
    },
  );

  it('matches simulated capped rounds: their return and how often they reach the cap', () => {
    // a cap of 4 bets binds often, so the simulation can tell the capped return from the uncapped one
    const game = compileGame(tinyGame({ maxWin: 4 }));
    const exact = analyzeGame(game);
    const rounds = 400_000;
    const played = simulate(game, { rounds, seed: 9 });
    const sigma = (played.rtpHigh - played.rtp) / 2.5758293035489;
    expect(exact.rtp - exact.cappedRtp).toBeGreaterThan(10 * sigma);
    expect(Math.abs(played.rtp - exact.cappedRtp)).toBeLessThan(4 * sigma);
    const capSigma = Math.sqrt((exact.maxMultiplierChance * (1 - exact.maxMultiplierChance)) / rounds);
    expect(Math.abs(played.capped / rounds - exact.maxMultiplierChance)).toBeLessThan(4 * capSigma);
    expect(played.biggestWin).toBeLessThanOrEqual(4);
  });

  it('gives each paytable award its exact chance, and the awards add up to the return', () => {
    const game = compileGame(tinyGame());
    const exact = analyzeGame(game);
    const anchors = exact.awards.find((award) => award.symbol === 'A' && award.count === 3);
    // per line, by brute force over every stop: the line shows A or W on each reel, not all W
    const strips = game.base;
    let chance = 0;
    const [first, second, third] = strips as [Int32Array, Int32Array, Int32Array];
    for (const a of first)
      for (const b of second)
        for (const c of third) {
          const shown = [a, b, c];
          if (shown.every((symbol) => symbol === 0 || symbol === 2) && shown.some((symbol) => symbol === 0))
            chance++;
        }
    // on any line: every row of a wrapping strip shows each stop once
    expect(anchors?.probability).toBeCloseTo(chance / (first.length * second.length * third.length), 14);
    const lineAndScatter = exact.awards.reduce((sum, award) => sum + award.rtp, 0);
    expect(lineAndScatter).toBeCloseTo(exact.baseRtp, 14);
    const perFreeSpin = exact.freeAwards.reduce((sum, award) => sum + award.rtp, 0);
    const freeSpinsPerRound = exact.featureFrequency * exact.averageFreeSpins;
    expect(perFreeSpin * game.freeMultiplier * freeSpinsPerRound).toBeCloseTo(exact.featureRtp, 14);
  });
});

/**
 * Every round by brute force, played by the rules of `runRound` (the feature stops at the cap):
 * each base stop combination, then the feature walked spin by spin over every free stop
 * combination, merging states by (spins granted, spins left, win so far).
 */
function walkEveryRound(game: CompiledGame, bought = false): { mean: number; reach: number } {
  const cap = game.maxWinUnits;
  const spinsOf = (strips: Int32Array[]) => {
    const outcomes: Array<{ units: number; scatters: number; p: number }> = [];
    const combinations = strips.reduce((product, strip) => product * strip.length, 1);
    for (let index = 0; index < combinations; index++) {
      let rest = index;
      const stops = strips.map((strip) => {
        const stop = rest % strip.length;
        rest = Math.floor(rest / strip.length);
        return stop;
      });
      const window = windowAt(game, strips, stops);
      const scatters = scattersIn(game, window);
      const units = payUnits(game, window) + (game.scatterPays[scatters] ?? 0);
      outcomes.push({ units, scatters, p: 1 / combinations });
    }
    return outcomes;
  };
  const freeSpins = spinsOf(game.free);
  const play = (units: number, spins: number) => {
    const granted = Math.min(spins, game.maxSpins);
    let states = new Map([[`${granted}:${granted}:${units}`, 1]]);
    let mean = 0;
    let reach = 0;
    while (states.size > 0) {
      const next = new Map<string, number>();
      for (const [key, p] of states) {
        const [given, left, total] = key.split(':').map(Number) as [number, number, number];
        if (left === 0 || total >= cap) {
          mean += p * Math.min(total, cap);
          if (total >= cap) reach += p;
          continue;
        }
        for (const spin of freeSpins) {
          const added = Math.min(game.retriggerSpins[spin.scatters] ?? 0, game.maxSpins - given);
          const after = `${given + added}:${left - 1 + added}:${total + spin.units * game.freeMultiplier}`;
          next.set(after, (next.get(after) ?? 0) + p * spin.p);
        }
      }
      states = next;
    }
    return { mean, reach };
  };
  if (bought) return play(0, game.definition.bonusBuy?.spins ?? 0);
  let mean = 0;
  let reach = 0;
  for (const spin of spinsOf(game.base)) {
    const round = play(spin.units, game.scatterSpins[spin.scatters] ?? 0);
    mean += spin.p * round.mean;
    reach += spin.p * round.reach;
  }
  return { mean, reach };
}

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
