import { entryAward, foldEntry, foldStateLength, lineStateSize, waysStateSize } from './evaluate.ts';
import type { CompiledGame } from './game.ts';

/**
 * A paytable award with its exact chance and share of the return on one spin of a reel set.
 * Line awards are per line: a line reads one row per reel, every row of a wrapping strip shows
 * each symbol as often as the strip holds it, and reels are independent, so every line has the
 * same chance of every award. Ways awards are per symbol: the spin pays that symbol on exactly
 * `count` reels, by however many ways.
 */
export type Award = {
  kind: 'line' | 'ways' | 'scatter';
  symbol: string;
  count: number;
  /** Units paid per line or per way (scatter: for the spin), before any feature multiplier. */
  units: number;
  /** Lines: one given line pays it; ways: the spin pays it; scatter: exactly `count` scatters show. */
  probability: number;
  /** Ways awards: the expected ways when it pays; otherwise 1. */
  averageWays: number;
  /** Scatter awards: the free spins it grants (trigger or retrigger); otherwise 0. */
  freeSpins: number;
  /** Its expected units per spin (every line, every way), over the title's bet units: its share of the spin's return. */
  rtp: number;
};

/** Spins of a reel set counted by scatters in view: `byScatters[count]` maps units to combinations. */
type ScatterCounts = { combinations: number; byScatters: Array<Map<number, number>> };

/**
 * The exact chance and return of every award on a reel set (base or free), found by carrying the
 * distribution of one line's (or one ways symbol's) fold state reel by reel through the same fold
 * step real spins use; scatter awards come from the enumeration. `spinsByScatters` is what each
 * scatter count grants on these reels.
 */
export function exactAwards(
  game: CompiledGame,
  strips: Int32Array[],
  scatters: ScatterCounts,
  spinsByScatters: Int32Array,
): Award[] {
  const order = (award: Award) => game.symbolIds.indexOf(award.symbol) * (game.reelCount + 1) + award.count;
  const awards = (game.ways ? waysAwards(game, strips) : lineAwards(game, strips)).sort(
    (a, b) => order(a) - order(b),
  );
  const betUnits = game.definition.betUnits;
  if (game.scatter >= 0) {
    for (const [count, counts] of scatters.byScatters.entries()) {
      const units = game.scatterPays[count] ?? 0;
      const freeSpins = spinsByScatters[count] ?? 0;
      if (!counts || (units === 0 && freeSpins === 0)) continue;
      let combinations = 0;
      for (const value of counts.values()) combinations += value;
      const probability = combinations / scatters.combinations;
      awards.push({
        kind: 'scatter',
        symbol: game.symbolIds[game.scatter] as string,
        count,
        units,
        probability,
        averageWays: 1,
        freeSpins,
        rtp: (probability * units) / betUnits,
      });
    }
  }
  return awards;
}

/** The fold state distribution of one entry after every reel: state key to [state, probability]. */
function foldDistribution(
  game: CompiledGame,
  strips: Int32Array[],
  entry: number,
  stateSize: number,
  columnsOf: (reel: number) => Array<[Int32Array, number]>,
): Array<[Int32Array, number]> {
  const length = foldStateLength(game);
  const at = entry * stateSize;
  let states: Array<[Int32Array, number]> = [[new Int32Array(length), 1]];
  for (let reel = 0; reel < strips.length; reel++) {
    const next = new Map<string, [Int32Array, number]>();
    for (const [from, chance] of states) {
      for (const [column, share] of columnsOf(reel)) {
        const into = new Int32Array(length);
        foldEntry(game, entry, reel === 0 ? null : from, column, 0, reel, into);
        const key = into.subarray(at, at + stateSize).join(',');
        const known = next.get(key);
        if (known) known[1] += chance * share;
        else next.set(key, [into, chance * share]);
      }
    }
    states = [...next.values()];
  }
  return states;
}

/**
 * Line awards: on each line, the symbol under that line's row on each reel (a wrapping strip
 * shows every stop's symbol in every row once) folded reel by reel.
 */
function lineAwards(game: CompiledGame, strips: Int32Array[]): Award[] {
  const { rows, lineCount, reelCount, lines } = game;
  const totals = new Map<string, Award>();
  for (let line = 0; line < lineCount; line++) {
    // a column showing the symbol in every row, with the share of stops showing it in the line's row
    const columnsOf = (reel: number) => {
      const strip = strips[reel] as Int32Array;
      const row = lines[line * reelCount + reel] as number;
      const shares = new Map<number, number>();
      for (let stop = 0; stop < strip.length; stop++) {
        const symbol = strip[(stop + row) % strip.length] as number;
        shares.set(symbol, (shares.get(symbol) ?? 0) + 1 / strip.length);
      }
      return [...shares].map(([symbol, share]): [Int32Array, number] => [
        new Int32Array(rows).fill(symbol),
        share,
      ]);
    };
    for (const [state, chance] of foldDistribution(game, strips, line, lineStateSize, columnsOf)) {
      const award = entryAward(game, state, line);
      if (award) add(game, totals, 'line', award.symbol, award.count, award.units, chance, 1 / lineCount, 1);
    }
  }
  return [...totals.values()];
}

/** Ways awards: for each symbol, every stop's column of each reel folded reel by reel. */
function waysAwards(game: CompiledGame, strips: Int32Array[]): Award[] {
  const { rows } = game;
  const columns = strips.map((strip) => {
    const shares = new Map<string, [Int32Array, number]>();
    for (let stop = 0; stop < strip.length; stop++) {
      const column = Int32Array.from(
        { length: rows },
        (_, row) => strip[(stop + row) % strip.length] as number,
      );
      const key = column.join(',');
      const known = shares.get(key);
      if (known) known[1] += 1 / strip.length;
      else shares.set(key, [column, 1 / strip.length]);
    }
    return [...shares.values()];
  });
  const totals = new Map<string, Award>();
  for (let symbol = 0; symbol < game.symbolIds.length; symbol++) {
    if (symbol === game.wild || symbol === game.scatter) continue;
    const states = foldDistribution(game, strips, symbol, waysStateSize, (reel) => columns[reel] ?? []);
    for (const [state, chance] of states) {
      const award = entryAward(game, state, symbol);
      if (award) {
        add(game, totals, 'ways', symbol, award.count, award.units / award.ways, chance, 1, award.ways);
      }
    }
  }
  for (const award of totals.values()) award.averageWays /= award.probability;
  return [...totals.values()];
}

/** Adds `chance` (times `weight`) of an award paying `ways` ways to the running totals. */
function add(
  game: CompiledGame,
  totals: Map<string, Award>,
  kind: 'line' | 'ways',
  symbol: number,
  count: number,
  units: number,
  chance: number,
  weight: number,
  ways: number,
) {
  const key = `${symbol}:${count}`;
  let award = totals.get(key);
  if (!award) {
    award = {
      kind,
      symbol: game.symbolIds[symbol] as string,
      count,
      units,
      probability: 0,
      averageWays: 0,
      freeSpins: 0,
      rtp: 0,
    };
    totals.set(key, award);
  }
  award.probability += chance * weight;
  if (kind === 'ways') award.averageWays += chance * ways;
  else award.averageWays = 1;
  award.rtp += (chance * units * ways) / game.definition.betUnits;
}
