import { unitRoundoff } from './fft.ts';
import type { CompiledGame } from './game.ts';
import {
  addScaled,
  distribution,
  multiply,
  type Operand,
  operand,
  powers,
  type Truncated,
  type TruncatedGrid,
  truncatedGrid,
  unit,
  untiltError,
} from './truncated.ts';

/** Free-spin outcomes as the enumeration counts them: `byScatters[count]` maps units to combinations. */
type FreeSpinCounts = { combinations: number; byScatters: Array<Map<number, number>> };

/**
 * The exact distribution of a feature's total win (multiplier applied) below the cap:
 * `probability[k]` = P(total = k * grid). Retrigger patterns less likely than the cut-off are left
 * out: their probability, `pruned`, may lie anywhere; every other figure is exact but for
 * rounding, which `errorFrom` and `topError` bound.
 */
export type FeatureTotal = {
  /** Units between neighbouring totals: every free-spin win is a multiple of it. */
  grid: number;
  probability: Float64Array;
  /** P(total >= j * grid) over the computed patterns, for j = 0..probability.length (the last: the cap). */
  atLeast: Float64Array;
  /** Sum over k < j of k * probability[k], for j = 0..probability.length. */
  partialMean: Float64Array;
  pruned: number;
  /** Chernoff bounds on the pruned mass at or above a total: log sum of mass * E[exp(theta total)]. */
  prunedTail: Array<{ theta: number; log: number }>;
  /** E[total; pruned]: the pruned endings' share of the mean, exact from the chain. */
  prunedMean: number;
  /** Bound on the sum of |rounding error| of probability[k] over k >= j, for j = 0..probability.length. */
  errorFrom: Float64Array;
  /** Bound on the rounding error of the mass at or above the cap. */
  topError: number;
  /** Endings (retrigger patterns) computed for this start, and the tilt used (log rho^cells). */
  patterns: number;
  tilt: number;
};

/** A figure with what pruning (0 up to `pruned`, one side) and rounding (`error`, either side) leave open. */
export type Bounded = { value: number; pruned: number; error: number };

/**
 * How the feature totals are computed: the pruning cut-off, and how much the tilt (see
 * truncated.ts) may grow a feature's E[rho^total], which every rounding error scales with (the
 * tilt is the largest on a grid that keeps it within this).
 */
export type FeatureTotalOptions = { cutoff?: number; tiltGrowth?: number };

/** Free-spin outcomes grouped by the spins they retrigger (group 0: none), as units to combinations. */
type SpinGroup = { retrigger: number; counts: Map<number, number>; probability: number };

/** A feature's ending: how many spins of each retrigger group it showed, and of group 0. */
type Pattern = { counts: number[]; zeros: number; probability: number };

/** A state the dynamic programme dropped, with the chain state (room, left) it would go on from. */
type PrunedState = { counts: number[]; played: number; mass: number; room: number; left: number };

/** Tilts tried (log of rho^cells), and the exponents of the tail bounds on pruned states, times the cap. */
const tiltGrid = Array.from({ length: 60 }, (_, k) => k + 1);
const chernoffGrid = [0.5, 1, 2, 3, 4, 6, 8, 11, 16, 22, 30, 40, 55, 75, 100];

/**
 * The feature's total win for each start (free spins granted by the trigger or the buy).
 *
 * Free spins are independent and identically distributed; group their outcomes by the spins they
 * retrigger (group 0: none). How many spins a feature plays depends only on which groups its spins
 * fall in, so a dynamic programme over (retrigger counts, spins played) gives the probability of
 * every way it can end (the order summed out). Given how it ended, the total is a sum of
 * independent wins drawn from each group's own distribution: the product of the groups'
 * distributions, computed by FFT. While maxSpins cuts no retrigger short, a feature with counts q
 * plays first + sum q_g (r_g - 1) group-0 spins, so its total is
 * zero^first * prod (zero^(r_g - 1) * group_g)^q_g: the sum over endings of P(q) * prod(...)^q is
 * walked as a trie shared by every start, one product per node, then multiplied by zero^first.
 */
