import type { Round, RoundStep } from '@casino/contracts';
import {
  compileGame,
  createRoundRandom,
  findTitle,
  type GameDefinition,
  playRound,
} from '@casino/slot-engine';
import { describe, expect, it } from 'vitest';
import { featureState, resumeFrom, stepWins, timesBet, winAmount } from './round-progress';

const lanternBazaar = findTitle('lantern-bazaar') as GameDefinition;

const step = (overrides: Partial<RoundStep>): RoundStep => ({
  kind: 'base',
  stops: [0, 0, 0, 0, 0],
  window: [],
  wins: [],
  win: '0',
  multiplier: 1,
  scatters: 0,
  freeSpinsAwarded: 0,
  freeSpinsLeft: 0,
  ...overrides,
});

const round = (steps: RoundStep[], win: string, overrides: Partial<Round> = {}): Round => ({
  id: 'r1',
  game: 'lantern-bazaar',
  demo: true,
  bet: '100',
  cost: '100',
  win,
  currency: null,
  bought: false,
  capped: false,
  steps,
  shownSteps: 0,
  seeds: { serverSeedHash: 'h', clientSeed: 'c', nonce: 0, serverSeed: 's' },
  balanceBefore: null,
  balanceAfter: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** A base spin that awards 2 free spins, a free spin that retriggers 1, and two more. */
const featureRound = round(
  [
    step({ win: '40', freeSpinsAwarded: 2, freeSpinsLeft: 2 }),
    step({ kind: 'free', win: '30', multiplier: 3, freeSpinsAwarded: 1, freeSpinsLeft: 2 }),
    step({ kind: 'free', win: '0', multiplier: 3, freeSpinsLeft: 1 }),
    step({ kind: 'free', win: '60', multiplier: 3, freeSpinsLeft: 0 }),
  ],
  '130',
);

describe('win amounts', () => {
  it('are units at the bet, times the feature multiplier', () => {
    // a bet of 100 minor units on 20 bet units: 5 minor units per unit
    expect(winAmount(25, 1, 100n, 20)).toBe(125n);
    expect(winAmount(25, 3, 200n, 20)).toBe(750n);
  });

  it('take bets with cents exactly', () => {
    expect(timesBet(173, 25n)).toBe(4325n);
    expect(timesBet(1.5, 100n)).toBe(150n);
  });

  it("match the server's step win for a real spin of a title", () => {
    const game = compileGame(lanternBazaar);
    for (let nonce = 0; nonce < 200; nonce++) {
      const outcome = playRound(game, createRoundRandom({ serverSeed: 's', clientSeed: 'c', nonce }));
      for (const played of outcome.steps) {
        const facts = stepWins(lanternBazaar, played, 40n);
        const total = facts.reduce((sum, win) => sum + win.amount, 0n);
        expect(total).toBe((BigInt(played.units) * 40n) / 20n);
      }
    }
  });
});

describe('win descriptions', () => {
  it('name the symbol and count lines from 1, biggest win first', () => {
    const wins = stepWins(
      lanternBazaar,
      step({
        multiplier: 2,
        wins: [
          { kind: 'line', line: 3, symbol: 'TC', count: 3, units: 5, positions: [] },
          { kind: 'scatter', symbol: 'FW', count: 3, units: 40, positions: [[0, 1]] },
        ],
      }),
      20n,
    );
    expect(wins).toEqual([
      { kind: 'scatter', count: 3, symbol: 'Firework', amount: 80n, positions: [[0, 1]] },
      { kind: 'line', count: 3, symbol: 'Tea Bowl', line: 4, amount: 10n, positions: [] },
    ]);
  });
});

describe('the free-spins feature', () => {
  it('is not shown before the spin that triggers it is seen', () => {
    expect(featureState(featureRound, 0, true).started).toBe(false);
    expect(featureState(featureRound, 1, false)).toMatchObject({
      started: true,
      left: 2,
      played: 0,
      win: 0n,
    });
  });

  it('counts a free spin as used while it turns, and adds retriggers once seen', () => {
    expect(featureState(featureRound, 1, true).left).toBe(1);
    expect(featureState(featureRound, 2, false)).toMatchObject({
      left: 2,
      played: 1,
      win: 30n,
      multiplier: 3,
    });
  });

  it('totals the free spins only (not the base win) and finishes after the last step', () => {
    expect(featureState(featureRound, 4, false)).toMatchObject({
      left: 0,
      played: 3,
      win: 90n,
      finished: true,
    });
  });

  it("never shows more than the round's capped win", () => {
    const capped = { ...featureRound, win: '100', capped: true };
    expect(featureState(capped, 4, false).win).toBe(60n);
  });

  it('starts with the first spin of a bought feature', () => {
    const bought = round(
      [
        step({ kind: 'free', win: '0', freeSpinsLeft: 1 }),
        step({ kind: 'free', win: '20', freeSpinsLeft: 0 }),
      ],
      '20',
      { bought: true },
    );
    expect(featureState(bought, 0, true)).toMatchObject({ started: true, left: 1 });
    expect(featureState(bought, 2, false)).toMatchObject({ played: 2, win: 20n, finished: true });
  });

  it('is absent from a round without free spins', () => {
    expect(featureState(round([step({})], '0'), 1, false)).toMatchObject({ started: false, left: 0 });
  });
});

describe('resuming a round', () => {
  it('continues from the first step the player has not seen', () => {
    expect(resumeFrom({ ...featureRound, shownSteps: 2 })).toBe(2);
    expect(resumeFrom({ ...featureRound, shownSteps: 9 })).toBe(4);
  });
});
