import { type Award, exactAwards } from './awards.ts';
import { entryOpen, entryUnits, foldEntry, foldReel, foldStateLength } from './evaluate.ts';
import {
  type Bounded,
  cappedMean,
  chanceAtLeast,
  type FeatureTotal,
  featureTotals,
} from './feature-distribution.ts';
import { unitRoundoff } from './fft.ts';
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

export type { Award } from './awards.ts';

/** The exact maths of a title. Fractions of the bet unless said otherwise; "capped" figures are what rounds pay. */
export type GameAnalysis = {
  id: string;
  combinations: { base: number; free: number };
  /** Return to player if there were no cap, exact. */
  rtp: number;
  /** Return to player of the game as played (the cap applied): E[min(round win, cap)] / bet. */
  cappedRtp: number;
  /** A proved bound on |cappedRtp - exact value| (pruned retrigger patterns and rounding). */
  cappedRtpError: number;
  /** What the cap takes: rtp - cappedRtp = E[(round win - cap)+] / bet, within cappedRtpError. */
  capEffect: number;
  /** Returns of the base spin and of the free spins, with no cap. */
  baseRtp: number;
  featureRtp: number;
  /** A round wins something or triggers the feature. */
  hitFrequency: number;
  /** A base spin triggers the feature. */
  featureFrequency: number;
  /** Free spins a triggered feature plays on average (as if the cap never ended one early). */
  averageFreeSpins: number;
  /** A free spin shows a retrigger combination. */
  retriggerChance: number;
  /** Retriggers that add spins, per triggered feature on average (as if the cap never ended one early). */
  averageRetriggers: number;
  /** Standard deviation of one round's win, in bets (no cap): the volatility index. */
  volatilityIndex: number;
  /** The most a round can pay, in bets: the cap when a round can reach it, else the biggest possible win. */
  maxMultiplier: number;
  /** The exact chance that a round pays `maxMultiplier`, and a proved bound on its error. */
  maxMultiplierChance: number;
  maxMultiplierChanceError: number;
  /** A bought feature's return over its cost: with no cap, as played (with its error bound), and the difference. */
  bonusBuyRtp: number | null;
  bonusBuyCappedRtp: number | null;
  bonusBuyCappedRtpError: number | null;
  bonusBuyCapEffect: number | null;
  /** Free spins a bought feature plays on average, and the chance it reaches the cap (with its error bound). */
  bonusBuyAverageSpins: number | null;
  bonusBuyCapChance: number | null;
  bonusBuyCapChanceError: number | null;
  /** Every paytable award of a base spin and of a free spin, exact (see Award). */
  awards: Award[];
  freeAwards: Award[];
  /** The exact base-spin win distribution by range of multiples of the bet (lower bound exclusive). */
  baseDistribution: Array<{ from: number; to: number; probability: number }>;
};

/** Feature value per start (free spins granted): exact expectations, and the biggest win and its chance. */
type FeatureModel = {
  mean(start: number): number;
  secondMoment(start: number): number;
  averageSpins(start: number): number;
  averageRetriggers(start: number): number;
  /** The biggest total a feature can win, in units, and the chance it does. */
  best(start: number): number;
  bestChance(start: number): number;
};

/**
 * The free-spins feature as a Markov chain over (spins that may still be granted, spins left):
 * every free spin is independent of the others, so a spin's win and retrigger come from the
 * enumerated free reels, and the exact mean, second moment, expected spins and retriggers, and
 * the biggest total with its chance follow by dynamic programming over at most maxSpins² states.
 */
