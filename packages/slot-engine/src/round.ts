import { evaluateSpin, payUnits, scattersIn, scratchOf, type Win, windowAt } from './evaluate.ts';
import type { CompiledGame } from './game.ts';

/** Where a round's randomness comes from: the provably fair stream in play, a fast PRNG in simulation. */
export type RandomSource = { int(bound: number): number };

/** One spin of a round: the base spin, or one of its free spins. */
export type RoundStep = {
  kind: 'base' | 'free';
  stops: number[];
  window: string[][];
  wins: Win[];
  /** This spin's win in units, the feature multiplier applied. */
  units: number;
  multiplier: number;
  scatters: number;
  /** Free spins this spin awarded (the trigger, or a retrigger). */
  freeSpinsAwarded: number;
  /** Free spins still to play after this one. */
  freeSpinsLeft: number;
};

export type RoundOutcome = {
  steps: RoundStep[];
  /** The round's win in units, at most the title's cap. */
  units: number;
  /** The cap was reached (the feature ended there). */
  capped: boolean;
  /** The round was a bought feature. */
  bought: boolean;
};

/** Uniform stops, one per reel, drawn in reel order. */
export function drawStops(random: RandomSource, strips: Int32Array[]): number[] {
  return strips.map((strip) => random.int(strip.length));
}

/** Free spins of a feature: how many were granted so far, and how many are left to play. */
type FeatureState = { given: number; left: number };

/** Grants up to `spins` free spins, never more than the title's maxSpins in one feature; how many. */
function grant(game: CompiledGame, feature: FeatureState, spins: number): number {
  const granted = Math.max(0, Math.min(spins, game.maxSpins - feature.given));
  feature.given += granted;
  feature.left += granted;
  return granted;
}

/**
 * Evaluates one spin of a round and grants the free spins its scatters are worth (from `award`,
 * indexed by scatters); returns its units before the multiplier. Module-level functions with a
 * context, not closures per round: the simulator plays millions of rounds.
 */
type SpinEvaluator<C> = (
  game: CompiledGame,
  context: C,
  kind: 'base' | 'free',
  stops: number[],
  multiplier: number,
  feature: FeatureState,
  award: Int32Array,
) => number;

/**
 * Plays a whole round: the base spin (unless the feature is bought) and every free spin it leads
 * to. The outcome depends only on the random stream, never on the stake or the balance; the money
 * is `units * bet / betUnits`.
 */
export function playRound(
  game: CompiledGame,
  random: RandomSource,
  options: { buy?: boolean } = {},
): RoundOutcome {
  const steps: RoundStep[] = [];
  return { steps, ...runRound(game, random, options.buy === true, recordSpin, steps) };
}

const recordSpin: SpinEvaluator<RoundStep[]> = (game, steps, kind, stops, multiplier, feature, award) => {
  const spin = evaluateSpin(game, stops, kind);
  const freeSpinsAwarded = grant(game, feature, award[spin.scatters] ?? 0);
  steps.push({
    kind,
    stops,
    ...spin,
    units: spin.units * multiplier,
    multiplier,
    freeSpinsAwarded,
    freeSpinsLeft: feature.left,
  });
  return spin.units;
};

/**
 * The round's win in units and no more (the simulator's path): the same rounds as `playRound`,
 * without listing windows and wins.
 */
export function roundUnits(
  game: CompiledGame,
  random: RandomSource,
  buy = false,
): { units: number; capped: boolean; freeSpins: number } {
  const counter = { freeSpins: 0 };
  const { units, capped } = runRound(game, random, buy, countSpin, counter);
  return { units, capped, freeSpins: counter.freeSpins };
}

const countSpin: SpinEvaluator<{ freeSpins: number }> = (
  game,
  counter,
  kind,
  stops,
  _multiplier,
  feature,
  award,
) => {
  const { window } = scratchOf(game);
  windowAt(game, kind === 'base' ? game.base : game.free, stops, window);
  const scatters = scattersIn(game, window);
  grant(game, feature, award[scatters] ?? 0);
  if (kind === 'free') counter.freeSpins++;
  return payUnits(game, window) + (game.scatterPays[scatters] ?? 0);
};

/** The rules of a round, once, for both the detailed and the counting evaluation. */
function runRound<C>(
  game: CompiledGame,
  random: RandomSource,
  bought: boolean,
  spin: SpinEvaluator<C>,
  context: C,
): { units: number; capped: boolean; bought: boolean } {
  const buy = game.definition.bonusBuy;
  if (bought && !buy) throw new Error(`${game.definition.id} has no bonus buy`);
  const feature: FeatureState = { given: 0, left: 0 };
  let total = 0;
  if (bought) grant(game, feature, (buy as { spins: number }).spins);
  else total += spin(game, context, 'base', drawStops(random, game.base), 1, feature, game.scatterSpins);
  while (feature.left > 0 && total < game.maxWinUnits) {
    feature.left--;
    const units = spin(
      game,
      context,
      'free',
      drawStops(random, game.free),
      game.freeMultiplier,
      feature,
      game.retriggerSpins,
    );
    total += units * game.freeMultiplier;
  }
  const capped = total >= game.maxWinUnits;
  return { units: capped ? game.maxWinUnits : total, capped, bought };
}
