import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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

/**
 * A raw statement for a hot path: text with $n placeholders, and its values. A named one is parsed
 * and planned once per connection (a prepared statement), then only executed.
 */
/** The SQLSTATE of a database error ("23505"), also when Drizzle wraps it (its `cause`). */
export function databaseCode(error: unknown): unknown {
  const failure = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return failure?.code ?? failure?.cause?.code;
}

/**
 * The rows of a raw `db.execute`: node-postgres and PGlite answer a result object (`{ rows }`),
 * a driver like postgres.js the array itself.
 */
export function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}

export type Statement = { text: string; values?: unknown[]; name?: string };
export type Rows = Array<Record<string, unknown>>;
/**
 * Sends statements together and answers each one's rows, in order. `commit` ends the transaction
 * with them. PostgreSQL returns bigint columns as strings and PGlite as numbers: select them as
 * text.
 */
export type PipelineRun = (statements: Statement[], options?: { commit?: boolean }) => Promise<Rows[]>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction on one connection, for the few paths where round trips are the
   * cost (the wallet's postings): each `run` sends its statements in one write and waits once
   * (PostgreSQL pipeline mode); BEGIN travels with the first, COMMIT with the one marked `commit`.
   * Anything thrown rolls the transaction back.
   */
  pipelined<T>(work: (run: PipelineRun) => Promise<T>): Promise<T>;
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

/** Extensions the schema uses, loaded into every embedded database (PostgreSQL ships them as contrib). */
export const pgliteOptions = { extensions: { pg_trgm } };

function createPglite(dataDir: string | undefined): PGlite {
  if (!dataDir) return new PGlite(pgliteOptions);
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return new PGlite(dir, pgliteOptions);
}

function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // in process there is nothing to pipeline: the statements simply run one after the other
    pipelined: (work) =>
      client.transaction((tx) =>
        work(async (statements) => {
          const results: Rows[] = [];
          for (const { text, values } of statements)
            results.push((await tx.query<Record<string, unknown>>(text, values)).rows);
          return results;
        }),
      ),
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
  // connections in pipeline mode for `pipelined`; Drizzle keeps the ordinary ones. Their statements
  // (the wallet's postings and the records written with them) are all keyed lookups and inserts, on
  // generic plans. While ledger_accounts is small (a young casino, a benchmark) those plans scan it
  // whole: every lock, every balance check and every entry's foreign-key check read all its rows;
  // without sequential scans they take its primary key, as they would on a large table anyway.
  const pipelinePool = new pg.Pool({
    connectionString: databaseUrl,
    max: 4,
    connectionTimeoutMillis: 20_000,
    pipeline: true,
    options: '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off',
  } as pg.PoolConfig);
  pipelinePool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  // A connection can also die while checked out (between a transaction's statements, or while
  // the wallet plans a batch). Its query fails and the pool drops it on release; without a listener
  // its 'error' event would crash the process.
  for (const connections of [pool, pipelinePool]) {
    connections.on('connect', (client) => {
      client.on('error', (error) => console.warn(`PostgreSQL connection lost in use: ${error.message}`));
    });
  }
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
    pipelined: (work) => pipelinedTransaction(pipelinePool, work),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([pool.end(), pipelinePool.end()]);
    },
  };
}

async function pipelinedTransaction<T>(pool: pg.Pool, work: (run: PipelineRun) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // the connection's socket: corked while a batch of statements is handed over, so they leave in one write
  const socket = (
    client as unknown as { connection: { stream: NodeJS.WritableStream & { cork(): void; uncork(): void } } }
  ).connection.stream;
  let open = false;
  let broken: Error | undefined;
  const run: PipelineRun = async (statements, { commit = false } = {}) => {
    const begin = !open;
    const all: Statement[] = [
      ...(begin ? [{ text: 'begin' }] : []),
      ...statements,
      ...(commit ? [{ text: 'commit' }] : []),
    ];
    socket.cork();
    let pending: Array<Promise<pg.QueryResult>>;
    try {
      pending = all.map((statement) => client.query(statement));
    } finally {
      socket.uncork();
    }
    open = !commit;
    const settled = await Promise.allSettled(pending);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const rows = settled.map((result) => (result as PromiseFulfilledResult<pg.QueryResult>).value.rows);
    return rows.slice(begin ? 1 : 0, commit ? -1 : undefined);
  };
  try {
    const result = await work(run);
    if (open) await client.query('commit');
    open = false;
    return result;
  } catch (error) {
    if (open) await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}
