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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The operator's rakeback terms, one row: the share of net gaming revenue paid back
 * (`percent_bp`, 10000 = 100%), a share per loyalty level that overrides it (`level_percent_bp`,
 * level number → basis points), whether play with bonus money counts, and the themes whose sites hide
 * the accumulator card.
 */
export const rakebackSettings = pgTable(
  'rakeback_settings',
  {
    id: smallint('id').primaryKey().default(1),
    percentBp: integer('percent_bp').notNull().default(500),
    levelPercentBp: jsonb('level_percent_bp').$type<Record<string, number>>().notNull().default({}),
    includeBonusMoney: boolean('include_bonus_money').notNull().default(false),
    hiddenThemes: text('hidden_themes').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('rakeback_settings_single', sql`${table.id} = 1`),
    check('rakeback_settings_percent', sql`${table.percentBp} between 0 and 10000`),
  ],
);

/**
 * A depositor's running day (one row per player, from their first deposit): the day `day_date`
 * counts the play staked from `day_start` until `day_ends_at` (the next midnight in `time_zone`),
 * `open_day_id` names its entry-to-be. Opting out stops counting: the net gaming revenue counted so
 * far is carried in `carried_ngr` and `counting_from` is null until the player opts in again (from
 * that moment). `version` changes with every update: a day is closed, or the row changed, only by
 * the writer that read the version it replaces.
 */
export const rakebackPlayers = pgTable(
  'rakeback_players',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    currency: text('currency').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * A time zone the player's browser named later: it applies from the next day (a running day's
     * end never moves, so no one picks where a day ends after seeing its results).
     */
    nextTimeZone: text('next_time_zone'),
    /** Whether the player's browser has named a time zone yet: the first one applies to the running day at once. */
    zoneFromPlayer: boolean('zone_from_player').notNull().default(false),
    openDayId: uuid('open_day_id').notNull(),
    dayDate: date('day_date', { mode: 'string' }).notNull(),
    dayStart: timestamp('day_start', { withTimezone: true }).notNull(),
    dayEndsAt: timestamp('day_ends_at', { withTimezone: true }).notNull(),
    countingFrom: timestamp('counting_from', { withTimezone: true }),
    carriedNgr: bigint('carried_ngr', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The last day closed (a later day never takes its date again, whatever the time zone does). */
    lastDayDate: date('last_day_date', { mode: 'string' }),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // the closing job reads the days that have ended
    index('rakeback_players_due_idx').on(table.dayEndsAt),
    check('rakeback_players_window', sql`${table.dayEndsAt} > ${table.dayStart}`),
  ],
);

/**
 * A closed day (spec §3 rakeback day entry): the play of `day_date` had net gaming revenue `ngr`
 * and earned `amount` (`percent_bp` of it, rounded down; 0 when it was not positive), claimable from
 * `claim_from` (the start of `can_claim_date`) until `claim_until` (the end of the day after). Paid
 * once: the payment's ledger posting is keyed by `public_id` and sets `paid_at` in its transaction.
 * Days without play have no entry.
 */
export const rakebackDays = pgTable(
  'rakeback_days',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: uuid('public_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    dayDate: date('day_date', { mode: 'string' }).notNull(),
    canClaimDate: date('can_claim_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    ngr: bigint('ngr', { mode: 'bigint' }).notNull(),
    percentBp: integer('percent_bp').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    claimFrom: timestamp('claim_from', { withTimezone: true }).notNull(),
    claimUntil: timestamp('claim_until', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('rakeback_days_user_day').on(table.userId, table.dayDate),
    check('rakeback_days_amount', sql`${table.amount} >= 0 and ${table.percentBp} between 0 and 10000`),
    check('rakeback_days_paid', sql`${table.paidAt} is null or ${table.amount} > 0`),
  ],
);
