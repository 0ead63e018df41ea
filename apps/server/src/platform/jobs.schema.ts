import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Work on a clock (platform/jobs.ts): a job of a kind with its payload, due at `run_at`. A runner
 * claims due jobs with FOR UPDATE SKIP LOCKED and holds each by a lease, so across processes a job
 * runs once at a time; a lease that runs out (a process gone) lets another take it again. Failures
 * wait with exponential back-off; `key` keeps one pending or running job per kind and key.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: uuid('lease_token'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_kind_key_idx')
      .on(table.kind, table.key)
      .where(sql`${table.status} in ('pending', 'running')`),
    index('jobs_pending_due_idx').on(table.runAt).where(sql`${table.status} = 'pending'`),
    index('jobs_lease_due_idx').on(table.leaseUntil).where(sql`${table.status} = 'running'`),
    index('jobs_finished_idx').on(table.finishedAt).where(sql`${table.status} = 'done'`),
    check('jobs_attempts_check', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
  ],
);