export function featureTotals(
  game: CompiledGame,
  free: FreeSpinCounts,
  starts: number[],
  { cutoff = 1e-13, tiltGrowth = 64 }: FeatureTotalOptions = {},
): Map<number, FeatureTotal> {
  const { maxSpins, freeMultiplier } = game;
  const { groups, step } = spinGroups(game, free);
  const cells = Math.ceil(game.maxWinUnits / step);
  const chain = mgfChain(game, groups);
  const firsts = [...new Set(starts.map((start) => Math.min(start, maxSpins)))];
  let tilt = 0;
  for (const next of tiltGrid) {
    const table = chain.table(next / (cells * step));
    if (firsts.some((first) => (table[chain.startOf(first)] as number) > Math.log(tiltGrowth))) break;
    tilt = next;
  }
  const grid = truncatedGrid(cells, tilt);
  const vectors = groups.map(({ counts, probability }) => {
    if (probability === 0) return unit(grid); // never happens: no ending with it has any probability
    let combinations = 0;
    for (const count of counts.values()) combinations += count;
    return distribution(
      grid,
      [...counts].map(([units, count]) => [(units * freeMultiplier) / step, count / combinations]),
    );
  });
  const [zero, ...retriggers] = groups as [SpinGroup, ...SpinGroup[]];
  const zeroPower = powers(grid, vectors[0] as Truncated);
  const groupPowers = retriggers.map((_, g) => powers(grid, vectors[g + 1] as Truncated));
  const times = (a: Truncated, b: Truncated) => multiply(grid, operand(grid, a), operand(grid, b));
  const extended = retriggers.map(({ retrigger }, g) => {
    const spin = vectors[g + 1] as Truncated;
    return operand(grid, retrigger === 1 ? spin : times(zeroPower(retrigger - 1), spin));
  });

  const radix = maxSpins + 1;
  const keyOf = (counts: number[]) => counts.reduce((key, count, g) => key + count * radix ** g, 0);
  // an ending's probability sums products of at most maxSpins + 1 rounded probabilities, each
  // step adding at most one rounding per group: its relative error
  const weightError = 1.01 * (maxSpins + 2) * (retriggers.length + 3) * unitRoundoff;
  const empty = (): Truncated => ({ values: new Float64Array(cells), error: 0, top: 0, topError: 0 });
  const sums = firsts.map(empty);
  const products = firsts.map(empty);
  const weights = new Map<number, Float64Array>();
  const prefixes = new Set<number>();
  const found = firsts.map((first, at) => {
    const { patterns, pruned, prunedStates } = terminalPatterns(
      zero.probability,
      retriggers,
      maxSpins,
      first,
      cutoff,
    );
    for (const pattern of patterns) {
      const retriggered = pattern.counts.reduce(
        (all, count, g) => all + count * (retriggers[g]?.retrigger ?? 0),
        0,
      );
      if (first + retriggered <= maxSpins) {
        const key = keyOf(pattern.counts);
        const byStart = weights.get(key) ?? new Float64Array(firsts.length);
        byStart[at] = pattern.probability;
        weights.set(key, byStart);
        let prefix = 0;
        for (const [g, count] of pattern.counts.entries()) {
          for (let k = 0; k < count; k++) {
            prefix += radix ** g;
            prefixes.add(prefix);
          }
        }
        continue;
      }
      // maxSpins cut a retrigger short: the group-0 spins are what is left of maxSpins
      let vector = zeroPower(pattern.zeros);
      for (const [g, count] of pattern.counts.entries()) {
        if (count > 0) vector = times(vector, groupPowers[g]?.(count) as Truncated);
      }
      addScaled(sums[at] as Truncated, pattern.probability, vector, weightError);
    }
    const prunedTail = chernoffGrid.map((exponent) =>
      prunedTailLog(chain, prunedStates, exponent / (cells * step)),
    );
    return { patterns: patterns.length, pruned, prunedTail, prunedMean: prunedMeanOf(chain, prunedStates) };
  });

  // a node's children add one spin of a group at or after its last one; the root is the unit
  const visit = (key: number, vector: Truncated, node: Operand | null, from: number) => {
    const byStart = weights.get(key);
    for (const [at, weight] of byStart?.entries() ?? []) {
      if (weight > 0) addScaled(products[at] as Truncated, weight, vector, weightError);
    }
    for (let g = from; g < retriggers.length; g++) {
      const child = key + radix ** g;
      if (!prefixes.has(child)) continue;
      const next = node ? multiply(grid, node, extended[g] as Operand) : (extended[g] as Operand);
      const hasChildren = retriggers.some((_, h) => h >= g && prefixes.has(child + radix ** h));
      visit(child, next, hasChildren ? operand(grid, next) : null, g);
    }
  };
  visit(0, unit(grid), null, 0);

  const totals = new Map<number, FeatureTotal>();
  for (const [at, first] of firsts.entries()) {
    const sum = sums[at] as Truncated;
    if (weights.size > 0) addScaled(sum, 1, times(zeroPower(first), products[at] as Truncated));
    const total = summarize(grid, step, sum, found[at] as (typeof found)[number]);
    for (const start of starts) if (Math.min(start, maxSpins) === first) totals.set(start, total);
  }
  return totals;
}

