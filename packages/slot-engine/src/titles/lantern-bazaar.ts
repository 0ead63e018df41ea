import type { GameDefinition } from '../game.ts';
import { lines5x3of20 } from './paylines.ts';
import { buildReels } from './strip-builder.ts';

const rows = 3;

/** Lantern Bazaar: 5x3, 20 lines, free spins with towering stacks of Lantern Wilds; medium volatility. */
export const lanternBazaar: GameDefinition = {
  id: 'lantern-bazaar',
  name: 'Lantern Bazaar',
  volatility: 'medium',
  rows,
  reels: {
    base: buildReels(
      [
        { TC: 5, FN: 5, KT: 5, SP: 5, DR: 3, CT: 2, JD: 2, KO: 2, LW: 2, FW: 1 },
        { TC: 5, FN: 5, KT: 5, SP: 5, DR: 3, CT: 2, JD: 2, KO: 2, LW: 2, FW: 1 },
        { TC: 5, FN: 5, KT: 5, SP: 5, DR: 3, CT: 2, JD: 2, KO: 2, LW: 2, FW: 1 },
        { TC: 5, FN: 5, KT: 5, SP: 5, DR: 3, CT: 2, JD: 2, KO: 2, LW: 2, FW: 1 },
        { TC: 5, FN: 5, KT: 5, SP: 5, DR: 3, CT: 2, JD: 2, KO: 2, LW: 2, FW: 1 },
      ],
      307,
      { rows, scatter: 'FW' },
    ),
    free: buildReels(
      [
        { TC: 5, FN: 5, KT: 4, SP: 4, DR: 3, CT: 2, JD: 1, KO: 1, LW: 6, FW: 1 },
        { TC: 5, FN: 5, KT: 4, SP: 4, DR: 3, CT: 2, JD: 1, KO: 1, LW: 6, FW: 1 },
        { TC: 5, FN: 5, KT: 4, SP: 4, DR: 3, CT: 2, JD: 1, KO: 1, LW: 6, FW: 1 },
        { TC: 5, FN: 5, KT: 4, SP: 4, DR: 3, CT: 2, JD: 1, KO: 1, LW: 6, FW: 1 },
        { TC: 5, FN: 5, KT: 4, SP: 4, DR: 3, CT: 2, JD: 1, KO: 1, LW: 6, FW: 1 },
      ],
      308,
      { rows, scatter: 'FW', stacks: { LW: 3 } },
    ),
  },
  mode: { kind: 'lines', lines: lines5x3of20 },
  betUnits: 20,
  symbols: [
    { id: 'TC', name: 'Tea Bowl', kind: 'regular', pays: [0, 0, 0, 5, 12, 50] },
    { id: 'FN', name: 'Paper Fan', kind: 'regular', pays: [0, 0, 0, 5, 15, 60] },
    { id: 'KT', name: 'Dragon Kite', kind: 'regular', pays: [0, 0, 0, 6, 15, 60] },
    { id: 'SP', name: 'Silk Purse', kind: 'regular', pays: [0, 0, 0, 6, 20, 80] },
    { id: 'DR', name: 'Festival Drum', kind: 'regular', pays: [0, 0, 0, 12, 40, 150] },
    { id: 'CT', name: 'Beckoning Cat', kind: 'regular', pays: [0, 0, 0, 15, 60, 200] },
    { id: 'JD', name: 'Jade Dragon', kind: 'regular', pays: [0, 0, 0, 20, 80, 300] },
    { id: 'KO', name: 'Golden Koi', kind: 'regular', pays: [0, 0, 2, 25, 100, 500] },
    { id: 'LW', name: 'Lantern Wild', kind: 'wild', pays: [0, 0, 0, 25, 150, 1000] },
    { id: 'FW', name: 'Firework', kind: 'scatter' },
  ],
  scatter: { symbol: 'FW', pays: [0, 0, 0, 2, 10, 50], freeSpins: [0, 0, 0, 10, 15, 20] },
  freeSpins: { multiplier: 1, retrigger: [0, 0, 0, 10, 15, 20], maxSpins: 150 },
  maxWin: 1000,
  minBet: 20,
  maxBet: 10000,
  releaseDate: '2025-05-20',
  description:
    'A night market of tea bowls, kites and golden koi on twenty lines, where three Fireworks light up free spins on reels loaded with towering stacks of Lantern Wilds that can fill the whole screen.',
};
