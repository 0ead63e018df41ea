import type { GameDefinition } from '../game.ts';
import { buildReels } from './strip-builder.ts';

const rows = 4;

/** Tempest Forge: 6x4, 4096 ways, a stacked Tempest Core top prize and 3x free spins with lightning wilds and a bonus buy; high volatility. */
export const tempestForge: GameDefinition = {
  id: 'tempest-forge',
  name: 'Tempest Forge',
  volatility: 'high',
  rows,
  reels: {
    base: buildReels(
      [
        { CR: 2, IG: 2, SB: 2, BC: 2, FH: 2, SA: 2, LR: 1, TS: 1, TC: 5 },
        { CR: 2, IG: 2, SB: 2, BC: 2, FH: 2, SA: 2, LR: 1, TS: 1, TC: 4, SE: 1 },
        { CR: 2, IG: 2, SB: 2, BC: 2, FH: 2, SA: 2, LR: 1, TS: 1, TC: 4, SE: 1 },
        { CR: 2, IG: 2, SB: 2, BC: 2, FH: 2, SA: 1, LR: 1, TS: 1, TC: 4, SE: 1 },
        { CR: 2, IG: 2, SB: 2, BC: 2, FH: 2, SA: 1, LR: 1, TS: 1, TC: 4, SE: 1 },
        { CR: 2, IG: 2, SB: 2, BC: 2, FH: 2, SA: 1, LR: 1, TS: 1, TC: 4 },
      ],
      801,
      { rows, scatter: 'SE', stacks: { TC: 5 } },
    ),
    free: buildReels(
      [
        { CR: 3, IG: 3, SB: 2, BC: 2, FH: 2, SA: 2, LR: 2, TS: 2 },
        { CR: 3, IG: 2, SB: 2, BC: 2, FH: 2, SA: 2, LR: 2, TS: 1, LW: 1, SE: 1 },
        { CR: 3, IG: 2, SB: 2, BC: 2, FH: 2, SA: 2, LR: 2, TS: 1, LW: 1, SE: 1 },
        { CR: 2, IG: 2, SB: 2, BC: 2, FH: 2, SA: 2, LR: 2, TS: 1, LW: 1, SE: 1 },
        { CR: 2, IG: 2, SB: 2, BC: 2, FH: 2, SA: 2, LR: 2, TS: 1, LW: 1, SE: 1 },
        { CR: 3, IG: 2, SB: 2, BC: 2, FH: 2, SA: 2, LR: 2, TS: 1, LW: 1 },
      ],
      802,
      { rows, scatter: 'SE' },
    ),
  },
  mode: { kind: 'ways' },
  betUnits: 20,
  symbols: [
    { id: 'CR', name: 'Copper Rivet', kind: 'regular', pays: [0, 0, 0, 5, 12, 25, 50] },
    { id: 'IG', name: 'Iron Gear', kind: 'regular', pays: [0, 0, 0, 5, 12, 25, 50] },
    { id: 'SB', name: 'Steel Bolt', kind: 'regular', pays: [0, 0, 0, 5, 15, 30, 60] },
    { id: 'BC', name: 'Bronze Cog', kind: 'regular', pays: [0, 0, 0, 5, 15, 30, 60] },
    { id: 'FH', name: 'Forge Hammer', kind: 'regular', pays: [0, 0, 0, 10, 28, 50, 100] },
    { id: 'SA', name: 'Storm Anvil', kind: 'regular', pays: [0, 0, 0, 12, 30, 60, 120] },
    { id: 'LR', name: 'Lightning Rod', kind: 'regular', pays: [0, 0, 0, 15, 40, 80, 160] },
    { id: 'TS', name: 'Thunder Smith', kind: 'regular', pays: [0, 0, 0, 20, 50, 100, 300] },
    { id: 'TC', name: 'Tempest Core', kind: 'regular', pays: [0, 0, 0, 0, 0, 0, 5] },
    { id: 'LW', name: 'Lightning Wild', kind: 'wild' },
    { id: 'SE', name: 'Storm Eye', kind: 'scatter' },
  ],
  scatter: { symbol: 'SE', pays: [0, 0, 0, 1, 5], freeSpins: [0, 0, 0, 0, 13] },
  freeSpins: { multiplier: 3, retrigger: [0, 0, 0, 0, 12], maxSpins: 120 },
  bonusBuy: { cost: 181, spins: 13 },
  maxWin: 1000,
  minBet: 20,
  maxBet: 10000,
  releaseDate: '2026-05-19',
  description:
    'A sky forge hammers out gears and anvils on 4,096 ways, where a full screen of stacked Tempest Cores pays the top prize and four Storm Eyes start thirteen free spins with Lightning Wilds and every win tripled.',
};
