import type { BetLimitKind } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * A player's gross deposit limits per rolling day, week and month (minor units of their currency).
 * The cashier enforces them (PAYMENT_LIMIT_THRESHOLD) through this module's gate.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(), // references users (on delete cascade) in SQL only
    period: text('period', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /**
     * A raise or removal the player asked for waits (responsible gaming): from `pendingFrom` on,
     * `pendingAmount` is the limit (null: none). A lower limit replaces `amount` at once.
     */
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.period] }),
    check('deposit_limits_amount_check', sql`${table.amount} >= 0`),
  ],
);

/**
 * Breaks a player takes from play (spec §4): a cooling-off, a self-exclusion (until a day, or
 * permanent: `ends_at` null) or an account freeze. Never shortened; the job runner marks one
 * `ended` at its end, and a break whose end has passed no longer counts even before it has.
 */
export const responsibleGamingBreaks = pgTable(
  'responsible_gaming_breaks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(), // references users (on delete cascade) in SQL only
    kind: text('kind', { enum: ['cooling_off', 'self_exclusion', 'freeze'] }).notNull(),
    status: text('status', { enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null for a permanent self-exclusion. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('responsible_gaming_breaks_user_idx').on(table.userId, table.startedAt),
    check(
      'responsible_gaming_breaks_permanent_check',
      sql`${table.endsAt} is not null or ${table.kind} = 'self_exclusion'`,
    ),
  ],
);

/**
 * A player's responsible-gaming state, one row once they use any tool: the break that runs (one
 * at a time), bet and loss limits (minor units of their currency; absent: none) checked in each
 * bet's own transaction (ledger_check_bet_limits) and when they last changed (at most once an
 * hour), the session time limit in minutes, and ghost mode (their name hidden in public win feeds).
 */
export const responsibleGamingPlayers = pgTable('responsible_gaming_players', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(), // references users (on delete cascade) in SQL only
  currentBreakId: bigint('current_break_id', { mode: 'number' }).references(
    () => responsibleGamingBreaks.id,
    { onDelete: 'restrict' },
  ),
  betLimits: jsonb('bet_limits').$type<Partial<Record<BetLimitKind, string>>>().notNull().default({}),
  betLimitsChangedAt: timestamp('bet_limits_changed_at', { withTimezone: true }),
  sessionLimitMinutes: integer('session_limit_minutes'),
  ghostMode: boolean('ghost_mode').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
