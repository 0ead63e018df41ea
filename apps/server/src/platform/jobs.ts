import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor, Statement } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { jobs } from './jobs.schema.ts';

/**
 * Every kind of job by name, with its payload. Each module adds the kinds it schedules in its
 * `<module>.jobs.ts` (declaration merging), as with domain events.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging, module by module
export interface JobKinds {}

export type JobKind = keyof JobKinds;
export type JobHandler<K extends JobKind> = (
  payload: JobKinds[K],
  job: { id: number; attempt: number },
) => Promise<void>;

/**
 * How a kind of job is retried: attempts in all, and the back-off between them. `everyMs` makes it
 * recurring: once done, the same job waits that long and runs again.
 */
export type JobOptions = {
  maxAttempts?: number;
  backoffMs?: { base: number; max: number };
  everyMs?: number;
};

export type JobRunner = {
  /** Says what a kind of job does. Each module defines its kinds when it registers. */
  define<K extends JobKind>(kind: K, handler: JobHandler<K>, options?: JobOptions): void;
  /**
   * Defines a kind that runs every `everyMs` across all processes (one job of the kind, keyed by
   * its name), and makes sure that job exists.
   */
  every<K extends JobKind>(
    kind: K,
    everyMs: number,
    handler: JobHandler<K>,
    payload: JobKinds[K],
  ): Promise<void>;
  /**
   * Schedules a job to run at `runAt` (now when omitted). With `key`, a kind has at most one
   * pending or running job of that key: scheduling it again moves the pending one to the new time
   * and payload. With `executor` (a transaction), the job exists only if that transaction commits.
   */
  schedule<K extends JobKind>(
    kind: K,
    payload: JobKinds[K],
    options?: { runAt?: Date; key?: string; executor?: Executor },
  ): Promise<void>;
  /**
   * The same as `schedule` with a key, as a raw statement for a transaction made of raw statements
   * (a wallet posting's records): the job exists exactly when that transaction commits.
   */
  scheduleStatement<K extends JobKind>(
    kind: K,
    payload: JobKinds[K],
    options: { runAt: Date; key: string },
  ): Statement;
  /** Removes the pending job of a kind with `key`, if there is one. */
  cancel(kind: JobKind, key: string, executor?: Executor): Promise<void>;
  /**
   * Runs every job due at the clock's now, one after another, until none is left; answers how many
   * ran. The polling loop calls it; tests call it after moving their clock.
   */
  runDue(): Promise<number>;
  /** Polls for due work (at least every `pollMs`) until `stop`. */
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
};

/** How long a claimed job is held before another process may take it again (a process that died). */
const leaseMs = 5 * 60_000;
const defaultOptions: Required<Omit<JobOptions, 'everyMs'>> & Pick<JobOptions, 'everyMs'> = {
  maxAttempts: 10,
  backoffMs: { base: 10_000, max: 60 * 60_000 },
};
/**
 * A recurring job's attempts in the table: never reached, so no clean-up takes it for one that died
 * in its last attempt (its own back-off still follows the kind's attempts, then it waits its time).
 */
const recurringAttempts = 2 ** 31 - 1;
/** The polling loop never looks again sooner than this (a burst of due jobs is drained at once). */
const minWaitMs = 50;
/** Finished jobs are kept this long (what ran, when), then deleted. */
const keepDoneMs = 7 * 24 * 60 * 60_000;

type Claimed = {
  id: number;
  kind: JobKind;
  payload: Record<string, unknown>;
  attempts: number;
  token: string;
};

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

/**
 * The job runner: a leased-jobs table (platform/jobs.schema.ts) on whichever database the app
 * runs on, PGlite or PostgreSQL. Every statement takes "now" from the injected clock, never from
 * the database, so a test moves the clock and calls `runDue`. docs/architecture.md says why this
 * and not pg-boss or graphile-worker.
 */
