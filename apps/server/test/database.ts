import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { seedDatabase } from '../src/db/seed/index.ts';

export type TestDatabase = DatabaseHandle & { name: string };

/**
 * A fresh, migrated and seeded database for one test file: a copy of the PGlite template, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server that `close()` drops again.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = readFileSync(inject('pgliteTemplatePath'));
    const client = new PGlite({ loadDataDir: new Blob([template]) });
    return { ...(await openDatabase({ pglite: client })), name: 'pglite' };
  }

  const name = `casino_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  await seedDatabase(handle.db, { casinoOrigin: 'http://localhost:3000' });
  return {
    ...handle,
    name,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
