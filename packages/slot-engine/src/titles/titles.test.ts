import { describe, expect, it } from 'vitest';
import { analyzeGame, type GameAnalysis } from '../analysis.ts';
import { compileGame, type GameDefinition, type Volatility } from '../game.ts';
import { findTitle, titles } from './index.ts';
import { buildReels, buildStrip, scatterSpacing } from './strip-builder.ts';

/** The volatility label a volatility index (std dev of one round's win, in bets) calls for. */
function volatilityBand(index: number): Volatility {
  if (index < 4) return 'low';
  if (index <= 9) return 'medium';
  if (index <= 20) return 'high';
  return 'very-high';
}

const analyses = new Map<string, GameAnalysis>();

/** The exact maths of a title, enumerated once and shared by every check. */
function maths(title: GameDefinition): GameAnalysis {
  let analysis = analyses.get(title.id);
  if (!analysis) {
    analysis = analyzeGame(compileGame(title));
    analyses.set(title.id, analysis);
  }
  return analysis;
}

/** An enumeration takes a few seconds; a check that needs every title gets room for all of them. */
const oneTitle = { timeout: 30_000 };
const allTitles = { timeout: 240_000 };

const lineCount = (title: GameDefinition) => (title.mode.kind === 'lines' ? title.mode.lines.length : 0);
const reelCount = (title: GameDefinition) => title.reels.base.length;

