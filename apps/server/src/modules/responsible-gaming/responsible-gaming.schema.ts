import type { BetLimitKind, MonthlyWinningsRule } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
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
  /**
   * Raises and removals support made (operators, on the player's request): each kind's new value
   * (null: none) and when it applies, 24 hours on; until then the limit in `betLimits` holds.
   */
  betLimitsPending: jsonb('bet_limits_pending')
    .$type<Partial<Record<BetLimitKind, { amount: string | null; from: string }>>>()
    .notNull()
    .default({}),
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
    /** Spec §6: support changes or removes bet and loss limits only for players of this level or higher. */
    limitChangeMinLevel: integer('limit_change_min_level').notNull().default(3),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('play_limit_settings_single', sql`${table.id} = 1`)],
);

/**
 * What the markers-of-harm job saw, one row per player, kind and day (UTC): a limit used to 80%
 * or more, a session of six hours or more, a withdrawal the player cancelled. `detail` says which.
 */
export const harmSignals = pgTable(
  'harm_signals',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(), // references users (on delete cascade) in SQL only
    kind: text('kind', { enum: ['limit-near', 'long-session', 'withdrawal-reversed'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.day] }),
    index('harm_signals_day_idx').on(table.day),
  ],
);

/**
 * Markers of harm for operators to look at: raised by the job when a player's signals of a kind
 * pass its threshold, open until an operator reviews it (with a note). One open marker per player
 * and kind; a reviewed one is raised again only by signals after its review.
 */
export const harmMarkers = pgTable(
  'harm_markers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(), // references users (on delete cascade) in SQL only
    kind: text('kind', { enum: ['limit-near', 'long-session', 'withdrawal-reversed'] }).notNull(),
    status: text('status', { enum: ['open', 'reviewed'] })
      .notNull()
      .default('open'),
    /** The signals behind it: how many days, the latest detail. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    note: text('note'),
  },
  (table) => [
    uniqueIndex('harm_markers_open_idx').on(table.userId, table.kind).where(sql`${table.status} = 'open'`),
    index('harm_markers_status_idx').on(table.status, table.raisedAt),
  ],
);
