/**
 * `npm run seeds:rotate-key`: re-seals every provably fair server seed with the current
 * SEED_ENCRYPTION_KEY, so the keys in SEED_ENCRYPTION_PREVIOUS_KEYS are no longer needed. The
 * rotation, without a stop:
 *   1. set SEED_ENCRYPTION_KEY to the new key and SEED_ENCRYPTION_PREVIOUS_KEYS to the old one,
 *      and restart the servers (new seeds are sealed with the new key, old ones still open);
 *   2. run this command with the same environment (on the embedded database, stop the server
 *      first: PGlite opens its directory from one process);
 *   3. remove the old key from SEED_ENCRYPTION_PREVIOUS_KEYS and restart.
 * Seeds still stored in plain text by an earlier release are sealed too. Safe to run again.
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { createRoundsRepository } from '../src/modules/games/rounds/rounds.repository.ts';
import { resealServerSeeds } from '../src/modules/games/rounds/rounds.service.ts';
import { createSeedVault } from '../src/modules/games/rounds/seed-vault.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const resealed = await resealServerSeeds(
    createRoundsRepository(database.db),
    createSeedVault(config.seedKeys),
  );
  console.log(
    `${resealed} seed pair${resealed === 1 ? '' : 's'} re-sealed with the current key; ` +
      'every server seed now opens without SEED_ENCRYPTION_PREVIOUS_KEYS.',
  );
} catch (error) {
  console.error(`Could not re-seal the server seeds: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
