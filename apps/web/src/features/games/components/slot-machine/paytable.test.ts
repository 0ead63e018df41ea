import { findTitle, type GameDefinition } from '@casino/slot-engine';
import { describe, expect, it } from 'vitest';
import { bonusBuyPrice, paytable, waysCount } from './paytable';

const lanternBazaar = findTitle('lantern-bazaar') as GameDefinition;
const jadeSerpentTemple = findTitle('jade-serpent-temple') as GameDefinition;

describe('paytable', () => {
  const table = paytable(lanternBazaar, 40n);
  const entry = (id: string) => table.find((row) => row.symbol.id === id);

  it('pays line symbols units × bet / bet units, for each paying count, most first', () => {
    // Golden Koi pays 2, 25, 100, 500 units; at 40 on 20 units a unit is 2 minor units
    expect(entry('KO')?.pays).toEqual([
      { count: 5, amount: 1000n },
      { count: 4, amount: 200n },
      { count: 3, amount: 50n },
      { count: 2, amount: 4n },
    ]);
  });

  it('pays scatters times the whole bet and lists their free spins', () => {
    expect(entry('FW')?.pays[0]).toEqual({ count: 5, amount: 2000n });
    expect(entry('FW')?.freeSpins).toEqual([
      { count: 5, spins: 20 },
      { count: 4, spins: 15 },
      { count: 3, spins: 10 },
    ]);
  });

  it('shows the wild and scatter first, then the richest symbols', () => {
    expect(table.map((row) => row.symbol.id).slice(0, 4)).toEqual(['LW', 'FW', 'KO', 'JD']);
    expect(table.at(-1)?.symbol.id).toBe('TC');
  });

  it('counts every row of every reel as a way', () => {
    expect(waysCount({ rows: 3, reels: { base: [[], [], [], [], []] } })).toBe(243);
  });
});

describe('bonus buy price', () => {
  it('is the cost in bets times the bet', () => {
    expect(bonusBuyPrice(jadeSerpentTemple, 100n)).toBe(BigInt(jadeSerpentTemple.bonusBuy?.cost ?? 0) * 100n);
  });

  it('is absent for a title without a bonus buy', () => {
    expect(bonusBuyPrice(lanternBazaar, 100n)).toBeNull();
  });
});
