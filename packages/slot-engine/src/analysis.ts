import { entryOpen, entryUnits, foldEntry, foldReel, foldStateLength } from './evaluate.ts';
import type { CompiledGame } from './game.ts';

/**
 * Every stop combination of one reel set, counted by what it pays (lines or ways plus scatter
 * pay, in units) and how many scatters it shows: `byScatters[count]` maps units to combinations.
 */
export type ReelSetCount = {
  combinations: number;
  byScatters: Array<Map<number, number>>;
};

/**
 * Evaluates every stop combination of a reel set (the product of the strip lengths) with the
 * fold a real spin uses: the last reel turns fastest, and the fold state of the reels before it
 * is kept, so each combination costs one reel's step.
 */
export function enumerateReelSet(game: CompiledGame, strips: Int32Array[]): ReelSetCount {
  const { reelCount, rows, scatterPays } = game;
  const columns = strips.map((strip) => {
    const column = new Int32Array(strip.length * rows);
    for (let stop = 0; stop < strip.length; stop++) {
      for (let row = 0; row < rows; row++)
        column[stop * rows + row] = strip[(stop + row) % strip.length] as number;
    }
    return column;
  });
  const scatterColumns = strips.map((strip, reel) =>
    Int32Array.from({ length: strip.length }, (_, stop) => {
      let count = 0;
      for (let row = 0; row < rows; row++)
        if ((columns[reel] as Int32Array)[stop * rows + row] === game.scatter) count++;
      return count;
    }),
  );
  const stateLength = foldStateLength(game);
  const states = Array.from({ length: reelCount }, () => new Int32Array(stateLength));
  const scattersBefore = new Int32Array(reelCount + 1);
  const stops = new Int32Array(reelCount);
  const last = reelCount - 1;
  // refolds reels from `first` up to the one before the last, for the current stops
  const refold = (first: number) => {
    for (let reel = first; reel < last; reel++) {
      const stop = stops[reel] as number;
      foldReel(
        game,
        reel === 0 ? null : (states[reel - 1] as Int32Array),
        columns[reel] as Int32Array,
        stop * rows,
        reel,
        states[reel] as Int32Array,
      );
      scattersBefore[reel + 1] =
        (scattersBefore[reel] as number) + ((scatterColumns[reel] as Int32Array)[stop] as number);
    }
  };
  refold(0);
  const lastLength = (strips[last] as Int32Array).length;
  const lastColumn = columns[last] as Int32Array;
  const lastScatters = scatterColumns[last] as Int32Array;
  const before = states[last - 1] as Int32Array;
  const final = states[last] as Int32Array;
  // dense counters per scatter count, indexed by units, grown as bigger wins appear
  const dense: Float64Array[] = [];
  const count = (scatters: number, units: number) => {
    let counts = dense[scatters];
    if (!counts || units >= counts.length) {
      const grown = new Float64Array(Math.max(1024, (units + 1) * 2));
      if (counts) grown.set(counts);
      dense[scatters] = grown;
      counts = grown;
    }
    counts[units] = (counts[units] as number) + 1;
  };
  let combinations = 0;
  const entries = game.ways ? game.symbolIds.length : game.lineCount;
  const open = new Int32Array(entries);
  for (;;) {
    const scattered = scattersBefore[last] as number;
    // lines (or symbols) closed before the last reel pay the same whatever it shows
    let closedUnits = 0;
    let openCount = 0;
    for (let entry = 0; entry < entries; entry++) {
      if (entryOpen(game, before, entry)) open[openCount++] = entry;
      else closedUnits += entryUnits(game, before, entry);
    }
    for (let stop = 0; stop < lastLength; stop++) {
      let units = closedUnits;
      for (let k = 0; k < openCount; k++) {
        const entry = open[k] as number;
        foldEntry(game, entry, before, lastColumn, stop * rows, last, final);
        units += entryUnits(game, final, entry);
      }
      const scatters = scattered + (lastScatters[stop] as number);
      count(scatters, units + (scatterPays[scatters] ?? 0));
    }
    combinations += lastLength;
    let reel = last - 1;
    for (; reel >= 0; reel--) {
      const next = (stops[reel] as number) + 1;
      if (next < (strips[reel] as Int32Array).length) {
        stops[reel] = next;
        break;
      }
      stops[reel] = 0;
    }
    if (reel < 0) break;
    refold(reel);
  }
  const byScatters = dense.map((counts) => {
    const map = new Map<number, number>();
    if (counts)
      for (let units = 0; units < counts.length; units++)
        if (counts[units]) map.set(units, counts[units] as number);
    return map;
  });
  return { combinations, byScatters };
}

