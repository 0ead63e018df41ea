import type { GameDefinition } from '../game.ts';
import { copperCherries } from './copper-cherries.ts';
import { frostpeakVault } from './frostpeak-vault.ts';
import { honeycombHollow } from './honeycomb-hollow.ts';
import { jadeSerpentTemple } from './jade-serpent-temple.ts';
import { lanternBazaar } from './lantern-bazaar.ts';
import { nebulaNomads } from './nebula-nomads.ts';
import { tempestForge } from './tempest-forge.ts';
import { tidepoolTreasures } from './tidepool-treasures.ts';

/** The studio's titles in catalog order (oldest release first). */
export const titles: GameDefinition[] = [
  copperCherries,
  tidepoolTreasures,
  lanternBazaar,
  honeycombHollow,
  jadeSerpentTemple,
  frostpeakVault,
  nebulaNomads,
  tempestForge,
];

/** The title with this catalog id, if there is one. */
export function findTitle(id: string): GameDefinition | undefined {
  return titles.find((title) => title.id === id);
}
