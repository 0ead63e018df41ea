import { describe, expect, it } from 'vitest';
import { enumerateReelSet } from './analysis.ts';
import { cappedMean, chanceAtLeast, featureTotals } from './feature-distribution.ts';
import { compileGame } from './game.ts';
import { seededRandom } from './titles/strip-builder.ts';
import { tidepoolTreasures } from './titles/tidepool-treasures.ts';
import { distribution, multiply, operand, powers, type Truncated, truncatedGrid } from './truncated.ts';

/**
 * A random distribution over 0..reach - 1 as [value, probability] pairs, thinning out like a
 * spin's wins (a little of it beyond the cap).
 */
function randomDistribution(random: () => number, reach: number): Array<[number, number]> {
  const weights = Array.from({ length: reach }, (_, value) =>
    random() < 0.3 ? random() * 0.85 ** value : 0,
  );
  weights[0] = 1;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight, value) => [value, weight / total]);
}

/** The exact distribution of the sum of two independent values. */
function convolve(a: Array<[number, number]>, b: Array<[number, number]>): Array<[number, number]> {
  const sum = new Map<number, number>();
  for (const [x, p] of a) for (const [y, q] of b) sum.set(x + y, (sum.get(x + y) ?? 0) + p * q);
  return [...sum];
}

/** How far a computed truncated distribution is from the exact one: tilted L2 below the cap, and the top. */
function distance(computed: Truncated, exact: Array<[number, number]>, cells: number, tilt: number) {
  const expected = new Float64Array(cells);
  let top = 0;
  for (const [value, p] of exact) {
    if (value >= cells) top += p;
    else expected[value] = p * Math.exp((tilt * value) / cells);
  }
  let squares = 0;
  for (let k = 0; k < cells; k++) squares += ((computed.values[k] as number) - (expected[k] as number)) ** 2;
  return { below: Math.sqrt(squares), top: Math.abs(computed.top - top) };
}

describe('truncated distributions', () => {
  it.each([0, 8, 20])('adds independent wins exactly within the proved error, tilt %i', (tilt) => {
    const random = seededRandom(11 + tilt);
    const cells = 200;
    const grid = truncatedGrid(cells, tilt);
    const a = randomDistribution(random, 260);
    const b = randomDistribution(random, 160);
    const product = multiply(
      grid,
      operand(grid, distribution(grid, a)),
      operand(grid, distribution(grid, b)),
    );
    const off = distance(product, convolve(a, b), cells, tilt);
    expect(off.below).toBeLessThanOrEqual(product.error);
    expect(off.top).toBeLessThanOrEqual(product.topError);
    // and the bound is tight enough to matter: a tiny fraction of the (tilted) mass
    const mass = product.values.reduce((sum, value) => sum + Math.abs(value), 0);
    expect(product.error).toBeLessThan(1e-12 * mass);
    // the mass reaching the cap is kept apart, not lost: below and top add up to 1
    let below = 0;
    for (let k = 0; k < cells; k++) below += (product.values[k] as number) * Math.exp((-tilt * k) / cells);
    expect(below + product.top).toBeCloseTo(1, 13);
  });

  it('raises a distribution to a power as repeated sums do', () => {
    const random = seededRandom(5);
    const cells = 64;
    const grid = truncatedGrid(cells, 12);
    const spin = randomDistribution(random, 12);
    let exact = spin;
    for (let k = 1; k < 13; k++) exact = convolve(exact, spin);
    const power = powers(grid, distribution(grid, spin))(13);
    const off = distance(power, exact, cells, 12);
    expect(off.below).toBeLessThanOrEqual(power.error);
    expect(off.top).toBeLessThanOrEqual(power.topError);
  });
});

describe('feature totals', () => {
  const game = compileGame(tidepoolTreasures);
  const free = enumerateReelSet(game, game.free);
  const starts = [8, 12, 20];
  const fine = featureTotals(game, free, starts);
  const coarse = featureTotals(game, free, starts, { cutoff: 1e-6 });

  it('keeps what pruning leaves out inside the certified interval', () => {
    for (const start of starts) {
      const [precise, rough] = [fine.get(start), coarse.get(start)];
      if (!precise || !rough) throw new Error(`no total for ${start} spins`);
      expect(rough.patterns).toBeLessThan(precise.patterns);
      expect(rough.pruned).toBeGreaterThan(1e-6);
      for (const room of [game.maxWinUnits, game.maxWinUnits / 2, 300]) {
        const exact = cappedMean(precise, room);
        const bounded = cappedMean(rough, room);
        expect(exact.value).toBeGreaterThanOrEqual(
          bounded.value - bounded.error - exact.error - exact.pruned,
        );
        expect(exact.value).toBeLessThanOrEqual(bounded.value + bounded.pruned + bounded.error + exact.error);
        const chance = chanceAtLeast(precise, room);
        const roughChance = chanceAtLeast(rough, room);
        expect(chance.value).toBeGreaterThanOrEqual(roughChance.value - roughChance.error - chance.error);
        expect(chance.value).toBeLessThanOrEqual(
          roughChance.value + roughChance.pruned + roughChance.error + chance.error,
        );
      }
    }
  });

  it('certifies the capped mean and the cap chance to well within a millionth', () => {
    for (const start of starts) {
      const total = fine.get(start);
      if (!total) throw new Error(`no total for ${start} spins`);
      const mean = cappedMean(total, game.maxWinUnits);
      expect(mean.error + mean.pruned).toBeLessThan(1e-6 * game.definition.betUnits);
      const chance = chanceAtLeast(total, game.maxWinUnits);
      expect(chance.error + chance.pruned).toBeLessThan(1e-6 * chance.value);
    }
  });
});
