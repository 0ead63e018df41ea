import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/factories.ts';
import { createScratchDatabase } from '../../test/scratch-database.ts';
import { seedDatabase } from '../../test/seed.ts';
import { freePort, startServerProcess } from '../../test/server-process.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';

// Two real server processes need a database both can open: PostgreSQL (CI's second pass).
const serverUrl = process.env.DATABASE_URL;
const breaks = 40;

let scratch: { url: string; drop(): Promise<void> } | undefined;
let database: DatabaseHandle | undefined;
const servers: ChildProcess[] = [];

async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const server = await startServerProcess(databaseUrl, await freePort());
  servers.push(server);
  return server;
}

const rows = async (query: ReturnType<typeof sql>) =>
  (
    (await (database as DatabaseHandle).db.execute(query)) as unknown as {
      rows: Array<Record<string, unknown>>;
    }
  ).rows;

beforeAll(async () => {
  if (!serverUrl) return;
  scratch = await createScratchDatabase(serverUrl, 'casino_jobs');
  database = await openDatabase({ databaseUrl: scratch.url });
  await database.migrate();
  await seedDatabase(database.db, { casinoOrigin: 'http://localhost:3000' });
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.kill('SIGKILL');
  await database?.close();
  await scratch?.drop();
});

describe.runIf(serverUrl)('jobs with two server processes', () => {
  it('are each run once: the breaks that have ended are ended by one process or the other', async () => {
    const db = (database as DatabaseHandle).db;
    // breaks whose end has passed while no server was running, each with its end job due
    for (let n = 0; n < breaks; n++) {
      const user = await insertUser(db);
      await db.execute(sql`with started as (
          insert into responsible_gaming_breaks (user_id, kind, status, started_at, ends_at)
          values (${user.id}, 'cooling_off', 'active', now() - interval '2 days', now() - interval '1 day')
          returning id, user_id)
        , player as (
          insert into responsible_gaming_players (user_id, current_break_id)
          select user_id, id from started)
        insert into jobs (kind, key, payload, run_at, created_at)
        select 'responsible-gaming.end-break', 'break:' || id, jsonb_build_object('breakId', id),
          now() - interval '1 day', now() from started`);
    }
    const url = (scratch as { url: string }).url;
    await Promise.all([startServer(url), startServer(url)]);
    for (let waited = 0; waited < 15_000; waited += 200) {
      const [left] = await rows(
        sql`select count(*)::int as n from jobs where kind = 'responsible-gaming.end-break' and status <> 'done'`,
      );
      if (left?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const done = await rows(
      sql`select attempts, status from jobs where kind = 'responsible-gaming.end-break' order by id`,
    );
    expect(done).toHaveLength(breaks);
    // one claim each: a job taken by both processes would have been attempted twice
    expect(done.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    const [ended] = await rows(
      sql`select count(*)::int as n from responsible_gaming_breaks where status = 'ended' and ended_at = ends_at`,
    );
    expect(ended?.n).toBe(breaks);
    const [current] = await rows(
      sql`select count(*)::int as n from responsible_gaming_players where current_break_id is not null`,
    );
    expect(current?.n).toBe(0);
  });
});
