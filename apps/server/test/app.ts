import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Clock } from '../src/lib/clock.ts';
import type { IpGeolocator } from '../src/modules/safety/index.ts';
import { cardDataIn, cardDataInDatabase, masked } from './card-data.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { database: TestDatabase };

/**
 * Every test app keeps its logs at debug and reads each line as it is written; when it closes, its
 * lines and its database are searched for card numbers and CVCs, so across the whole suite no card
 * data reaches a log or a table unnoticed (issue 6). Both are searched before the database goes.
 */
const suiteLogLevel = 'debug';

/** The real application on a fresh database, for `app.inject` route tests. */
export async function createTestApp(
  options: {
    geolocator?: IpGeolocator;
    clock?: Clock;
    env?: NodeJS.ProcessEnv;
    /** Adds test-only routes before the app is sealed. */
    configure?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
    /** Logs every line (at LOG_LEVEL, default trace) to this stream instead of keeping quiet. */
    logStream?: { write(line: string): void };
    /** Another app's database (a second server process on it); closed with this app all the same. */
    database?: TestDatabase;
  } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  // verification documents go to a directory of this app's own, removed when it closes
  const documentsDir = mkdtempSync(path.join(tmpdir(), 'casino-documents-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'trace' : suiteLogLevel,
    TRUST_PROXY: '1',
    DOCUMENTS_DIR: documentsDir,
    ...options.env,
  });
  const leaks: string[] = [];
  const logStream = {
    write(line: string) {
      const found = cardDataIn(line);
      if (found.length > 0)
        leaks.push(`log: ${found.map(masked).join(', ')} in ${masked(line.slice(0, 300))}`);
      options.logStream?.write(line);
    },
  };
  const app = await buildApp({
    config,
    database,
    logStream,
    // the 100 MB GeoLite data is tested once in safety.geoip.test.ts; elsewhere no address is known
    geolocator: options.geolocator ?? { lookup: async () => null },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  options.configure?.(app);
  await app.ready();
  const close = app.close.bind(app);
  return Object.assign(app, {
    database,
    close: async () => {
      await close();
      try {
        leaks.push(...(await cardDataInDatabase(database)).map(masked));
      } finally {
        rmSync(documentsDir, { recursive: true, force: true });
        await database.close();
      }
      if (leaks.length > 0) {
        throw new Error(`card data was kept where it must never be:\n${leaks.slice(0, 20).join('\n')}`);
      }
    },
  }) as unknown as TestApp;
}
