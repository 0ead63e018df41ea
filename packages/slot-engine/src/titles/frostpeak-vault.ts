import type { GameDefinition } from '../game.ts';
import { lines5x4of40 } from './paylines.ts';
import { buildReels } from './strip-builder.ts';

const rows = 4;

/** Frostpeak Vault: 5x4, 40 lines, a stacked Crystal Crown top prize and 4x free spins with wilds; high volatility. */
export const frostpeakVault: GameDefinition = {
  id: 'frostpeak-vault',
  name: 'Frostpeak Vault',
  volatility: 'high',
  rows,
  reels: {
    base: buildReels(
      [
        { IS: 6, SF: 5, RU: 5, KY: 4, OW: 3, FX: 2, MM: 2, PB: 1, CC: 4 },
        { IS: 5, SF: 5, RU: 5, KY: 4, OW: 3, FX: 2, MM: 2, PB: 1, CC: 4, VD: 1 },
        { IS: 5, SF: 5, RU: 4, KY: 4, OW: 3, FX: 2, MM: 2, PB: 1, CC: 5, VD: 1 },
        { IS: 5, SF: 5, RU: 5, KY: 4, OW: 3, FX: 2, MM: 2, PB: 1, CC: 4, VD: 1 },
        { IS: 6, SF: 5, RU: 5, KY: 4, OW: 3, FX: 2, MM: 2, PB: 1, CC: 4 },
      ],
      601,
      { rows, scatter: 'VD', stacks: { CC: 5 } },
    ),
    free: buildReels(
      [
        { IS: 5, SF: 4, RU: 4, KY: 4, OW: 4, FX: 3, MM: 3, PB: 2, FZ: 3 },
        { IS: 5, SF: 4, RU: 4, KY: 3, OW: 4, FX: 3, MM: 3, PB: 2, FZ: 3, VD: 1 },
        { IS: 5, SF: 4, RU: 4, KY: 3, OW: 4, FX: 3, MM: 3, PB: 2, FZ: 3, VD: 1 },
        { IS: 5, SF: 4, RU: 4, KY: 3, OW: 4, FX: 3, MM: 3, PB: 2, FZ: 3, VD: 1 },
        { IS: 5, SF: 4, RU: 4, KY: 4, OW: 4, FX: 3, MM: 3, PB: 2, FZ: 3 },
      ],
      602,
      { rows, scatter: 'VD' },
    ),
  },
  mode: { kind: 'lines', lines: lines5x4of40 },
  betUnits: 40,
  symbols: [
    { id: 'IS', name: 'Ice Shard', kind: 'regular', pays: [0, 0, 0, 20, 40, 150] },
    { id: 'SF', name: 'Snowflake', kind: 'regular', pays: [0, 0, 0, 20, 40, 150] },
    { id: 'RU', name: 'Frost Rune', kind: 'regular', pays: [0, 0, 0, 20, 50, 200] },
    { id: 'KY', name: 'Silver Key', kind: 'regular', pays: [0, 0, 0, 20, 75, 250] },
    { id: 'OW', name: 'Snow Owl', kind: 'regular', pays: [0, 0, 0, 40, 150, 500] },
    { id: 'FX', name: 'White Fox', kind: 'regular', pays: [0, 0, 0, 50, 200, 750] },
    { id: 'MM', name: 'Woolly Mammoth', kind: 'regular', pays: [0, 0, 0, 75, 250, 1000] },
    { id: 'PB', name: 'Polar Bear', kind: 'regular', pays: [0, 0, 0, 100, 400, 1500] },
    { id: 'CC', name: 'Crystal Crown', kind: 'regular', pays: [0, 0, 0, 0, 0, 2500] },
    { id: 'FZ', name: 'Frozen Wild', kind: 'wild' },
    { id: 'VD', name: 'Vault Door', kind: 'scatter' },
  ],
  scatter: { symbol: 'VD', pays: [0, 0, 0, 3], freeSpins: [0, 0, 0, 12] },
  freeSpins: { multiplier: 4, retrigger: [0, 0, 0, 12], maxSpins: 100 },
  maxWin: 2500,
  minBet: 40,
  maxBet: 20000,
  releaseDate: '2025-11-11',
  description:
    'Behind a glacier wall lies a vault of ice runes, snow owls and polar bears on forty lines, where a full screen of stacked Crystal Crowns pays the top prize and three Vault Doors open twelve free spins with Frozen Wilds and every win multiplied by four.',
};