/**
 * Free-spin outcomes by the spins they retrigger, group 0 first, and the grid of their wins: the
 * multiplier times the greatest common divisor of every win (the cap itself when nothing pays).
 */
function spinGroups(game: CompiledGame, free: FreeSpinCounts): { groups: SpinGroup[]; step: number } {
  const byRetrigger = new Map<number, Map<number, number>>([[0, new Map()]]);
  let divisor = 0;
  for (const [scatters, counts] of free.byScatters.entries()) {
    if (!counts) continue;
    const retrigger = game.retriggerSpins[scatters] ?? 0;
    const group = byRetrigger.get(retrigger) ?? new Map<number, number>();
    byRetrigger.set(retrigger, group);
    for (const [units, combinations] of counts) {
      group.set(units, (group.get(units) ?? 0) + combinations);
      if (units > 0) divisor = gcd(divisor, units);
    }
  }
  const groups = [...byRetrigger.entries()]
    .sort(([a], [b]) => a - b)
    .map(([retrigger, counts]) => {
      let combinations = 0;
      for (const count of counts.values()) combinations += count;
      return { retrigger, counts, probability: combinations / free.combinations };
    });
  return { groups, step: divisor > 0 ? divisor * game.freeMultiplier : game.maxWinUnits };
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y > 0) [x, y] = [y, x % y];
  return x;
}

/**
 * The feature as a Markov chain over (spins that may still be granted, spins left), for the log
 * of E[exp(theta * rest of the feature's win)] from each state: spins are independent, so
 * L(room, left) = log sum over groups of E[exp(theta * spin win); group] * exp(L(next state)),
 * and L(room, 0) = 0. Also each group's log E[exp(theta * spin win) | group], and the same for
 * the plain expectation of the rest of the win.
 */
function mgfChain(game: CompiledGame, groups: SpinGroup[]) {
  const { maxSpins, freeMultiplier } = game;
  const size = maxSpins + 1;
  const at = (room: number, left: number) => room * size + left;
  const memo = new Map<number, { table: Float64Array; conditional: number[] }>();
  const solve = (theta: number) => {
    let known = memo.get(theta);
    if (known) return known;
    const conditional = groups.map(({ counts }) => {
      let top = Number.NEGATIVE_INFINITY;
      let combinations = 0;
      for (const [units, count] of counts) {
        top = Math.max(top, theta * units * freeMultiplier);
        combinations += count;
      }
      let sum = 0;
      for (const [units, count] of counts) sum += count * Math.exp(theta * units * freeMultiplier - top);
      return combinations > 0 ? top + Math.log(sum / combinations) : 0;
    });
    const restricted = groups.map(({ probability }, g) =>
      probability > 0 ? Math.log(probability) + (conditional[g] as number) : Number.NEGATIVE_INFINITY,
    );
    const table = new Float64Array(size * size);
    const terms = new Float64Array(groups.length);
    // a granted retrigger lowers the room, so states are solved by rising room, then rising spins left
    for (let room = 0; room <= maxSpins; room++) {
      for (let left = 1; left + room <= maxSpins; left++) {
        let best = Number.NEGATIVE_INFINITY;
        for (const [g, { retrigger }] of groups.entries()) {
          const granted = Math.min(retrigger, room);
          const term = (restricted[g] as number) + (table[at(room - granted, left - 1 + granted)] as number);
          terms[g] = term;
          best = Math.max(best, term);
        }
        let sum = 0;
        for (const term of terms) sum += Math.exp(term - best);
        table[at(room, left)] = best + Math.log(sum);
      }
    }
    known = { table, conditional };
    memo.set(theta, known);
    return known;
  };
  const conditionalMeans = groups.map(({ counts }) => {
    let combinations = 0;
    let sum = 0;
    for (const [units, count] of counts) {
      combinations += count;
      sum += count * units * freeMultiplier;
    }
    return combinations > 0 ? sum / combinations : 0;
  });
  const meanTable = new Float64Array(size * size);
  for (let room = 0; room <= maxSpins; room++) {
    for (let left = 1; left + room <= maxSpins; left++) {
      let mean = 0;
      for (const [g, { retrigger, probability }] of groups.entries()) {
        const granted = Math.min(retrigger, room);
        mean +=
          probability *
          ((conditionalMeans[g] as number) + (meanTable[at(room - granted, left - 1 + granted)] as number));
      }
      meanTable[at(room, left)] = mean;
    }
  }
  return {
    /** L(room, left) for every state, indexed by `at`. */
    table: (theta: number) => solve(theta).table,
    /** The expected rest of the win from every state, and each group's mean spin win. */
    meanTable,
    conditionalMeans,
    /** log E[exp(theta * spin win) | group], group 0 first. */
    conditional: (theta: number) => solve(theta).conditional,
    startOf: (first: number) => at(maxSpins - first, first),
    at,
  };
}

