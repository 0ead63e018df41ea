import { titles } from '@casino/slot-engine';
import { describe, expect, it } from 'vitest';
import { betLadder, ladderBet, stepBet } from './bet-ladder';

describe('bet ladder', () => {
  it('offers the minimum bet times 1, 2, 5, 10… up to the maximum bet', () => {
    expect(betLadder({ minBet: 20, maxBet: 10_000, betUnits: 20 })).toEqual([
      20n,
      40n,
      100n,
      200n,
      400n,
      1000n,
      2000n,
      4000n,
      10_000n,
    ]);
  });

  it('always offers the maximum bet, even off the 1-2-5 steps', () => {
    expect(betLadder({ minBet: 10, maxBet: 300, betUnits: 10 })).toEqual([10n, 20n, 50n, 100n, 200n, 300n]);
  });

  it('offers only whole numbers of bet units so wins stay exact', () => {
    const ladder = betLadder({ minBet: 30, maxBet: 1000, betUnits: 25 });
    expect(ladder[0]).toBe(50n);
    for (const bet of ladder) expect(bet % 25n).toBe(0n);
    expect(ladder.at(-1)).toBe(1000n);
  });

  it('offers nothing when the limits allow no bet', () => {
    expect(betLadder({ minBet: 30, maxBet: 40, betUnits: 25 })).toEqual([]);
    expect(betLadder({ minBet: 100, maxBet: 50, betUnits: 1 })).toEqual([]);
  });

  it('offers a single bet when the minimum is the maximum', () => {
    expect(betLadder({ minBet: 40, maxBet: 40, betUnits: 40 })).toEqual([40n]);
  });

  it.each(titles.map((title) => [title.id, title] as const))(
    '%s: bets rise within its limits',
    (_id, title) => {
      const ladder = betLadder(title);
      expect(ladder.length).toBeGreaterThan(3);
      expect(ladder[0]).toBe(BigInt(title.minBet));
      expect(ladder.at(-1)).toBe(BigInt(title.maxBet));
      for (const [at, bet] of ladder.entries()) {
        expect(bet % BigInt(title.betUnits)).toBe(0n);
        if (at > 0) expect(bet).toBeGreaterThan(ladder[at - 1] as bigint);
      }
    },
  );
});

describe('changing the bet', () => {
  const ladder = [20n, 40n, 100n, 200n];

  it('moves one step up or down', () => {
    expect(stepBet(ladder, 40n, 1)).toBe(100n);
    expect(stepBet(ladder, 40n, -1)).toBe(20n);
  });

  it('stays put at either end', () => {
    expect(stepBet(ladder, 200n, 1)).toBe(200n);
    expect(stepBet(ladder, 20n, -1)).toBe(20n);
  });

  it('moves a bet that is off the ladder to its neighbour', () => {
    expect(stepBet(ladder, 60n, 1)).toBe(100n);
    expect(stepBet(ladder, 60n, -1)).toBe(40n);
  });

  it('keeps a chosen bet when the ladder still has it, else the next lower one', () => {
    expect(ladderBet(ladder, 100n)).toBe(100n);
    expect(ladderBet(ladder, 150n)).toBe(100n);
    expect(ladderBet(ladder, 5n)).toBe(20n);
    expect(ladderBet(ladder, null)).toBe(20n);
    expect(ladderBet([], 100n)).toBeNull();
  });
});
