import type { GameDefinition } from '../game.ts';
import { lines5x3of10 } from './paylines.ts';
import { buildReels } from './strip-builder.ts';

const rows = 3;
const layout = { rows, scatter: 'BT' };

/** Tidepool Treasures: 5x3, 10 lines, frequent small wins and tripled free spins; low volatility. */
export const tidepoolTreasures: GameDefinition = {
  id: 'tidepool-treasures',
  name: 'Tidepool Treasures',
  volatility: 'low',
  rows,
  reels: {
    base: buildReels(
      [
        { SH: 7, SF: 6, CR: 5, SE: 4, TU: 3, PE: 2, WT: 1, BT: 1 },
        { SH: 6, SF: 6, CR: 5, SE: 4, TU: 3, PE: 2, WT: 2, BT: 1 },
        { SH: 6, SF: 6, CR: 5, SE: 4, TU: 3, PE: 2, WT: 2, BT: 1 },
        { SH: 6, SF: 6, CR: 5, SE: 4, TU: 3, PE: 2, WT: 2, BT: 1 },
        { SH: 6, SF: 6, CR: 5, SE: 4, TU: 3, PE: 2, WT: 2, BT: 1 },
      ],
      211,
      layout,
    ),
    free: buildReels(
      [
        { SH: 7, SF: 5, CR: 5, SE: 4, TU: 3, PE: 3, WT: 2, BT: 1 },
        { SH: 7, SF: 5, CR: 5, SE: 4, TU: 3, PE: 3, WT: 2, BT: 1 },
        { SH: 7, SF: 5, CR: 5, SE: 4, TU: 3, PE: 3, WT: 2, BT: 1 },
        { SH: 7, SF: 5, CR: 5, SE: 4, TU: 3, PE: 3, WT: 2, BT: 1 },
        { SH: 7, SF: 5, CR: 5, SE: 4, TU: 3, PE: 3, WT: 2, BT: 1 },
      ],
      212,
      layout,
    ),
  },
  mode: { kind: 'lines', lines: lines5x3of10 },
  betUnits: 10,
  symbols: [
    { id: 'SH', name: 'Cowrie Shell', kind: 'regular', pays: [0, 0, 0, 3, 8, 30] },
    { id: 'SF', name: 'Starfish', kind: 'regular', pays: [0, 0, 0, 4, 10, 40] },
    { id: 'CR', name: 'Hermit Crab', kind: 'regular', pays: [0, 0, 0, 5, 15, 60] },
    { id: 'SE', name: 'Seahorse', kind: 'regular', pays: [0, 0, 0, 10, 30, 120] },
    { id: 'TU', name: 'Sea Turtle', kind: 'regular', pays: [0, 0, 0, 15, 50, 200] },
    { id: 'PE', name: 'Moon Pearl', kind: 'regular', pays: [0, 0, 2, 25, 100, 400] },
    { id: 'WT', name: 'Tide Wild', kind: 'wild', pays: [0, 0, 0, 40, 150, 1000] },
    { id: 'BT', name: 'Message Bottle', kind: 'scatter' },
  ],
  scatter: { symbol: 'BT', pays: [0, 0, 0, 2, 10, 50], freeSpins: [0, 0, 0, 8, 12, 20] },
  freeSpins: { multiplier: 3, retrigger: [0, 0, 0, 5, 8, 12], maxSpins: 100 },
  maxWin: 340,
  minBet: 10,
  maxBet: 5000,
  releaseDate: '2025-03-04',
  description:
    'Rock pools at low tide hide shells, crabs and moon pearls across ten lines, and three Message Bottles wash up free spins where every win is tripled and more bottles add spins.',
};