/** A paytable award and a lower bound on its chance in one base spin. */
export type AwardChance = { symbol: string; count: number; units: number; probability: number };

export type GameAnalysis = {
  id: string;
  combinations: { base: number; free: number };
  /** Return to player with no cap, exact (fraction of the bet). */
  rtp: number;
  /** What the max-win cap can take away at most: the capped RTP lies in [rtp - capEffect, rtp]. */
  capEffect: number;
  baseRtp: number;
  featureRtp: number;
  /** A round wins something or triggers the feature. */
  hitFrequency: number;
  /** A base spin triggers the feature. */
  featureFrequency: number;
  /** Free spins a triggered feature plays on average. */
  averageFreeSpins: number;
  /** Standard deviation of one round's win, in bets (no cap): the volatility index. */
  volatilityIndex: number;
  /** The most a round can pay, in bets: the cap, or the biggest win when no feature can pass it. */
  maxMultiplier: number;
  /** A lower bound on the chance that a round pays `maxMultiplier`. */
  maxMultiplierChance: number;
  /** Return of a bought feature (its win over its cost), with the cap's effect bound likewise. */
  bonusBuyRtp: number | null;
  bonusBuyCapEffect: number | null;
  awards: AwardChance[];
  /** The exact base-spin win distribution by range of multiples of the bet (lower bound exclusive). */
  baseDistribution: Array<{ from: number; to: number; probability: number }>;
};

/** Feature value per start: mean and second moment of its win and its log-MGF, per (room, left). */
type FeatureModel = {
  mean(start: number): number;
  secondMoment(start: number): number;
  averageSpins(start: number): number;
  logMgf(start: number, theta: number): number;
};

/**
 * The free-spins feature as a Markov chain over (spins that may still be granted, spins left):
 * every free spin is independent of the others, so a spin's win and retrigger come from the
 * enumerated free reels, and the exact mean, second moment, expected spins and moment generating
 * function of the feature's total follow by dynamic programming over at most maxSpins² states.
 */
function featureModel(game: CompiledGame, free: ReelSetCount): FeatureModel {
  const { maxSpins, freeMultiplier: multiplier } = game;
  type Group = {
    retrigger: number;
    p: number;
    s1: number;
    s2: number;
    units: Float64Array;
    weights: Float64Array;
  };
  const groups: Group[] = [];
  for (const [scatters, counts] of free.byScatters.entries()) {
    if (!counts || counts.size === 0) continue;
    const units = Float64Array.from(counts.keys(), (value) => value * multiplier);
    const weights = Float64Array.from(counts.values(), (value) => value / free.combinations);
    let p = 0;
    let s1 = 0;
    let s2 = 0;
    for (let at = 0; at < units.length; at++) {
      p += weights[at] as number;
      s1 += (weights[at] as number) * (units[at] as number);
      s2 += (weights[at] as number) * (units[at] as number) ** 2;
    }
    groups.push({ retrigger: game.retriggerSpins[scatters] ?? 0, p, s1, s2, units, weights });
  }
  const size = maxSpins + 1;
  const at = (room: number, left: number) => room * size + left;
  const next = (room: number, left: number, retrigger: number) => {
    const granted = Math.min(retrigger, room);
    return at(room - granted, left - 1 + granted);
  };
  // a granted retrigger lowers the room, so states are solved by rising room, then rising spins left
  const solve = (value: (room: number, left: number, solved: Float64Array) => number) => {
    const solved = new Float64Array(size * size);
    for (let room = 0; room <= maxSpins; room++) {
      for (let left = 1; left + room <= maxSpins; left++) solved[at(room, left)] = value(room, left, solved);
    }
    return solved;
  };
  const mean = solve((room, left, solved) =>
    groups.reduce((sum, g) => sum + g.s1 + g.p * (solved[next(room, left, g.retrigger)] as number), 0),
  );
  const second = solve((room, left, solved) =>
    groups.reduce((sum, g) => {
      const after = next(room, left, g.retrigger);
      return sum + g.s2 + 2 * g.s1 * (mean[after] as number) + g.p * (solved[after] as number);
    }, 0),
  );
  const spins = solve((room, left, solved) =>
    groups.reduce((sum, g) => sum + g.p * (1 + (solved[next(room, left, g.retrigger)] as number)), 0),
  );
  const startOf = (start: number) => {
    const granted = Math.min(start, maxSpins);
    return at(maxSpins - granted, granted);
  };
  const mgfCache = new Map<number, Float64Array>();
  const logMgfTable = (theta: number) => {
    let table = mgfCache.get(theta);
    if (table) return table;
    // log of E[exp(theta * spin win)] restricted to each group, shifted to stay finite
    const logA = groups.map((g) => {
      let top = Number.NEGATIVE_INFINITY;
      for (const units of g.units) top = Math.max(top, theta * units);
      let sum = 0;
      for (let k = 0; k < g.units.length; k++)
        sum += (g.weights[k] as number) * Math.exp(theta * (g.units[k] as number) - top);
      return top + Math.log(sum);
    });
    table = solve((room, left, solved) =>
      logSumExp(
        groups.map((g, k) => (logA[k] as number) + (solved[next(room, left, g.retrigger)] as number)),
      ),
    );
    mgfCache.set(theta, table);
    return table;
  };
  return {
    mean: (start) => mean[startOf(start)] as number,
    secondMoment: (start) => second[startOf(start)] as number,
    averageSpins: (start) => spins[startOf(start)] as number,
    logMgf: (start, theta) => logMgfTable(theta)[startOf(start)] as number,
  };
}

