import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { createShiftableClock } from './lib/clock.ts';
import { ensureFirstOwner } from './modules/backoffice/index.ts';
import { registerTestClock } from './plugins/test-clock.ts';
import { fundDemoPlayers } from './seed/demo-funds.ts';
import { seedDatabase } from './seed/index.ts';

/** Process entry: config → database (migrated, seeded) → app → listen, with graceful shutdown. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await database.withStartupLock(async () => {
    await seedDatabase(database.db, {
      casinoOrigin: config.publicOrigin,
      demoPlayers: config.seedDemoPlayers,
    });
    if (config.seedDemoPlayers) await fundDemoPlayers(database);
    await ensureFirstOwner(database.db, config);
  });

  // the browser journeys may move this server's time forward (TEST_CLOCK_CONTROL, NODE_ENV=test only)
  const clock = config.testClockControl ? createShiftableClock() : undefined;
  const app = await buildApp({ config, database, ...(clock ? { clock } : {}) });
  if (clock) registerTestClock(app, clock);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `casino ready on port ${config.port} (public origin ${config.publicOrigin})`,
  );
}

main().catch((error) => {
  console.error('start-up failed', error);
  process.exit(1);
});