describe('strip builder', () => {
  const counts = { A: 7, B: 6, C: 5, D: 3, W: 2, S: 4 };

  it('keeps the counts and is deterministic for a seed', () => {
    const strip = buildStrip(counts, 42, { rows: 3, scatter: 'S' });
    expect(strip).toHaveLength(27);
    for (const [symbol, count] of Object.entries(counts)) {
      expect(strip.filter((shown) => shown === symbol)).toHaveLength(count);
    }
    expect(buildStrip(counts, 42, { rows: 3, scatter: 'S' })).toEqual(strip);
    expect(buildStrip(counts, 43, { rows: 3, scatter: 'S' })).not.toEqual(strip);
  });

  it('never puts two scatters in one window, wrapping around', () => {
    for (let seed = 1; seed <= 200; seed++) {
      for (const rows of [3, 4]) {
        const strip = buildStrip({ A: 9, B: 8, C: 6, W: 2, S: 5 }, seed, { rows, scatter: 'S' });
        expect(scatterSpacing(strip, 'S')).toBeGreaterThanOrEqual(rows);
        for (let stop = 0; stop < strip.length; stop++) {
          const window = Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]);
          expect(window.filter((shown) => shown === 'S').length).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('spreads copies evenly', () => {
    const strip = buildStrip({ A: 10, B: 10, C: 10 }, 7, { rows: 3 });
    // every third of the strip holds a fair share of each symbol
    for (let part = 0; part < 3; part++) {
      const slice = strip.slice(part * 10, part * 10 + 10);
      for (const symbol of ['A', 'B', 'C']) {
        expect(slice.filter((shown) => shown === symbol).length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('keeps stacks whole and the scatter out of them', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const strip = buildStrip({ A: 8, B: 8, W: 5, S: 3 }, seed, { rows: 4, scatter: 'S', stacks: { W: 5 } });
      const first = strip.indexOf('W');
      expect(strip.slice(first, first + 5)).toEqual(['W', 'W', 'W', 'W', 'W']);
      expect(scatterSpacing(strip, 'S')).toBeGreaterThanOrEqual(4);
    }
  });

  it('refuses scatters that cannot be spaced', () => {
    expect(() => buildStrip({ A: 5, S: 3 }, 1, { rows: 3, scatter: 'S' })).toThrow(/cannot be 3 apart/);
  });

  it('builds each reel from its own seed', () => {
    const reels = buildReels([counts, counts], 5, { rows: 3, scatter: 'S' });
    expect(reels[0]).not.toEqual(reels[1]);
    expect(buildReels([counts, counts], 5, { rows: 3, scatter: 'S' })).toEqual(reels);
  });
});

describe('catalog', () => {
  it('has at least eight titles with unique ids and names, oldest release first', () => {
    expect(titles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(titles.map((title) => title.id)).size).toBe(titles.length);
    expect(new Set(titles.map((title) => title.name)).size).toBe(titles.length);
    const dates = titles.map((title) => title.releaseDate);
    expect([...dates].sort()).toEqual(dates);
  });

  it('finds titles by id', () => {
    for (const title of titles) expect(findTitle(title.id)).toBe(title);
    expect(findTitle('no-such-title')).toBeUndefined();
  });

  it('covers the required layouts', () => {
    const has = (test: (title: GameDefinition) => boolean) => titles.some(test);
    const lines = (reels: number, rows: number, counts: number[]) => (title: GameDefinition) =>
      reelCount(title) === reels && title.rows === rows && counts.includes(lineCount(title));
    const ways = (reels: number, rows: number) => (title: GameDefinition) =>
      title.mode.kind === 'ways' && reelCount(title) === reels && title.rows === rows;
    expect(has((title) => lines(3, 3, [5])(title) && !title.freeSpins && !title.scatter)).toBe(true);
    expect(has(lines(5, 3, [10]))).toBe(true);
    expect(has(lines(5, 3, [20, 25]))).toBe(true);
    expect(has(lines(5, 4, [40]))).toBe(true);
    expect(has(ways(5, 3))).toBe(true);
    expect(has((title) => (title.mode.kind === 'ways' && reelCount(title) === 6) || ways(5, 4)(title))).toBe(
      true,
    );
  });

  it('varies the features', () => {
    const count = (test: (title: GameDefinition) => boolean) => titles.filter(test).length;
    const most = Math.ceil(titles.length / 2);
    expect(count((title) => title.bonusBuy !== undefined)).toBeGreaterThanOrEqual(2);
    expect(count((title) => title.symbols.some((symbol) => symbol.kind === 'wild'))).toBeGreaterThanOrEqual(
      most,
    );
    expect(
      count((title) => (title.freeSpins?.retrigger ?? []).some((spins) => spins > 0)),
    ).toBeGreaterThanOrEqual(most);
    expect(count((title) => !title.scatter && !title.freeSpins)).toBeGreaterThanOrEqual(1);
    for (const title of titles) {
      if (!title.freeSpins) continue;
      expect(title.freeSpins.multiplier).toBeGreaterThanOrEqual(1);
      expect(title.freeSpins.multiplier).toBeLessThanOrEqual(10);
    }
    expect(new Set(titles.map((title) => title.freeSpins?.multiplier ?? 0)).size).toBeGreaterThanOrEqual(4);
  });
});

describe.each(titles.map((title) => [title.id, title] as const))('%s', (_id, title) => {
  it('is valid catalog data', () => {
    const game = compileGame(title);
    expect(title.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(title.name.trim()).not.toBe('');
    expect(title.betUnits).toBe(title.mode.kind === 'lines' ? lineCount(title) : title.betUnits);
    if (title.mode.kind === 'ways') expect([20, 25]).toContain(title.betUnits);
    for (const bet of [title.minBet, title.maxBet]) {
      expect(Number.isSafeInteger(bet)).toBe(true);
      expect(bet % title.betUnits).toBe(0);
    }
    expect(title.minBet).toBeGreaterThan(0);
    expect(title.maxBet).toBeGreaterThan(title.minBet);
    expect(title.releaseDate).toMatch(/^202[56]-\d\d-\d\d$/);
    expect(new Date(`${title.releaseDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(title.releaseDate);
    // one sentence: a capital start, one full stop at the very end
    expect(title.description).toMatch(/^[A-Z][^.!?]*(\.\d[^.!?]*)*\.$/);
    for (const symbol of title.symbols) {
      for (const units of symbol.pays ?? []) expect(Number.isSafeInteger(units)).toBe(true);
    }
    expect(game.reelCount).toBe(reelCount(title));
  });

  it('shows at most one scatter per column and stays small enough to enumerate', () => {
    const scatter = title.symbols.find((symbol) => symbol.kind === 'scatter');
    for (const set of [title.reels.base, title.reels.free ?? title.reels.base]) {
      expect(set).toHaveLength(reelCount(title));
      if (scatter)
        for (const strip of set) expect(scatterSpacing(strip, scatter.id)).toBeGreaterThanOrEqual(title.rows);
      expect(set.reduce((product, strip) => product * strip.length, 1)).toBeLessThanOrEqual(40_000_000);
    }
  });

  it('returns 94% to 97% even under the cap', oneTitle, () => {
    const { rtp, cappedRtp, capEffect } = maths(title);
    expect(rtp).toBeLessThanOrEqual(0.97);
    expect(cappedRtp).toBeGreaterThanOrEqual(0.94);
    expect(capEffect).toBeGreaterThanOrEqual(0);
    expect(capEffect).toBeLessThan(0.002);
  });

  it('prices its bonus buy fairly', oneTitle, () => {
    const { bonusBuyCappedRtp, bonusBuyRtp } = maths(title);
    if (!title.bonusBuy) {
      expect(bonusBuyCappedRtp).toBeNull();
      return;
    }
    expect(bonusBuyRtp).toBeLessThanOrEqual(0.97);
    expect(bonusBuyCappedRtp).toBeGreaterThanOrEqual(0.94);
  });

  it(`is labelled ${title.volatility} as its volatility index says`, oneTitle, () => {
    expect(volatilityBand(maths(title).volatilityIndex)).toBe(title.volatility);
  });

  it('hits as often as its volatility suggests', oneTitle, () => {
    const { hitFrequency } = maths(title);
    const least: Record<Volatility, number> = { low: 0.3, medium: 0.25, high: 0.2, 'very-high': 0.1 };
    expect(hitFrequency).toBeGreaterThanOrEqual(least[title.volatility]);
    expect(hitFrequency).toBeLessThanOrEqual(0.75);
  });

  it('only advertises awards that can happen, the top one included', oneTitle, () => {
    const { awards, maxMultiplier, maxMultiplierChance } = maths(title);
    expect(awards.length).toBeGreaterThan(0);
    for (const award of awards)
      expect(award.probability, `${award.symbol} x${award.count}`).toBeGreaterThanOrEqual(1e-8);
    expect(maxMultiplierChance).toBeGreaterThanOrEqual(1e-8);
    // the cap is reachable whenever a feature could pass it; otherwise the biggest win stays under it
    if (title.freeSpins) expect(maxMultiplier).toBe(title.maxWin);
    else expect(maxMultiplier).toBeLessThanOrEqual(title.maxWin);
  });
});

describe('across the catalog', () => {
  it('spreads the RTPs over the range', allTitles, () => {
    const rtps = titles.map((title) => maths(title).rtp).sort((a, b) => a - b);
    for (let k = 1; k < rtps.length; k++) {
      expect((rtps[k] as number) - (rtps[k - 1] as number)).toBeGreaterThanOrEqual(0.0015);
    }
    expect((rtps.at(-1) as number) - (rtps[0] as number)).toBeGreaterThanOrEqual(0.02);
  });

  it('has every volatility, with at least two high or very high', allTitles, () => {
    const labels = titles.map((title) => volatilityBand(maths(title).volatilityIndex));
    for (const label of ['low', 'medium', 'high', 'very-high'] as const) expect(labels).toContain(label);
    expect(labels.filter((label) => label === 'high' || label === 'very-high').length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('hits less often as volatility rises', allTitles, () => {
    const hits = (label: Volatility) =>
      titles.filter((title) => title.volatility === label).map((title) => maths(title).hitFrequency);
    expect(Math.max(...hits('very-high'))).toBeLessThan(Math.min(...hits('low')));
    expect(Math.max(...hits('high'))).toBeLessThan(Math.max(...hits('low')));
  });

  it('caps bigger wins on wilder titles', allTitles, () => {
    const top = (label: Volatility) =>
      titles.filter((title) => title.volatility === label).map((title) => maths(title).maxMultiplier);
    expect(Math.max(...top('low'))).toBeLessThan(Math.min(...top('very-high')));
    expect(Math.min(...top('very-high'))).toBeGreaterThanOrEqual(Math.max(...top('medium')));
  });
});
