import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Clock } from '../src/lib/clock.ts';
import type { IpGeolocator } from '../src/modules/safety/safety.geoip.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { database: TestDatabase };

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
  } = {},
) {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'trace' : 'silent',
    TRUST_PROXY: '1',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logStream !== undefined,
    ...(options.logStream ? { logStream: options.logStream } : {}),
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
      await database.close();
    },
  }) as unknown as TestApp;
}