export function createJobRunner({
  db,
  clock,
  logError,
  pollMs = 5_000,
}: {
  db: Database;
  clock: Clock;
  /** Where a failing job is reported (it is retried with back-off until its attempts run out). */
  logError: (error: unknown, message: string, context: Record<string, unknown>) => void;
  /** The longest the polling loop sleeps (jobs scheduled by another process are seen within it). */
  pollMs?: number;
}): JobRunner {
  const handlers = new Map<JobKind, { handler: JobHandler<never>; options: typeof defaultOptions }>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let lastCleanup = 0;

  /** Claims the next due job of a known kind (or one whose lease ran out), holding it by a lease. */
  async function claim(): Promise<Claimed | null> {
    const now = clock.now();
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return null;
    const [row] = rowsOf(
      await db.execute(sql`
        with next as (
          select id from jobs
          where ((status = 'pending' and run_at <= ${now.toISOString()}::timestamptz)
              or (status = 'running' and lease_until <= ${now.toISOString()}::timestamptz))
            and attempts < max_attempts and ${inArray(jobs.kind, kinds)}
          order by run_at, id
          limit 1
          for update skip locked)
        update jobs set status = 'running', attempts = jobs.attempts + 1, lease_token = ${randomUUID()}::uuid,
          lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
        from next where jobs.id = next.id
        returning jobs.id::text as id, jobs.kind, jobs.payload, jobs.attempts, jobs.lease_token::text as token`),
    );
    if (!row) return null;
    return {
      id: Number(row.id),
      kind: row.kind as JobKind,
      payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<
        string,
        unknown
      >,
      attempts: Number(row.attempts),
      token: String(row.token),
    };
  }

  /** A job that ran: done, or (a recurring one) waiting for its next time. */
  async function complete(job: Claimed, options: typeof defaultOptions): Promise<void> {
    const now = clock.now();
    const next =
      options.everyMs === undefined
        ? { status: 'done' as const, finishedAt: now }
        : { status: 'pending' as const, runAt: new Date(now.getTime() + options.everyMs), attempts: 0 };
    await db
      .update(jobs)
      .set({ ...next, leaseToken: null, leaseUntil: null, lastError: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.leaseToken, job.token), eq(jobs.status, 'running')));
  }

  /** A failed attempt: pending again after the back-off, or failed for good after the last one. */
  async function fail(job: Claimed, error: unknown, options: typeof defaultOptions): Promise<void> {
    const now = clock.now();
    const delay = Math.min(options.backoffMs.max, options.backoffMs.base * 2 ** (job.attempts - 1));
    const last = job.attempts >= options.maxAttempts;
    // a recurring job is never given up: after its last attempt it waits for its next time
    const rearm = last && options.everyMs !== undefined;
    await db
      .update(jobs)
      .set({
        status: last && !rearm ? 'failed' : 'pending',
        runAt: rearm
          ? new Date(now.getTime() + (options.everyMs as number))
          : last
            ? undefined
            : new Date(now.getTime() + delay),
        ...(rearm ? { attempts: 0 } : {}),
        finishedAt: last && !rearm ? now : null,
        lastError: String((error as Error | null)?.stack ?? error).slice(0, 2_000),
        leaseToken: null,
        leaseUntil: null,
        maxAttempts: options.everyMs === undefined ? options.maxAttempts : recurringAttempts,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.leaseToken, job.token), eq(jobs.status, 'running')));
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const known = handlers.get(job.kind);
    if (!known) return true;
    try {
      await known.handler(job.payload as never, { id: job.id, attempt: job.attempts });
      await complete(job, known.options);
    } catch (error) {
      logError(error, `the job ${job.kind} failed (attempt ${job.attempts})`, {
        job: job.id,
        kind: job.kind,
      });
      await fail(job, error, known.options);
    }
    return true;
  }

  /** Runs due jobs one after another until none is left, or until `stopping` says to stop. */
  async function drain(stopping: () => boolean): Promise<number> {
    let ran = 0;
    while (!stopping() && (await runOne())) ran += 1;
    const now = clock.now();
    // a job whose process died during its last attempt is failed for good, not left running
    await db
      .update(jobs)
      .set({ status: 'failed', finishedAt: now, leaseToken: null, leaseUntil: null })
      .where(
        and(
          eq(jobs.status, 'running'),
          lte(jobs.leaseUntil, now),
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        ),
      );
    if (now.getTime() - lastCleanup > 60 * 60_000) {
      lastCleanup = now.getTime();
      await db.execute(
        sql`delete from jobs where status = 'done' and finished_at < ${new Date(now.getTime() - keepDoneMs).toISOString()}::timestamptz`,
      );
    }
    return ran;
  }

  const runDue = () => drain(() => false);

  /**
   * When the polling loop should look next: the next job this process could claim, at most
   * `pollMs` away (jobs scheduled by another process are seen within it), at least `minWaitMs`.
   */
  async function nextWake(): Promise<number> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return pollMs;
    const [row] = rowsOf(
      await db.execute(sql`select min(due) as next from (
          select run_at as due from jobs where status = 'pending' and ${inArray(jobs.kind, kinds)}
            and attempts < max_attempts
          union all
          select lease_until from jobs where status = 'running' and ${inArray(jobs.kind, kinds)}
            and attempts < max_attempts) as waiting`),
    );
    const next = row?.next ? new Date(String(row.next)).getTime() : Number.POSITIVE_INFINITY;
    return Math.max(minWaitMs, Math.min(pollMs, next - clock.now().getTime()));
  }

  function loop(): void {
    if (stopped) return;
    running = drain(() => stopped)
      .then(nextWake)
      .catch((error: unknown) => {
        logError(error, 'the job runner could not poll', {});
        return pollMs;
      })
      .then((wait) => {
        if (stopped) return;
        timer = setTimeout(loop, wait);
        timer.unref();
      });
  }

  return {
    define(kind, handler, options = {}) {
      handlers.set(kind, {
        handler: handler as JobHandler<never>,
        options: { ...defaultOptions, ...options },
      });
    },

    async every(kind, everyMs, handler, payload) {
      this.define(kind, handler, { everyMs });
      // one job of the kind for every process; one already waiting keeps its time
      await db
        .insert(jobs)
        .values({
          kind,
          key: kind,
          payload: payload as Record<string, unknown>,
          runAt: clock.now(),
          maxAttempts: recurringAttempts,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({
          target: [jobs.kind, jobs.key],
          where: sql`${jobs.status} in ('pending', 'running')`,
        });
    },

    async schedule(kind, payload, { runAt, key, executor = db } = {}) {
      const now = clock.now();
      const values = {
        kind,
        key: key ?? null,
        payload: payload as Record<string, unknown>,
        runAt: runAt ?? now,
        maxAttempts: handlers.get(kind)?.options.maxAttempts ?? defaultOptions.maxAttempts,
        createdAt: now,
      };
      if (key === undefined) {
        await executor.insert(jobs).values(values);
        return;
      }
      await executor
        .insert(jobs)
        .values(values)
        .onConflictDoUpdate({
          target: [jobs.kind, jobs.key],
          targetWhere: sql`${jobs.status} in ('pending', 'running')`,
          set: { runAt: values.runAt, payload: values.payload },
          // a running job keeps going; only one that waits is moved
          setWhere: sql`${jobs.status} = 'pending'`,
        });
    },

    scheduleStatement(kind, payload, { runAt, key }) {
      return {
        name: 'jobs-schedule',
        text: `insert into jobs (kind, key, payload, run_at, max_attempts, created_at)
          values ($1, $2, $3::jsonb, $4::timestamptz, $5::int, $6::timestamptz)
          on conflict (kind, key) where status in ('pending', 'running')
          do update set run_at = excluded.run_at, payload = excluded.payload where jobs.status = 'pending'`,
        values: [
          kind,
          key,
          JSON.stringify(payload),
          runAt.toISOString(),
          handlers.get(kind)?.options.maxAttempts ?? defaultOptions.maxAttempts,
          clock.now().toISOString(),
        ],
      };
    },

    async cancel(kind, key, executor = db) {
      await executor
        .delete(jobs)
        .where(and(eq(jobs.kind, kind), eq(jobs.key, key), eq(jobs.status, 'pending')));
    },

    runDue,

    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