type MgfChain = ReturnType<typeof mgfChain>;

/**
 * For a Chernoff bound on the pruned states' share of P(total >= x): from a state reached with
 * mass m after q retrigger-group spins and n group-0 spins, P(total >= x) <= E[exp(theta total)]
 * exp(-theta x), where E[exp(theta total)] is the spins played (their groups known) times the
 * chain from the state. Returns theta and log sum m E[exp(theta total)] (the states' future alike).
 */
function prunedTailLog(
  chain: MgfChain,
  states: PrunedState[],
  theta: number,
): { theta: number; log: number } {
  if (states.length === 0) return { theta, log: Number.NEGATIVE_INFINITY };
  const table = chain.table(theta);
  const [zero, ...retriggers] = chain.conditional(theta) as [number, ...number[]];
  let best = Number.NEGATIVE_INFINITY;
  const logs = states.map(({ counts, played, mass, room, left }) => {
    let log = Math.log(mass) + (table[chain.at(room, left)] as number);
    let retriggered = 0;
    for (const [g, count] of counts.entries()) {
      retriggered += count;
      log += count * (retriggers[g] as number);
    }
    log += (played - retriggered) * zero;
    best = Math.max(best, log);
    return log;
  });
  let sum = 0;
  for (const log of logs) sum += Math.exp(log - best);
  // the logs' own rounding is far below the slack of any Chernoff bound; a relative hair covers it
  return { theta, log: best + Math.log(sum) + 1e-9 };
}

/** E[total; pruned]: each pruned state's mass times its spins' mean wins and the chain's mean from it. */
function prunedMeanOf(chain: MgfChain, states: PrunedState[]): number {
  const [zeroMean, ...retriggerMeans] = chain.conditionalMeans as [number, ...number[]];
  let sum = 0;
  for (const { counts, played, mass, room, left } of states) {
    let mean = chain.meanTable[chain.at(room, left)] as number;
    let retriggered = 0;
    for (const [g, count] of counts.entries()) {
      retriggered += count;
      mean += count * (retriggerMeans[g] as number);
    }
    sum += mass * (mean + (played - retriggered) * zeroMean);
  }
  return sum;
}

/**
 * Every way a feature can end, as retrigger counts with their probability: spins are played one
 * at a time, each from group 0 (probability `zero`) or a retrigger group, and the feature ends
 * when the spins played reach the spins granted, min(maxSpins, first + retriggered spins). States
 * less likely than `cutoff` are dropped, and returned for the tail bound.
 */
function terminalPatterns(
  zero: number,
  retriggers: SpinGroup[],
  maxSpins: number,
  first: number,
  cutoff: number,
): { patterns: Pattern[]; pruned: number; prunedStates: PrunedState[] } {
  const radix = maxSpins + 1;
  if (radix ** retriggers.length > Number.MAX_SAFE_INTEGER) throw new Error('too many retrigger groups');
  const steps = retriggers.map((_, g) => radix ** g);
  const decode = (key: number) => retriggers.map((_, g) => Math.floor(key / (steps[g] as number)) % radix);
  const patterns: Pattern[] = [];
  const prunedStates: PrunedState[] = [];
  let pruned = 0;
  let layer = new Map<number, number>([[0, 1]]);
  for (let played = 1; layer.size > 0; played++) {
    const next = new Map<number, number>();
    const add = (key: number, mass: number) => next.set(key, (next.get(key) ?? 0) + mass);
    for (const [key, mass] of layer) {
      add(key, mass * zero);
      for (const [g, { probability }] of retriggers.entries())
        add(key + (steps[g] as number), mass * probability);
    }
    layer = new Map();
    for (const [key, mass] of next) {
      if (mass === 0) continue;
      const counts = decode(key);
      const granted = Math.min(
        maxSpins,
        first + counts.reduce((all, count, g) => all + count * (retriggers[g]?.retrigger as number), 0),
      );
      if (mass < cutoff) {
        pruned += mass;
        prunedStates.push({ counts, played, mass, room: maxSpins - granted, left: granted - played });
      } else if (played < granted) layer.set(key, mass);
      else {
        const retriggered = counts.reduce((all, count) => all + count, 0);
        patterns.push({ counts, zeros: played - retriggered, probability: mass });
      }
    }
  }
  // the dropped masses carry the same relative rounding as the endings'; a hair over covers it
  return { patterns, pruned: pruned * (1 + 1e-10), prunedStates };
}

