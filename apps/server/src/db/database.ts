import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type every repository takes: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself (`tx ?? db`). */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** Runs `fn` while holding a cluster-wide lock, so concurrent start-ups seed once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

// Arbitrary constant shared by every process of this app: pg_advisory_lock key for start-up work.
const startupLockKey = 724_311_901;

/** Opens PostgreSQL when a URL is given, otherwise PGlite persisted in `dataDir` (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  pglite?: PGlite;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pglite ?? createPglite(options.dataDir));
}

function createPglite(dataDir: string | undefined): PGlite {
  if (!dataDir) return new PGlite();
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return new PGlite(dir);
}

function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    // PGlite is embedded in this one process: there is no other process to race with.
    withStartupLock: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 20_000 });
  // An idle connection can die (server restart, failover, a dropped test database). Without a
  // listener that error would crash the process; the pool discards the client and the next
  // query opens a fresh connection or fails with an error the caller sees.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const withStartupLock = async <T>(fn: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [startupLockKey]);
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate: () => withStartupLock(() => migratePg(drizzlePg(pool), { migrationsFolder })),
    withStartupLock,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** The rows of a raw `execute`: node-postgres and PGlite both answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
