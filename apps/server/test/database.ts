import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, pgliteOptions } from '../src/db/database.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { createScratchDatabase } from './scratch-database.ts';

export type TestDatabase = DatabaseHandle & { name: string };

/**
 * A fresh, migrated and seeded database for one test file: a copy of the PGlite template, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server that `close()` drops again.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = readFileSync(inject('pgliteTemplatePath'));
    const client = new PGlite({ ...pgliteOptions, loadDataDir: new Blob([template]) });
    return { ...(await openDatabase({ pglite: client })), name: 'pglite' };
  }

  const scratch = await createScratchDatabase(serverUrl, 'casino_test');
  const handle = await openDatabase({ databaseUrl: scratch.url });
  await handle.migrate();
  await seedDatabase(handle.db, { casinoOrigin: 'http://localhost:3000' });
  return {
    ...handle,
    name: new URL(scratch.url).pathname.slice(1),
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * The same database as another server process would open it: new connections to it on
 * PostgreSQL; on PGlite (one process only) the same handle, which closing leaves open.
 */
export async function openAsAnotherProcess(database: TestDatabase): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { ...database, close: async () => undefined };
  const url = new URL(serverUrl);
  url.pathname = `/${database.name}`;
  return { ...(await openDatabase({ databaseUrl: url.toString() })), name: database.name };
}