function logSumExp(values: number[]): number {
  let top = Number.NEGATIVE_INFINITY;
  for (const value of values) top = Math.max(top, value);
  if (top === Number.NEGATIVE_INFINITY) return top;
  let sum = 0;
  for (const value of values) sum += Math.exp(value - top);
  return top + Math.log(sum);
}

/**
 * A proved upper bound on E[(W - cap)+], what the cap takes from a round's mean win W, from W's
 * moment generating function: (x)+ <= exp(theta * x - 1) / theta for every theta > 0, so
 * E[(W - C)+] <= E[exp(theta * W)] * exp(-theta * C - 1) / theta; the best theta of a grid is kept.
 */
function capBound(logMgf: (theta: number) => number, cap: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let step = 0; step <= 240; step++) {
    const theta = 10 ** (-9 + step / 30);
    const log = logMgf(theta) - theta * cap - 1 - Math.log(theta);
    if (Number.isFinite(log)) best = Math.min(best, Math.exp(log));
  }
  return best;
}

/** Where the win distributions (exact and simulated) split, in multiples of the bet. */
export const distributionEdges = [0, 1, 2, 5, 10, 20, 50, 100, 500, 1000, 5000, Number.POSITIVE_INFINITY];

/** The exact maths of a title: base game by enumeration, feature by its Markov chain, cap by a bound. */
export function analyzeGame(game: CompiledGame): GameAnalysis {
  const { definition, betUnits, maxWinUnits } = { ...game, betUnits: game.definition.betUnits };
  const base = enumerateReelSet(game, game.base);
  const hasFeature = game.maxSpins > 0;
  const free = hasFeature ? enumerateReelSet(game, game.free) : { combinations: 0, byScatters: [] };
  const feature = hasFeature ? featureModel(game, free) : null;

  // base outcomes as flat arrays: units, probability, free spins triggered
  const outcomes: Array<{ units: number; p: number; spins: number }> = [];
  for (const [scatters, counts] of base.byScatters.entries()) {
    for (const [units, combinations] of counts ?? []) {
      outcomes.push({ units, p: combinations / base.combinations, spins: game.scatterSpins[scatters] ?? 0 });
    }
  }
  let baseMean = 0;
  let featureMean = 0;
  let secondMoment = 0;
  let hit = 0;
  let trigger = 0;
  let triggeredSpins = 0;
  let baseMax = 0;
  for (const { units, p, spins } of outcomes) {
    baseMean += p * units;
    baseMax = Math.max(baseMax, units);
    const mean = spins > 0 && feature ? feature.mean(spins) : 0;
    const second = spins > 0 && feature ? feature.secondMoment(spins) : 0;
    featureMean += p * mean;
    secondMoment += p * (units * units + 2 * units * mean + second);
    if (units > 0 || spins > 0) hit += p;
    if (spins > 0) {
      trigger += p;
      triggeredSpins += p * (feature as FeatureModel).averageSpins(spins);
    }
  }
  const mean = baseMean + featureMean;
  const roundLogMgf = (theta: number) =>
    logSumExp(
      outcomes.map(
        ({ units, p, spins }) =>
          Math.log(p) + theta * units + (spins > 0 && feature ? feature.logMgf(spins, theta) : 0),
      ),
    );
  let freeMax = 0;
  for (const counts of free.byScatters)
    for (const units of counts?.keys() ?? []) freeMax = Math.max(freeMax, units);
  const uncappedMax = baseMax + (hasFeature ? game.maxSpins * freeMax * game.freeMultiplier : 0);
  const capBinds = uncappedMax > maxWinUnits;
  const capEffect = capBinds ? capBound(roundLogMgf, maxWinUnits) : 0;

  // the chance of the top award: the cap (base spin alone, or a free spin of a triggered feature
  // reaching it), else the biggest base win exactly
  let maxMultiplierChance = 0;
  if (capBinds) {
    let baseReaches = 0;
    for (const { units, p } of outcomes) if (units >= maxWinUnits) baseReaches += p;
    let freeReaches = 0;
    for (const counts of free.byScatters) {
      for (const [units, combinations] of counts ?? []) {
        if (units * game.freeMultiplier >= maxWinUnits) freeReaches += combinations / free.combinations;
      }
    }
    let viaFeature = 0;
    for (const { p, spins } of outcomes) {
      if (spins > 0) viaFeature += p * (1 - (1 - freeReaches) ** Math.min(spins, game.maxSpins));
    }
    maxMultiplierChance = Math.max(baseReaches, viaFeature);
  } else {
    for (const { units, p } of outcomes) if (units === baseMax) maxMultiplierChance += p;
  }

  const buy = definition.bonusBuy;
  const buyCost = buy ? buy.cost * betUnits : 0;
  return {
    id: definition.id,
    combinations: { base: base.combinations, free: free.combinations },
    rtp: mean / betUnits,
    capEffect: capEffect / betUnits,
    baseRtp: baseMean / betUnits,
    featureRtp: featureMean / betUnits,
    hitFrequency: hit,
    featureFrequency: trigger,
    averageFreeSpins: trigger > 0 ? triggeredSpins / trigger : 0,
    volatilityIndex: Math.sqrt(Math.max(0, secondMoment - mean * mean)) / betUnits,
    maxMultiplier: (capBinds ? maxWinUnits : baseMax) / betUnits,
    maxMultiplierChance,
    bonusBuyRtp: buy && feature ? feature.mean(buy.spins) / buyCost : null,
    bonusBuyCapEffect:
      buy && feature
        ? (uncappedMax > maxWinUnits
            ? capBound((theta) => feature.logMgf(buy.spins, theta), maxWinUnits)
            : 0) / buyCost
        : null,
    awards: awardChances(game, base),
    baseDistribution: [
      { from: 0, to: 0 },
      ...distributionEdges.slice(0, -1).map((from, k) => ({ from, to: distributionEdges[k + 1] as number })),
    ].map(({ from, to }) => {
      let probability = 0;
      for (const { units, p } of outcomes) {
        const bets = units / betUnits;
        if (to === 0 ? bets === 0 : bets > from && bets <= to) probability += p;
      }
      return { from, to, probability };
    }),
  };
}

