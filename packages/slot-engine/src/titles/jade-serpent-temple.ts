import type { GameDefinition } from '../game.ts';
import { lines5x3of25 } from './paylines.ts';
import { buildReels } from './strip-builder.ts';

const rows = 3;

/** Jade Serpent Temple: 5x3, 25 lines, rare 6x free spins with stacked wilds and a bonus buy; high volatility. */
export const jadeSerpentTemple: GameDefinition = {
  id: 'jade-serpent-temple',
  name: 'Jade Serpent Temple',
  volatility: 'high',
  rows,
  reels: {
    base: buildReels(
      [
        { TQ: 5, AM: 4, OB: 4, QZ: 3, CP: 3, MK: 3, QF: 2, SD: 2, ID: 2, JS: 2, TW: 2 },
        { TQ: 4, AM: 4, OB: 4, QZ: 3, CP: 3, MK: 3, QF: 2, SD: 2, ID: 2, JS: 2, TW: 2, EY: 1 },
        { TQ: 4, AM: 4, OB: 4, QZ: 3, CP: 3, MK: 3, QF: 2, SD: 2, ID: 2, JS: 2, TW: 2, EY: 1 },
        { TQ: 4, AM: 4, OB: 3, QZ: 3, CP: 3, MK: 3, QF: 2, SD: 2, ID: 2, JS: 2, TW: 2, EY: 2 },
        { TQ: 5, AM: 4, OB: 4, QZ: 3, CP: 3, MK: 3, QF: 2, SD: 2, ID: 2, JS: 2, TW: 2 },
      ],
      503,
      { rows, scatter: 'EY' },
    ),
    free: buildReels(
      [
        { TQ: 6, AM: 5, OB: 5, QZ: 4, MK: 3, SD: 3, ID: 1, JS: 1, TW: 4 },
        { TQ: 5, AM: 5, OB: 4, QZ: 4, MK: 3, SD: 3, ID: 1, JS: 1, TW: 4, EY: 2 },
        { TQ: 6, AM: 5, OB: 4, QZ: 4, MK: 3, SD: 2, ID: 1, JS: 1, TW: 5, EY: 1 },
        { TQ: 5, AM: 5, OB: 4, QZ: 4, MK: 3, SD: 3, ID: 1, JS: 1, TW: 4, EY: 2 },
        { TQ: 6, AM: 5, OB: 5, QZ: 4, MK: 3, SD: 3, ID: 1, JS: 1, TW: 4 },
      ],
      504,
      { rows, scatter: 'EY', stacks: { TW: 5 } },
    ),
  },
  mode: { kind: 'lines', lines: lines5x3of25 },
  betUnits: 25,
  symbols: [
    { id: 'TQ', name: 'Turquoise', kind: 'regular', pays: [0, 0, 0, 4, 10, 40] },
    { id: 'AM', name: 'Amber', kind: 'regular', pays: [0, 0, 0, 3, 12, 50] },
    { id: 'OB', name: 'Obsidian', kind: 'regular', pays: [0, 0, 0, 4, 15, 60] },
    { id: 'QZ', name: 'Rose Quartz', kind: 'regular', pays: [0, 0, 0, 4, 20, 80] },
    { id: 'MK', name: 'Feathered Mask', kind: 'regular', pays: [0, 0, 0, 15, 50, 200] },
    { id: 'CP', name: 'Cacao Pod', kind: 'regular', pays: [0, 0, 0, 20, 75, 300] },
    { id: 'SD', name: 'Sun Disc', kind: 'regular', pays: [0, 0, 0, 20, 75, 300] },
    { id: 'ID', name: 'Golden Idol', kind: 'regular', pays: [0, 0, 0, 25, 100, 400] },
    { id: 'QF', name: 'Quetzal Feather', kind: 'regular', pays: [0, 0, 0, 30, 125, 500] },
    { id: 'JS', name: 'Jade Serpent', kind: 'regular', pays: [0, 0, 0, 30, 150, 750] },
    { id: 'TW', name: 'Temple Wild', kind: 'wild', pays: [0, 0, 0, 25, 100, 500] },
    { id: 'EY', name: 'Serpent Eye', kind: 'scatter' },
  ],
  scatter: { symbol: 'EY', pays: [0, 0, 0, 2], freeSpins: [0, 0, 0, 15] },
  freeSpins: { multiplier: 6, retrigger: [0, 0, 0, 6], maxSpins: 100 },
  bonusBuy: { cost: 174, spins: 15 },
  maxWin: 3000,
  minBet: 25,
  maxBet: 12500,
  releaseDate: '2025-09-16',
  description:
    'Deep in a jungle temple, gem and relic symbols pay on twenty-five lines, and three Serpent Eyes on the middle reels wake fifteen free spins with stacked Temple Wilds and every win multiplied by six.',
};
