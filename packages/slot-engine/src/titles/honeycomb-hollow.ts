import type { GameDefinition } from '../game.ts';
import { buildReels } from './strip-builder.ts';

const rows = 3;

/** Honeycomb Hollow: 5x3, 243 ways, free spins with stacked honey wilds and a 2x multiplier; medium volatility. */
export const honeycombHollow: GameDefinition = {
  id: 'honeycomb-hollow',
  name: 'Honeycomb Hollow',
  volatility: 'medium',
  rows,
  reels: {
    base: buildReels(
      [
        { CL: 6, DA: 5, AC: 4, MU: 4, LB: 3, DF: 3, HH: 3, QB: 3, GH: 1 },
        { CL: 5, DA: 5, AC: 4, MU: 4, LB: 3, DF: 3, HH: 3, QB: 2, HW: 2, GH: 1 },
        { CL: 5, DA: 5, AC: 4, MU: 4, LB: 3, DF: 3, HH: 3, QB: 2, HW: 2, GH: 1 },
        { CL: 5, DA: 5, AC: 4, MU: 4, LB: 3, DF: 3, HH: 3, QB: 2, HW: 2, GH: 1 },
        { CL: 5, DA: 5, AC: 4, MU: 4, LB: 3, DF: 3, HH: 3, QB: 2, HW: 2, GH: 1 },
      ],
      401,
      { rows, scatter: 'GH' },
    ),
    free: buildReels(
      [
        { CL: 6, DA: 5, AC: 4, MU: 4, LB: 3, DF: 3, HH: 3, QB: 3, GH: 1 },
        { CL: 4, DA: 4, AC: 3, MU: 3, LB: 3, DF: 2, HH: 2, QB: 2, HW: 6, GH: 1 },
        { CL: 4, DA: 4, AC: 3, MU: 3, LB: 3, DF: 2, HH: 2, QB: 2, HW: 6, GH: 1 },
        { CL: 4, DA: 4, AC: 3, MU: 3, LB: 3, DF: 2, HH: 2, QB: 2, HW: 6, GH: 1 },
        { CL: 6, DA: 5, AC: 4, MU: 4, LB: 3, DF: 3, HH: 3, QB: 2, HW: 1, GH: 1 },
      ],
      402,
      { rows, scatter: 'GH', stacks: { HW: 3 } },
    ),
  },
  mode: { kind: 'ways' },
  betUnits: 25,
  symbols: [
    { id: 'CL', name: 'Clover', kind: 'regular', pays: [0, 0, 0, 2, 4, 20] },
    { id: 'DA', name: 'Daisy', kind: 'regular', pays: [0, 0, 0, 2, 5, 25] },
    { id: 'AC', name: 'Acorn', kind: 'regular', pays: [0, 0, 0, 2, 5, 25] },
    { id: 'MU', name: 'Toadstool', kind: 'regular', pays: [0, 0, 0, 3, 10, 40] },
    { id: 'LB', name: 'Ladybird', kind: 'regular', pays: [0, 0, 0, 4, 15, 60] },
    { id: 'DF', name: 'Dragonfly', kind: 'regular', pays: [0, 0, 0, 8, 25, 80] },
    { id: 'HH', name: 'Hedgehog', kind: 'regular', pays: [0, 0, 0, 12, 40, 120] },
    { id: 'QB', name: 'Queen Bee', kind: 'regular', pays: [0, 0, 0, 20, 80, 250] },
    { id: 'HW', name: 'Honey Drip', kind: 'wild' },
    { id: 'GH', name: 'Golden Hive', kind: 'scatter' },
  ],
  scatter: { symbol: 'GH', pays: [0, 0, 0, 1, 5, 25], freeSpins: [0, 0, 0, 6, 8, 10] },
  freeSpins: { multiplier: 2, retrigger: [0, 0, 0, 6, 8, 10], maxSpins: 100 },
  maxWin: 1200,
  minBet: 25,
  maxBet: 12500,
  releaseDate: '2025-07-08',
  description:
    'A woodland hollow of clovers, toadstools and a Queen Bee paying on all 243 ways, where three Golden Hives start free spins with stacked Honey Drip wilds and every win doubled.',
};
