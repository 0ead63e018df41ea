import type { BetLimitKind, MonthlyWinningsRule } from '@casino/contracts';
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
  smallint,
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
  /** The reality check's interval in minutes (null: none) and when it was last set. */
  realityCheckMinutes: integer('reality_check_minutes'),
  realityCheckSetAt: timestamp('reality_check_set_at', { withTimezone: true }),
  /**
   * A bonus buy the player confirmed over their own limits (spec §4): the next real-money round
   * uses it up (rg_use_bet_exclusion when it is this buy), until `betExclusionUntil`.
   */
  betExclusionGame: text('bet_exclusion_game'),
  betExclusionBet: bigint('bet_exclusion_bet', { mode: 'bigint' }),
  betExclusionUntil: timestamp('bet_exclusion_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reality check's answers: the last time the player chose to continue in a session (the next
 * reminder counts from it). One row per session that has had a reminder.
 */
export const realityChecks = pgTable('reality_checks', {
  sessionId: bigint('session_id', { mode: 'number' }).primaryKey(), // references sessions (on delete cascade) in SQL only
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  continuedAt: timestamp('continued_at', { withTimezone: true }).notNull(),
});

/**
 * The operator's rules every real-money bet keeps (one row): the largest single stake per currency
 * (global bet limit) and the monthly winnings rule per currency (see monthlyWinningsRuleSchema).
 * A currency not listed has no such rule.
 */
export const playLimitSettings = pgTable(
  'play_limit_settings',
  {
    id: smallint('id').primaryKey().default(1),
    globalBetLimits: jsonb('global_bet_limits').$type<Record<string, string>>().notNull().default({}),
    monthlyWinnings: jsonb('monthly_winnings')
      .$type<Record<string, MonthlyWinningsRule>>()
      .notNull()
      .default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('play_limit_settings_single', sql`${table.id} = 1`)],
);
