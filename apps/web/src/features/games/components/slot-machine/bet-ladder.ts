import type { GameDefinition } from '@casino/slot-engine';

/** Multipliers of the smallest bet within each power of ten: a 1-2-5 ladder, like banknotes. */
const ladderSteps = [1n, 2n, 5n];

/**
 * The bets a player can pick for a title, smallest first, in minor units: the minimum bet times 1, 2,
 * 5, 10, 20, 50… up to the maximum bet (which is always offered). Every bet is a whole number of the
 * title's bet units, so every win is exact; a title whose limits allow no such bet offers none.
 */
export function betLadder(definition: Pick<GameDefinition, 'minBet' | 'maxBet' | 'betUnits'>): bigint[] {
  if (!(definition.betUnits >= 1)) return [];
  const unit = BigInt(Math.floor(definition.betUnits));
  const roundUp = (amount: bigint) => ((amount + unit - 1n) / unit) * unit;
  const min = roundUp(BigInt(Math.max(1, Math.ceil(definition.minBet))));
  const max = (BigInt(Math.floor(definition.maxBet)) / unit) * unit;
  if (min > max) return [];
  const bets: bigint[] = [];
  for (let decade = 1n; min * decade <= max; decade *= 10n) {
    for (const step of ladderSteps) {
      const bet = roundUp(min * step * decade);
      if (bet <= max && bet !== bets.at(-1)) bets.push(bet);
    }
  }
  if (bets.at(-1) !== max) bets.push(max);
  return bets;
}

/**
 * The ladder's bet one step up (`direction` 1) or down (-1) from `bet`; a bet that is not on the
 * ladder moves to its neighbour in that direction. Stays put at either end.
 */
export function stepBet(ladder: readonly bigint[], bet: bigint, direction: 1 | -1): bigint {
  if (direction > 0) return ladder.find((candidate) => candidate > bet) ?? ladder.at(-1) ?? bet;
  return ladder.findLast((candidate) => candidate < bet) ?? ladder[0] ?? bet;
}

/** The ladder's bet closest to `bet` without going over it (the smallest bet when all are over). */
export function ladderBet(ladder: readonly bigint[], bet: bigint | null): bigint | null {
  if (bet === null) return ladder[0] ?? null;
  return ladder.findLast((candidate) => candidate <= bet) ?? ladder[0] ?? null;
}