/**
 * Lower bounds on the chance of each paytable award in one base spin: the award's symbol on the
 * first `count` reels of one line (lines) or anywhere on them (ways), and neither it nor a wild on
 * the next reel; scatter awards exactly, from the enumeration.
 */
function awardChances(game: CompiledGame, base: ReelSetCount): AwardChance[] {
  const { reelCount, rows, wild, scatter, pays, symbolIds } = game;
  const awards: AwardChance[] = [];
  // per reel, the share of stops whose column (lines: whose top row) holds the symbol, or holds neither it nor a wild
  const share = (reel: number, test: (column: number[]) => boolean) => {
    const strip = game.base[reel] as Int32Array;
    let hits = 0;
    for (let stop = 0; stop < strip.length; stop++) {
      const column = Array.from(
        { length: game.ways ? rows : 1 },
        (_, row) => strip[(stop + row) % strip.length] as number,
      );
      if (test(column)) hits++;
    }
    return hits / strip.length;
  };
  for (let symbol = 0; symbol < symbolIds.length; symbol++) {
    if (symbol === scatter) continue;
    for (let count = 1; count <= reelCount; count++) {
      const units = pays[symbol * (reelCount + 1) + count] as number;
      if (units === 0) continue;
      let probability = 1;
      for (let reel = 0; reel < count; reel++)
        probability *= share(reel, (column) => column.includes(symbol));
      if (count < reelCount) {
        probability *= share(count, (column) => column.every((shown) => shown !== symbol && shown !== wild));
      }
      awards.push({ symbol: symbolIds[symbol] as string, count, units, probability });
    }
  }
  if (scatter >= 0) {
    for (const [count, counts] of base.byScatters.entries()) {
      const units = game.scatterPays[count] ?? 0;
      if (units === 0 && (game.scatterSpins[count] ?? 0) === 0) continue;
      let combinations = 0;
      for (const value of counts?.values() ?? []) combinations += value;
      awards.push({
        symbol: symbolIds[scatter] as string,
        count,
        units,
        probability: combinations / base.combinations,
      });
    }
  }
  return awards;
}
