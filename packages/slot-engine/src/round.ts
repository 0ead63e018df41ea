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
  const result = runRound(game, random, options.buy === true, (kind, stops, multiplier, awarded, left) => {
    const spin = evaluateSpin(game, stops, kind);
    steps.push({
      kind,
      stops,
      ...spin,
      units: spin.units * multiplier,
      multiplier,
      freeSpinsAwarded: awarded(spin.scatters),
      freeSpinsLeft: left(),
    });
    return spin.units;
  });
  return { steps, ...result };
}

/**
 * The round's win in units and no more (the simulator's path): the same rounds as `playRound`,
 * without listing windows and wins.
 */
export function roundUnits(
  game: CompiledGame,
  random: RandomSource,
  buy = false,
): { units: number; capped: boolean; freeSpins: number } {
  let freeSpins = 0;
  const { window } = scratchOf(game);
  const result = runRound(game, random, buy, (kind, stops, _multiplier, awarded) => {
    windowAt(game, kind === 'base' ? game.base : game.free, stops, window);
    const scatters = scattersIn(game, window);
    awarded(scatters);
    if (kind === 'free') freeSpins++;
    return payUnits(game, window) + (game.scatterPays[scatters] ?? 0);
  });
  return { ...result, freeSpins };
}

/**
 * The rules of a round, once: `spin` evaluates a spin's stops and reports its scatters through
 * `awarded` (which grants the spins they are worth and answers how many), returning its units
 * before the multiplier.
 */
function runRound(
  game: CompiledGame,
  random: RandomSource,
  bought: boolean,
  spin: (
    kind: 'base' | 'free',
    stops: number[],
    multiplier: number,
    awarded: (scatters: number) => number,
    left: () => number,
  ) => number,
): { units: number; capped: boolean; bought: boolean } {
  const buy = game.definition.bonusBuy;
  if (bought && !buy) throw new Error(`${game.definition.id} has no bonus buy`);
  let total = 0;
  let spinsLeft = 0;
  let spinsGiven = 0;
  const grant = (spins: number) => {
    const granted = Math.max(0, Math.min(spins, game.maxSpins - spinsGiven));
    spinsGiven += granted;
    spinsLeft += granted;
    return granted;
  };
  const left = () => spinsLeft;
  const triggered = (scatters: number) => grant(game.scatterSpins[scatters] ?? 0);
  const retriggered = (scatters: number) => grant(game.retriggerSpins[scatters] ?? 0);
  if (bought) grant((buy as { spins: number }).spins);
  else total += spin('base', drawStops(random, game.base), 1, triggered, left);
  while (spinsLeft > 0 && total < game.maxWinUnits) {
    spinsLeft--;
    total +=
      spin('free', drawStops(random, game.free), game.freeMultiplier, retriggered, left) *
      game.freeMultiplier;
  }
  const capped = total >= game.maxWinUnits;
  return { units: capped ? game.maxWinUnits : total, capped, bought };
}
