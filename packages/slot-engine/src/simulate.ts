import { distributionEdges } from './analysis.ts';
import type { CompiledGame } from './game.ts';
import { type RandomSource, roundUnits } from './round.ts';

/**
 * A fast seeded generator for simulation only (xoshiro128**, uniform integers by rejection like
 * the provably fair stream): it checks the maths, never decides a real round.
 */
export function createSimulationRandom(seed: number): RandomSource {
  // splitmix32 spreads the seed over the four words of state
  let s = seed >>> 0;
  const next32 = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = next32();
  let b = next32();
  let c = next32();
  let d = next32();
  const word = () => {
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    const t = (b << 9) >>> 0;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  return {
    int(bound: number) {
      const limit = 2 ** 32 - (2 ** 32 % bound);
      for (;;) {
        const x = word();
        if (x < limit) return x % bound;
      }
    },
  };
}

const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;

export type SimulationReport = {
  rounds: number;
  /** Mean win per bet, and its 99% confidence interval (normal approximation). */
  rtp: number;
  rtpLow: number;
  rtpHigh: number;
  /** Share of rounds that won something. */
  hitRate: number;
  /** Share of rounds that played free spins. */
  featureRate: number;
  /** Standard deviation of a round's win in bets. */
  volatilityIndex: number;
  /** The biggest round win seen, in bets. */
  biggestWin: number;
  capped: number;
  /** Rounds by win in bets: exactly 0, then (from, to]. */
  distribution: Array<{ from: number; to: number; rounds: number }>;
};

const edges = distributionEdges;

/** Plays `rounds` rounds (bought features with `buy`) and reports what they returned. */
export function simulate(
  game: CompiledGame,
  { rounds, seed, buy = false }: { rounds: number; seed: number; buy?: boolean },
): SimulationReport {
  const random = createSimulationRandom(seed);
  const betUnits = game.definition.betUnits;
  const cost = buy ? (game.definition.bonusBuy?.cost ?? 1) : 1;
  const counts = new Float64Array(edges.length);
  let sum = 0;
  let squares = 0;
  let hits = 0;
  let features = 0;
  let biggest = 0;
  let capped = 0;
  for (let round = 0; round < rounds; round++) {
    const outcome = roundUnits(game, random, buy);
    const win = outcome.units / betUnits / cost;
    sum += win;
    squares += win * win;
    if (win > 0) hits++;
    if (outcome.freeSpins > 0) features++;
    if (outcome.capped) capped++;
    if (win > biggest) biggest = win;
    const bets = outcome.units / betUnits;
    let bucket = 0;
    if (bets > 0) while (bucket < edges.length - 1 && bets > (edges[bucket] as number)) bucket++;
    counts[bucket] = (counts[bucket] as number) + 1;
  }
  const mean = sum / rounds;
  const variance = Math.max(0, squares / rounds - mean * mean);
  const margin = 2.5758293035489 * Math.sqrt(variance / rounds);
  return {
    rounds,
    rtp: mean,
    rtpLow: mean - margin,
    rtpHigh: mean + margin,
    hitRate: hits / rounds,
    featureRate: features / rounds,
    volatilityIndex: Math.sqrt(variance) * cost,
    biggestWin: biggest * cost,
    capped,
    distribution: Array.from(counts, (rounds, bucket) => ({
      from: bucket === 0 ? 0 : (edges[bucket - 1] as number),
      to: bucket === 0 ? 0 : (edges[bucket] as number),
      rounds,
    })),
  };
}