function featureModel(game: CompiledGame, free: ReelSetCount): FeatureModel {
  const { maxSpins, freeMultiplier: multiplier } = game;
  type Group = { retrigger: number; p: number; s1: number; s2: number; top: number; topP: number };
  const groups: Group[] = [];
  for (const [scatters, counts] of free.byScatters.entries()) {
    if (!counts || counts.size === 0) continue;
    const group = { retrigger: game.retriggerSpins[scatters] ?? 0, p: 0, s1: 0, s2: 0, top: 0, topP: 0 };
    for (const [raw, combinations] of counts) {
      const units = raw * multiplier;
      const p = combinations / free.combinations;
      group.p += p;
      group.s1 += p * units;
      group.s2 += p * units * units;
      if (units > group.top) [group.top, group.topP] = [units, p];
      else if (units === group.top) group.topP += p;
    }
    groups.push(group);
  }
  const size = maxSpins + 1;
  const at = (room: number, left: number) => room * size + left;
  const next = (room: number, left: number, retrigger: number) => {
    const granted = Math.min(retrigger, room);
    return at(room - granted, left - 1 + granted);
  };
  // a granted retrigger lowers the room, so states are solved by rising room, then rising spins left
  const solve = (value: (room: number, left: number, solved: Float64Array) => number, ended = 0) => {
    const solved = new Float64Array(size * size);
    for (let room = 0; room <= maxSpins; room++) solved[at(room, 0)] = ended;
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
  const retriggers = solve((room, left, solved) =>
    groups.reduce((sum, g) => {
      const adds = g.retrigger > 0 && room > 0 ? 1 : 0;
      return sum + g.p * (adds + (solved[next(room, left, g.retrigger)] as number));
    }, 0),
  );
  // within a group the next state is the same, so the biggest total takes each group's biggest win
  const best = solve((room, left, solved) =>
    Math.max(...groups.map((g) => g.top + (solved[next(room, left, g.retrigger)] as number))),
  );
  const bestChance = solve(
    (room, left, solved) =>
      groups.reduce((sum, g) => {
        const after = next(room, left, g.retrigger);
        const reaches = g.top + (best[after] as number) === best[at(room, left)];
        return reaches ? sum + g.topP * (solved[after] as number) : sum;
      }, 0),
    1,
  );
  const startOf = (start: number) => {
    const granted = Math.min(start, maxSpins);
    return at(maxSpins - granted, granted);
  };
  return {
    mean: (start) => mean[startOf(start)] as number,
    secondMoment: (start) => second[startOf(start)] as number,
    averageSpins: (start) => spins[startOf(start)] as number,
    averageRetriggers: (start) => retriggers[startOf(start)] as number,
    best: (start) => best[startOf(start)] as number,
    bestChance: (start) => bestChance[startOf(start)] as number,
  };
}

/** Where the win distributions (exact and simulated) split, in multiples of the bet. */
export const distributionEdges = [0, 1, 2, 5, 10, 20, 50, 100, 500, 1000, 5000, Number.POSITIVE_INFINITY];

/**
 * A sum of bounded terms: the value, what pruning may add (one side) and the rounding error of
 * the terms and of the summation itself (at most n u times the sum of magnitudes).
 */
class BoundedSum {
  private value = 0;
  private pruned = 0;
  private error = 0;
  private magnitude = 0;
  private terms = 0;

  add(weight: number, term: number | Bounded): void {
    const { value, pruned, error } = typeof term === 'number' ? { value: term, pruned: 0, error: 0 } : term;
    this.value += weight * value;
    this.pruned += weight * pruned;
    this.error += weight * error;
    this.magnitude += Math.abs(weight * value);
    this.terms++;
  }

  /**
   * The midpoint of what the exact value may be and a bound on the distance to it, both divided
   * by `scale`; `ceiling` is a known upper limit of the exact value (a capped mean never exceeds
   * the uncapped one), which trims what pruning may add and the estimate itself.
   */
  certified(scale: number, ceiling = Number.POSITIVE_INFINITY): { value: number; error: number } {
    const rounding = 2 * (this.terms + 2) * unitRoundoff * (this.magnitude + this.pruned);
    const added = Math.max(0, Math.min(this.pruned, ceiling - this.value));
    return {
      value: Math.min(this.value + added / 2, ceiling) / scale,
      error: (added / 2 + this.error + rounding) / scale,
    };
  }
}

/**
 * The exact maths of a title: base game by enumeration, feature by its Markov chain, and the
 * capped return from the exact distribution of the feature's win (feature-distribution.ts).
 * Since wins are never negative, a round capped by ending its feature at the cap pays
 * min(W, cap) for the uncapped round win W: a base win u that triggers s spins adds
 * u + E[min(feature(s), cap - u)].
 */
export function analyzeGame(game: CompiledGame): GameAnalysis {
  const { definition, maxWinUnits: cap } = game;
  const { betUnits } = definition;
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
  const triggers = (spins: number) => spins > 0 && feature !== null;
  const bestOf = (units: number, spins: number) =>
    units + (triggers(spins) ? (feature as FeatureModel).best(spins) : 0);
  let baseMean = 0;
  let featureMean = 0;
  let secondMoment = 0;
  let hit = 0;
  let trigger = 0;
  let triggeredSpins = 0;
  let retriggered = 0;
  let maxWin = 0;
  for (const { units, p, spins } of outcomes) {
    baseMean += p * units;
    maxWin = Math.max(maxWin, bestOf(units, spins));
    if (units > 0 || triggers(spins)) hit += p;
    if (!triggers(spins)) {
      secondMoment += p * units * units;
      continue;
    }
    const model = feature as FeatureModel;
    featureMean += p * model.mean(spins);
    secondMoment += p * (units * units + 2 * units * model.mean(spins) + model.secondMoment(spins));
    trigger += p;
    triggeredSpins += p * model.averageSpins(spins);
    retriggered += p * model.averageRetriggers(spins);
  }
  const mean = baseMean + featureMean;

  // the feature's win distribution, for every start that can reach the cap
  const buy = definition.bonusBuy && feature ? definition.bonusBuy : null;
  const reachStarts = new Set<number>();
  for (const { units, spins } of outcomes) {
    if (triggers(spins) && units < cap && bestOf(units, spins) >= cap) reachStarts.add(spins);
  }
  if (buy && (feature as FeatureModel).best(buy.spins) >= cap) reachStarts.add(buy.spins);
  const totals =
    reachStarts.size > 0 ? featureTotals(game, free, [...reachStarts]) : new Map<number, FeatureTotal>();
  const capped = new BoundedSum();
  const reached = new BoundedSum();
  let topChance = 0;
  for (const { units, p, spins } of outcomes) {
    const total = triggers(spins) ? totals.get(spins) : undefined;
    if (units >= cap) {
      capped.add(p, cap);
      reached.add(p, 1);
    } else if (total) {
      capped.add(p, units);
      capped.add(p, cappedMean(total, cap - units));
      reached.add(p, chanceAtLeast(total, cap - units));
    } else capped.add(p, units + (triggers(spins) ? (feature as FeatureModel).mean(spins) : 0));
    if (maxWin < cap && bestOf(units, spins) === maxWin) {
      topChance += p * (triggers(spins) ? (feature as FeatureModel).bestChance(spins) : 1);
    }
  }
  const capReachable = maxWin >= cap;
  // a cap no round reaches takes nothing: the uncapped return, summed the same way, is the capped one
  const cappedRtp = capReachable
    ? capped.certified(betUnits, mean)
    : { value: mean / betUnits, error: capped.certified(betUnits).error };
  const topWin = capReachable
    ? reached.certified(1)
    : { value: topChance, error: 2 * outcomes.length * unitRoundoff * topChance };

  const buyCost = buy ? buy.cost * betUnits : 0;
  const buyTotal = buy ? totals.get(buy.spins) : undefined;
  const buyMean = buy ? (feature as FeatureModel).mean(buy.spins) : 0;
  const buyCapped = new BoundedSum();
  buyCapped.add(1, buyTotal ? cappedMean(buyTotal, cap) : buyMean);
  const buyCertified = buyCapped.certified(buyCost, buyMean);
  const buyReach = new BoundedSum();
  buyReach.add(1, buyTotal ? chanceAtLeast(buyTotal, cap) : 0);
  const buyReachCertified = buyReach.certified(1);

  return {
    id: definition.id,
    combinations: { base: base.combinations, free: free.combinations },
    rtp: mean / betUnits,
    cappedRtp: cappedRtp.value,
    cappedRtpError: cappedRtp.error,
    capEffect: mean / betUnits - cappedRtp.value,
    baseRtp: baseMean / betUnits,
    featureRtp: featureMean / betUnits,
    hitFrequency: hit,
    featureFrequency: trigger,
    averageFreeSpins: trigger > 0 ? triggeredSpins / trigger : 0,
    retriggerChance: hasFeature ? retriggerChance(game, free) : 0,
    averageRetriggers: trigger > 0 ? retriggered / trigger : 0,
    volatilityIndex: Math.sqrt(Math.max(0, secondMoment - mean * mean)) / betUnits,
    maxMultiplier: (capReachable ? cap : maxWin) / betUnits,
    maxMultiplierChance: topWin.value,
    maxMultiplierChanceError: topWin.error,
    bonusBuyRtp: buy ? buyMean / buyCost : null,
    bonusBuyCappedRtp: buy ? buyCertified.value : null,
    bonusBuyCappedRtpError: buy ? buyCertified.error : null,
    bonusBuyCapEffect: buy ? buyMean / buyCost - buyCertified.value : null,
    bonusBuyAverageSpins: buy ? (feature as FeatureModel).averageSpins(buy.spins) : null,
    bonusBuyCapChance: buy ? buyReachCertified.value : null,
    bonusBuyCapChanceError: buy ? buyReachCertified.error : null,
    awards: exactAwards(game, game.base, base, game.scatterSpins),
    freeAwards: hasFeature ? exactAwards(game, game.free, free, game.retriggerSpins) : [],
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

/** The chance that a free spin shows a combination of scatters that retriggers. */
function retriggerChance(game: CompiledGame, free: ReelSetCount): number {
  let combinations = 0;
  for (const [scatters, counts] of free.byScatters.entries()) {
    if ((game.retriggerSpins[scatters] ?? 0) === 0) continue;
    for (const value of counts?.values() ?? []) combinations += value;
  }
  return combinations / free.combinations;
}
