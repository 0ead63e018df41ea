import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { jobs } from './jobs.schema.ts';
import { createJobRunner, type JobRunner } from './jobs.ts';

declare module './jobs.ts' {
  interface JobKinds {
    'test.note': { note: string };
    'test.flaky': { until: number };
    'test.count': { n: number };
    'test.tick': Record<string, never>;
  }
}

let database: TestDatabase;
/** With DATABASE_URL, a second connection pool to the same database: a second server process. */
let elsewhere: DatabaseHandle | null = null;
const errors: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const url = new URL(serverUrl);
    url.pathname = `/${database.name}`;
    elsewhere = await openDatabase({ databaseUrl: url.toString() });
  }
});
afterAll(async () => {
  await elsewhere?.close();
  await database?.close();
});

function runner(clock = createTestClock(), db = database.db): JobRunner {
  return createJobRunner({ db, clock, logError: (_error, message) => void errors.push(message) });
}

const rowsOf = async (kind: string) =>
  database.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);

describe('the job runner', () => {
  it('runs a job at its time, by the injected clock, and once', async () => {
    const clock = createTestClock(new Date('2026-12-01T10:00:00Z'));
    const jobRunner = runner(clock);
    const seen: string[] = [];
    jobRunner.define('test.note', async ({ note }) => void seen.push(note));
    await jobRunner.schedule('test.note', { note: 'at noon' }, { runAt: new Date('2026-12-01T12:00:00Z') });
    expect(await jobRunner.runDue()).toBe(0);
    clock.set(new Date('2026-12-01T11:59:59Z'));
    expect(await jobRunner.runDue()).toBe(0);
    clock.set(new Date('2026-12-01T12:00:00Z'));
    expect(await jobRunner.runDue()).toBe(1);
    expect(await jobRunner.runDue()).toBe(0);
    expect(seen).toEqual(['at noon']);
    const [row] = await rowsOf('test.note');
    expect(row).toMatchObject({ status: 'done', attempts: 1, finishedAt: clock.now() });
  });

  it('keeps one pending job per key: scheduling again moves it', async () => {
    const clock = createTestClock(new Date('2026-12-02T10:00:00Z'));
    const jobRunner = runner(clock);
    const seen: number[] = [];
    jobRunner.define('test.count', async ({ n }) => void seen.push(n));
    await jobRunner.schedule('test.count', { n: 1 }, { runAt: new Date('2026-12-02T11:00:00Z'), key: 'k' });
    await jobRunner.schedule('test.count', { n: 2 }, { runAt: new Date('2026-12-02T13:00:00Z'), key: 'k' });
    clock.set(new Date('2026-12-02T12:00:00Z'));
    expect(await jobRunner.runDue()).toBe(0);
    clock.set(new Date('2026-12-02T13:00:00Z'));
    expect(await jobRunner.runDue()).toBe(1);
    expect(seen).toEqual([2]);
    // once done, the key is free again
    await jobRunner.schedule('test.count', { n: 3 }, { key: 'k' });
    expect(await jobRunner.runDue()).toBe(1);
    expect(seen).toEqual([2, 3]);
    await jobRunner.schedule('test.count', { n: 4 }, { key: 'cancelled' });
    await jobRunner.cancel('test.count', 'cancelled');
    expect(await jobRunner.runDue()).toBe(0);
  });

  it('retries a failing job with growing back-off, and gives up after its attempts', async () => {
    const clock = createTestClock(new Date('2026-12-03T10:00:00Z'));
    const jobRunner = runner(clock);
    let calls = 0;
    jobRunner.define(
      'test.flaky',
      async ({ until }) => {
        calls += 1;
        if (calls < until) throw new Error(`failure ${calls}`);
      },
      { maxAttempts: 3, backoffMs: { base: 1_000, max: 60_000 } },
    );
    await jobRunner.schedule('test.flaky', { until: 3 });
    expect(await jobRunner.runDue()).toBe(1);
    const [failedOnce] = await rowsOf('test.flaky');
    expect(failedOnce).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('failure 1'),
    });
    expect(failedOnce?.runAt).toEqual(new Date('2026-12-03T10:00:01Z'));
    clock.advance(1_000);
    expect(await jobRunner.runDue()).toBe(1);
    expect((await rowsOf('test.flaky'))[0]?.runAt).toEqual(new Date('2026-12-03T10:00:03Z'));
    clock.advance(1_999);
    expect(await jobRunner.runDue()).toBe(0);
    clock.advance(1);
    expect(await jobRunner.runDue()).toBe(1);
    expect((await rowsOf('test.flaky'))[0]).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(calls).toBe(3);

    // a job that never succeeds stops after its last attempt, marked failed
    await database.db.delete(jobs).where(eq(jobs.kind, 'test.flaky'));
    calls = 0;
    await jobRunner.schedule('test.flaky', { until: 99 });
    for (let attempt = 0; attempt < 5; attempt++) {
      await jobRunner.runDue();
      clock.advance(60_000);
    }
    expect(calls).toBe(3);
    expect((await rowsOf('test.flaky'))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(errors.filter((message) => message.includes('test.flaky')).length).toBeGreaterThanOrEqual(5);
  });

  it('takes back a job whose process stopped holding it once its lease runs out', async () => {
    const clock = createTestClock(new Date('2026-12-04T10:00:00Z'));
    const jobRunner = runner(clock);
    const seen: string[] = [];
    jobRunner.define('test.note', async ({ note }) => void seen.push(note));
    await jobRunner.schedule('test.note', { note: 'orphaned' }, { key: 'lease' });
    // a process claimed it and died: the row is running with a lease, and nobody completes it
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, leaseUntil: new Date('2026-12-04T10:05:00Z') })
      .where(and(eq(jobs.kind, 'test.note'), eq(jobs.key, 'lease')));
    expect(await jobRunner.runDue()).toBe(0);
    clock.set(new Date('2026-12-04T10:05:00Z'));
    expect(await jobRunner.runDue()).toBe(1);
    expect(seen).toEqual(['orphaned']);
  });

  it('fails for good a job whose process died during its last attempt', async () => {
    const clock = createTestClock(new Date('2026-12-04T12:00:00Z'));
    const jobRunner = runner(clock);
    const seen: string[] = [];
    jobRunner.define('test.note', async ({ note }) => void seen.push(note));
    await jobRunner.schedule('test.note', { note: 'last try' }, { key: 'last-lease' });
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 10, leaseUntil: new Date('2026-12-04T12:05:00Z') })
      .where(and(eq(jobs.kind, 'test.note'), eq(jobs.key, 'last-lease')));
    clock.set(new Date('2026-12-04T12:05:00Z'));
    expect(await jobRunner.runDue()).toBe(0);
    expect(seen).toEqual([]);
    const [row] = (await rowsOf('test.note')).filter((job) => job.key === 'last-lease');
    expect(row).toMatchObject({ status: 'failed', leaseUntil: null, finishedAt: clock.now() });
  });

  it('schedules a job in the caller’s transaction: none when it rolls back', async () => {
    const jobRunner = runner();
    await database.db
      .transaction(async (tx) => {
        await jobRunner.schedule('test.note', { note: 'rolled back' }, { key: 'tx', executor: tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await rowsOf('test.note')).filter((row) => row.key === 'tx')).toEqual([]);
    const statement = jobRunner.scheduleStatement(
      'test.note',
      { note: 'raw' },
      { runAt: new Date('2026-12-05T00:00:00Z'), key: 'raw' },
    );
    await database.pipelined((run) => run([statement], { commit: true }));
    expect((await rowsOf('test.note')).find((row) => row.key === 'raw')).toMatchObject({
      status: 'pending',
      payload: { note: 'raw' },
      runAt: new Date('2026-12-05T00:00:00Z'),
    });
  });

  it('runs a recurring job at each interval, one job for every process', async () => {
    const clock = createTestClock(new Date('2026-12-07T10:00:00Z'));
    let ticks = 0;
    const tick = async () => {
      ticks += 1;
    };
    const [one, two] = [runner(clock), runner(clock, (elsewhere ?? database).db)];
    await one.every('test.tick', 60_000, tick, {});
    await two.every('test.tick', 60_000, tick, {});
    expect(await rowsOf('test.tick')).toHaveLength(1);
    expect((await one.runDue()) + (await two.runDue())).toBe(1);
    clock.advance(59_999);
    expect((await one.runDue()) + (await two.runDue())).toBe(0);
    clock.advance(1);
    expect((await two.runDue()) + (await one.runDue())).toBe(1);
    expect(ticks).toBe(2);
    const [row] = await rowsOf('test.tick');
    expect(row).toMatchObject({ status: 'pending', attempts: 0, runAt: new Date('2026-12-07T10:02:00Z') });
    // a process that starts later keeps the waiting job's time
    await runner(clock).every('test.tick', 60_000, tick, {});
    expect(await rowsOf('test.tick')).toEqual([row]);
    // a process that died running it: the job is taken again once its lease runs out, never failed
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 12, leaseUntil: new Date('2026-12-07T10:07:00Z') })
      .where(eq(jobs.kind, 'test.tick'));
    clock.set(new Date('2026-12-07T10:07:00Z'));
    expect(await one.runDue()).toBe(1);
    expect(ticks).toBe(3);
    expect((await rowsOf('test.tick'))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('runs each job once when two processes run what is due at the same time', async () => {
    const clock = createTestClock(new Date('2026-12-06T10:00:00Z'));
    const ran = new Map<number, number>();
    const worker = (db: DatabaseHandle['db']) => {
      const jobRunner = runner(clock, db);
      jobRunner.define('test.count', async ({ n }) => {
        ran.set(n, (ran.get(n) ?? 0) + 1);
        // hold the job a moment, so the other process looks while it runs
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return jobRunner;
    };
    const one = worker(database.db);
    const two = worker((elsewhere ?? database).db);
    for (let n = 0; n < 40; n++) await one.schedule('test.count', { n }, { key: `race-${n}` });
    const [a, b] = await Promise.all([one.runDue(), two.runDue()]);
    expect(a + b).toBe(40);
    expect([...ran.values()].every((times) => times === 1)).toBe(true);
    expect(ran.size).toBe(40);
    const [count] = (
      (await database.db.execute(
        sql`select count(*)::int as n from jobs where kind = 'test.count' and key like 'race-%' and status = 'done'`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    expect(count?.n).toBe(40);
  });
});
