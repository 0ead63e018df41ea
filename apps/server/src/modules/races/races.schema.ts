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
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A race: entrants in one currency ranked over [starts_at, ends_at) by a metric of their bets on
 * the eligible games (`games`; empty for all) of at least `min_bet`. `prizes` are minor units by
 * rank. `status` is `scheduled` until the race is finished: `finishing` once its final result is
 * written (from the ledger) and its prizes are being paid, `ended` once all are paid; `cancelled`
 * by an operator before it ends (nothing is owed then: races take no entry fee).
 */
export const races = pgTable(
  'races',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['race', 'win_of_the_month'] })
      .notNull()
      .default('race'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    currency: text('currency').notNull(),
    metric: text('metric', { enum: ['wagered', 'multiplier', 'rounds'] }).notNull(),
    entry: text('entry', { enum: ['automatic', 'opt_in'] }).notNull(),
    games: text('games').array().notNull().default(sql`'{}'::text[]`),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    prizes: jsonb('prizes').$type<string[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['scheduled', 'finishing', 'ended', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('races_ends_idx').on(table.endsAt),
    // one win of the month per calendar month (UTC)
    uniqueIndex('races_win_of_the_month_once')
      .on(sql`date_trunc('month', ${table.startsAt} at time zone 'UTC')`)
      .where(sql`${table.kind} = 'win_of_the_month'`),
    check('races_window', sql`${table.endsAt} > ${table.startsAt}`),
    check('races_min_bet', sql`${table.minBet} >= 0`),
  ],
);

/**
 * An entrant's live numbers, recounted from the ledger after each of their bets (the final result is
 * counted again from the ledger when the race ends). Bets placed from `counts_from` count (the
 * start, or when an opt-in entrant joined). `score` is the metric; `achieved_id` the posting at which
 * it was reached (a tie goes to the lower); `horizon_id` the last posting the numbers saw (a slower
 * recount never overwrites a newer one).
 */
export const raceEntries = pgTable(
  'race_entries',
  {
    raceId: bigint('race_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    countsFrom: timestamp('counts_from', { withTimezone: true }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** Joined by the player (an opt-in race, or ahead of an automatic one), not only by playing. */
    optedIn: boolean('opted_in').notNull().default(false),
    score: bigint('score', { mode: 'bigint' }).notNull().default(sql`0`),
    achievedId: bigint('achieved_id', { mode: 'number' }).notNull().default(0),
    wagered: bigint('wagered', { mode: 'bigint' }).notNull().default(sql`0`),
    rounds: integer('rounds').notNull().default(0),
    horizonId: bigint('horizon_id', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.raceId, table.userId] }),
    index('race_entries_board_idx').on(table.raceId, table.score.desc(), table.achievedId),
    index('race_entries_user_idx').on(table.userId),
  ],
);

/** A finished race's final ranking from the ledger; a prize is paid once (posting `race:<id>:<rank>`). */
export const raceResults = pgTable(
  'race_results',
  {
    raceId: bigint('race_id', { mode: 'number' }).notNull(),
    rank: integer('rank').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    score: bigint('score', { mode: 'bigint' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' }).notNull(),
    rounds: integer('rounds').notNull(),
    prize: bigint('prize', { mode: 'bigint' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.raceId, table.rank] }),
    uniqueIndex('race_results_player_once').on(table.raceId, table.userId),
    index('race_results_user_idx').on(table.userId),
    check('race_results_prize', sql`${table.prize} >= 0`),
  ],
);

/**
 * Win of the month's rule, one row: when enabled, a race of kind `win_of_the_month` is made for
 * each calendar month (UTC) in `currency`, ranked by `metric`, paying one prize of the fixed amount.
 */
export const winOfTheMonthSettings = pgTable(
  'win_of_the_month_settings',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    currency: text('currency').notNull().default('EUR'),
    metric: text('metric', { enum: ['wagered', 'multiplier', 'rounds'] })
      .notNull()
      .default('multiplier'),
    rule: text('rule').notNull().default('The biggest multiplier of the month on any game wins.'),
    games: text('games').array().notNull().default(sql`'{}'::text[]`),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('win_of_the_month_settings_single', sql`${table.id} = 1`)],
);
