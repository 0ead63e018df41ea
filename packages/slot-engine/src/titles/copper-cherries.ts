import type { GameDefinition } from '../game.ts';
import { lines3x3of5 } from './paylines.ts';
import { buildReels } from './strip-builder.ts';

const rows = 3;

/** Copper Cherries: a 3x3, 5-line fruit classic with a paying wild and no feature; low volatility. */
export const copperCherries: GameDefinition = {
  id: 'copper-cherries',
  name: 'Copper Cherries',
  volatility: 'low',
  rows,
  reels: {
    base: buildReels(
      [
        { CH: 7, LE: 6, PL: 6, BE: 4, BA: 3, SV: 2, WC: 2 },
        { CH: 6, LE: 6, PL: 6, BE: 4, BA: 3, SV: 2, WC: 2 },
        { CH: 6, LE: 6, PL: 6, BE: 4, BA: 3, SV: 2, WC: 2 },
      ],
      101,
      { rows },
    ),
  },
  mode: { kind: 'lines', lines: lines3x3of5 },
  betUnits: 5,
  symbols: [
    { id: 'CH', name: 'Cherry', kind: 'regular', pays: [0, 0, 1, 4] },
    { id: 'LE', name: 'Lemon', kind: 'regular', pays: [0, 0, 0, 5] },
    { id: 'PL', name: 'Plum', kind: 'regular', pays: [0, 0, 0, 8] },
    { id: 'BE', name: 'Brass Bell', kind: 'regular', pays: [0, 0, 0, 16] },
    { id: 'BA', name: 'Triple Bar', kind: 'regular', pays: [0, 0, 0, 35] },
    { id: 'SV', name: 'Copper Seven', kind: 'regular', pays: [0, 0, 0, 80] },
    { id: 'WC', name: 'Copper Coin', kind: 'wild', pays: [0, 0, 0, 200] },
  ],
  maxWin: 60,
  minBet: 5,
  maxBet: 2500,
  releaseDate: '2025-01-14',
  description:
    'A polished copper fruit machine on three reels and five lines, where the Copper Coin wild stands in for every fruit and pays the top prize on its own.',
};
