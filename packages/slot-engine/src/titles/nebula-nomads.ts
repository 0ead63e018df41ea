import type { GameDefinition } from '../game.ts';
import { buildReels } from './strip-builder.ts';

const rows = 4;

/** Nebula Nomads: 5x4, 1024 ways, a Void Crown jackpot stack and 6x free spins with a bonus buy; very high volatility. */
export const nebulaNomads: GameDefinition = {
  id: 'nebula-nomads',
  name: 'Nebula Nomads',
  volatility: 'very-high',
  rows,
  reels: {
    base: buildReels(
      [
        { SD: 3, CM: 3, RP: 3, TM: 3, MT: 3, AL: 3, SH: 3, SW: 3, NP: 2, QG: 2, VC: 4, WH: 1 },
        { SD: 3, CM: 3, RP: 3, TM: 3, MT: 3, AL: 3, SH: 3, SW: 3, NP: 2, QG: 2, VC: 4, WH: 1 },
        { SD: 3, CM: 3, RP: 3, TM: 3, MT: 3, AL: 3, SH: 3, SW: 2, NP: 2, QG: 2, VC: 5, WH: 1 },
        { SD: 3, CM: 3, RP: 3, TM: 3, MT: 3, AL: 3, SH: 3, SW: 3, NP: 2, QG: 2, VC: 4, WH: 1 },
        { SD: 3, CM: 3, RP: 3, TM: 3, MT: 3, AL: 3, SH: 3, SW: 3, NP: 2, QG: 2, VC: 4, WH: 1 },
      ],
      701,
      { rows, scatter: 'WH', stacks: { VC: 5 } },
    ),
    free: buildReels(
      [
        { SD: 4, CM: 4, RP: 4, TM: 3, MT: 3, AL: 3, SH: 3, SW: 3, NP: 3, QG: 2, WH: 1 },
        { SD: 4, CM: 3, RP: 3, TM: 3, MT: 3, AL: 3, SH: 3, SW: 3, NP: 2, QG: 2, NW: 3, WH: 1 },
        { SD: 4, CM: 3, RP: 3, TM: 3, MT: 3, AL: 3, SH: 3, SW: 3, NP: 2, QG: 2, NW: 3, WH: 1 },
        { SD: 4, CM: 3, RP: 3, TM: 3, MT: 3, AL: 3, SH: 3, SW: 3, NP: 2, QG: 2, NW: 3, WH: 1 },
        { SD: 4, CM: 3, RP: 3, TM: 3, MT: 3, AL: 3, SH: 3, SW: 3, NP: 2, QG: 2, NW: 3, WH: 1 },
      ],
      702,
      { rows, scatter: 'WH' },
    ),
  },
  mode: { kind: 'ways' },
  betUnits: 20,
  symbols: [
    { id: 'SD', name: 'Stardust', kind: 'regular', pays: [0, 0, 0, 3, 6, 15] },
    { id: 'CM', name: 'Comet', kind: 'regular', pays: [0, 0, 0, 3, 6, 15] },
    { id: 'RP', name: 'Ringed Planet', kind: 'regular', pays: [0, 0, 0, 3, 8, 20] },
    { id: 'TM', name: 'Twin Moons', kind: 'regular', pays: [0, 0, 0, 3, 8, 20] },
    { id: 'MT', name: 'Meteor', kind: 'regular', pays: [0, 0, 0, 5, 10, 25] },
    { id: 'AL', name: 'Astrolabe', kind: 'regular', pays: [0, 0, 0, 6, 15, 40] },
    { id: 'SH', name: 'Starship', kind: 'regular', pays: [0, 0, 0, 8, 20, 50] },
    { id: 'SW', name: 'Star Whale', kind: 'regular', pays: [0, 0, 0, 10, 25, 60] },
    { id: 'NP', name: 'Nomad Pilot', kind: 'regular', pays: [0, 0, 0, 12, 30, 100] },
    { id: 'QG', name: 'Quasar Gem', kind: 'regular', pays: [0, 0, 0, 15, 50, 165] },
    { id: 'VC', name: 'Void Crown', kind: 'regular', pays: [0, 0, 0, 0, 0, 98] },
    { id: 'NW', name: 'Nebula Wild', kind: 'wild' },
    { id: 'WH', name: 'Wormhole', kind: 'scatter' },
  ],
  scatter: { symbol: 'WH', pays: [0, 0, 0, 1, 5, 20], freeSpins: [0, 0, 0, 0, 33, 60] },
  freeSpins: { multiplier: 6, retrigger: [0, 0, 0, 5, 15, 25], maxSpins: 200 },
  bonusBuy: { cost: 585, spins: 33 },
  maxWin: 5000,
  minBet: 20,
  maxBet: 10000,
  releaseDate: '2026-03-10',
  description:
    'Nomads drift through a nebula on 1,024 ways, where a full screen of stacked Void Crowns pays the top prize and four or more Wormholes open up to sixty free spins with Nebula Wilds and every win multiplied by six.',
};
