import type { Round, RoundStep } from '@casino/contracts';
import type { GameDefinition } from '@casino/slot-engine';

type StepWin = RoundStep['wins'][number];

/** A number of bets (which may have cents, like a 1.5× pay) times the bet, in minor units. */
export function timesBet(bets: number, bet: bigint): bigint {
  return (BigInt(Math.round(bets * 100)) * bet) / 100n;
}

/** What one win pays in minor units: its units at this bet, times the step's feature multiplier. */
export function winAmount(units: number, multiplier: number, bet: bigint, betUnits: number): bigint {
  return (BigInt(units) * BigInt(multiplier) * bet) / BigInt(betUnits);
}

/** The facts of one win, to be put into words: "3 × Golden Koi on line 4: €1.20". */
export type WinFacts = {
  kind: StepWin['kind'];
  count: number;
  symbol: string;
  /** Lines: the payline, counted from 1 as the rules show them. */
  line?: number;
  ways?: number;
  amount: bigint;
  positions: Array<[number, number]>;
};

/** Every win of a step, biggest first, with symbol names and amounts at the round's bet. */
export function stepWins(
  definition: Pick<GameDefinition, 'symbols' | 'betUnits'>,
  step: Pick<RoundStep, 'wins' | 'multiplier'>,
  bet: bigint,
): WinFacts[] {
  const names = new Map(definition.symbols.map((symbol) => [symbol.id, symbol.name]));
  return step.wins
    .map((win) => ({
      kind: win.kind,
      count: win.count,
      symbol: names.get(win.symbol) ?? win.symbol,
      ...(win.line === undefined ? {} : { line: win.line + 1 }),
      ...(win.ways === undefined ? {} : { ways: win.ways }),
      amount: winAmount(win.units, step.multiplier, bet, definition.betUnits),
      positions: win.positions,
    }))
    .sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1));
}

/** Where a round's free-spins feature stands after `shown` steps (and while the next one spins). */
export type FeatureState = {
  /** The feature was triggered (or bought) and the player has seen it start. */
  started: boolean;
  /** Free spins still to play. */
  left: number;
  /** Free spins seen so far. */
  played: number;
  /** What the free spins seen so far paid, never more than the round's (capped) win allows. */
  win: bigint;
  multiplier: number;
  /** Every step of the round has been seen. */
  finished: boolean;
};

/** The feature's banner and counter: `spinning` while step `shown` is on the reels. */
export function featureState(round: Round, shown: number, spinning: boolean): FeatureState {
  const { steps } = round;
  const first = steps.findIndex((step) => step.kind === 'free');
  const seen = steps.slice(0, shown);
  const current = spinning ? steps[shown] : undefined;
  const free = seen.filter((step) => step.kind === 'free');
  const started = first >= 0 && (first === 0 ? shown > 0 || spinning : shown >= first);
  // while a free spin turns, it is already used up; its retrigger is not known yet
  const left =
    current?.kind === 'free'
      ? current.freeSpinsLeft - current.freeSpinsAwarded
      : (seen.at(-1)?.freeSpinsLeft ?? 0);
  const baseWin = steps
    .filter((step) => step.kind === 'base')
    .reduce((sum, step) => sum + BigInt(step.win), 0n);
  const cap = BigInt(round.win) - baseWin;
  const total = free.reduce((sum, step) => sum + BigInt(step.win), 0n);
  return {
    started,
    left: started ? Math.max(0, left) : 0,
    played: free.length,
    win: total > cap ? (cap > 0n ? cap : 0n) : total,
    multiplier: steps[first]?.multiplier ?? 1,
    finished: shown >= steps.length,
  };
}

/** The step a round resumes from: the first the player has not seen. */
export function resumeFrom(round: Round): number {
  return Math.min(Math.max(0, round.shownSteps), round.steps.length);
}
