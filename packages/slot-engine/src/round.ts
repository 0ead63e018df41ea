import { evaluateSpin, type Win } from './evaluate.ts';
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
  const bought = options.buy === true;
  const buy = game.definition.bonusBuy;
  if (bought && !buy) throw new Error(`${game.definition.id} has no bonus buy`);
  const steps: RoundStep[] = [];
  let total = 0;
  let spinsLeft = 0;
  let spinsGiven = 0;
  const award = (spins: number) => {
    const granted = Math.max(0, Math.min(spins, game.maxSpins - spinsGiven));
    spinsGiven += granted;
    spinsLeft += granted;
    return granted;
  };
  if (bought) {
    award((buy as { spins: number }).spins);
  } else {
    const stops = drawStops(random, game.base);
    const spin = evaluateSpin(game, stops, 'base');
    const awarded = award(game.scatterSpins[spin.scatters] ?? 0);
    total += spin.units;
    steps.push({
      kind: 'base',
      stops,
      ...spin,
      multiplier: 1,
      freeSpinsAwarded: awarded,
      freeSpinsLeft: spinsLeft,
    });
  }
  while (spinsLeft > 0 && total < game.maxWinUnits) {
    spinsLeft--;
    const stops = drawStops(random, game.free);
    const spin = evaluateSpin(game, stops, 'free');
    const awarded = award(game.retriggerSpins[spin.scatters] ?? 0);
    const units = spin.units * game.freeMultiplier;
    total += units;
    steps.push({
      kind: 'free',
      stops,
      ...spin,
      units,
      multiplier: game.freeMultiplier,
      freeSpinsAwarded: awarded,
      freeSpinsLeft: spinsLeft,
    });
  }
  const capped = total >= game.maxWinUnits;
  return { steps, units: capped ? game.maxWinUnits : total, capped, bought };
}