/** Untilts a feature's distribution and sums it up for capped means and chances. */
function summarize(
  grid: TruncatedGrid,
  step: number,
  sum: Truncated,
  found: Pick<FeatureTotal, 'patterns' | 'pruned' | 'prunedTail' | 'prunedMean'>,
): FeatureTotal {
  const { cells, decay, belowDecayNorm } = grid;
  const probability = sum.values.map((value, k) => value * (decay[k] as number));
  const atLeast = new Float64Array(cells + 1);
  atLeast[cells] = sum.top;
  for (let k = cells - 1; k >= 0; k--) atLeast[k] = (atLeast[k + 1] as number) + (probability[k] as number);
  const partialMean = new Float64Array(cells + 1);
  for (let k = 0; k < cells; k++)
    partialMean[k + 1] = (partialMean[k] as number) + k * (probability[k] as number);
  // untilted, entry k's error is at most rho^-k times its tilted error: Cauchy-Schwarz over k >= j
  const errorFrom = new Float64Array(cells + 1);
  for (let j = 0; j <= cells; j++) {
    errorFrom[j] =
      sum.error * (belowDecayNorm[j] as number) + untiltError * Math.abs((atLeast[j] as number) - sum.top);
  }
  return {
    grid: step,
    probability,
    atLeast,
    partialMean,
    ...found,
    errorFrom,
    topError: sum.topError,
    tilt: grid.tilt,
  };
}

/**
 * E[min(total, room)] for `room` units up to the cap: totals of ceil(room / grid) cells or more
 * count as the room. The pruned endings add E[min(total, room); pruned], at most both
 * E[total; pruned] (exact, from the chain) and pruned * room, and at least E[total; pruned] less
 * a Chernoff bound on E[(total - room)+; pruned] ((x)+ <= exp(theta x - 1) / theta): the value
 * counts the least, with the rest left open upward. Rounding: each entry's error weighs at most
 * `room`, and the sums round by at most cells * u of their terms.
 */
export function cappedMean(total: FeatureTotal, room: number): Bounded {
  const cells = total.probability.length;
  const edge = Math.min(cells, Math.ceil(room / total.grid));
  const partial = total.grid * (total.partialMean[edge] as number);
  const beyond = room * (total.atLeast[edge] as number);
  let excess = total.prunedMean;
  for (const { theta, log } of total.prunedTail)
    excess = Math.min(excess, Math.exp(log - theta * room - 1) / theta);
  const least = total.prunedMean - excess;
  const most = Math.min(total.prunedMean, total.pruned * room);
  return {
    value: partial + beyond + least,
    pruned: Math.max(0, most - least),
    error:
      room * ((total.errorFrom[0] as number) + total.topError) +
      2 * (cells + 2) * unitRoundoff * (Math.abs(partial) + Math.abs(beyond)) +
      1e-12 * total.prunedMean,
  };
}

/**
 * P(total >= room) for `room` units up to the cap; the pruned endings add at most the smaller of
 * their mass and their Chernoff bound.
 */
export function chanceAtLeast(total: FeatureTotal, room: number): Bounded {
  const cells = total.probability.length;
  const edge = Math.min(cells, Math.ceil(room / total.grid));
  const value = total.atLeast[edge] as number;
  let pruned = total.pruned;
  for (const { theta, log } of total.prunedTail) pruned = Math.min(pruned, Math.exp(log - theta * room));
  return {
    value,
    pruned,
    error:
      (total.errorFrom[edge] as number) + total.topError + 2 * (cells + 2) * unitRoundoff * Math.abs(value),
  };
}
