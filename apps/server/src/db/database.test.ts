import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { databaseCode } from './database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends a server connection from the outside, as a PostgreSQL restart or failover would. */
async function terminate(pid: unknown) {
  await database.db.execute(sql`select pg_terminate_backend(${Number(pid)})`);
  await sleep(200);
}

describe.runIf(process.env.DATABASE_URL)('a PostgreSQL connection that dies in use', () => {
  it('fails only the transaction it carried, and the next one runs', async () => {
    await expect(
      database.pipelined(async (run) => {
        const [[backend] = []] = await run([{ text: 'select pg_backend_pid() as pid' }]);
        await terminate(backend?.pid);
        return run([{ text: 'select 1' }], { commit: true });
      }),
    ).rejects.toThrow();
    const [[answer] = []] = await database.pipelined((run) => run([{ text: 'select 41 + 1 as n' }]));
    expect(answer).toEqual({ n: 42 });

    await expect(
      database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: Array<{ pid: number }>;
        };
        await terminate(rows[0]?.pid);
        await tx.execute(sql`select 1`);
      }),
    ).rejects.toThrow();
    const { rows } = (await database.db.execute(sql`select 6 * 7 as n`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rows).toEqual([{ n: 42 }]);
  });
});

describe('a database error', () => {
  it('names its SQLSTATE whether it comes raw (pipelined) or wrapped by Drizzle', async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => error,
      );
    const wrapped = await failure(database.db.execute(sql`select 1 / 0`));
    const raw = await failure(database.pipelined((run) => run([{ text: 'select 1 / 0' }])));
    expect(databaseCode(wrapped)).toBe('22012');
    expect(databaseCode(raw)).toBe('22012');
    expect(databaseCode(new Error('not from the database'))).toBeUndefined();
  });
});
