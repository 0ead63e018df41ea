import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The operator's point rates, one row: currency → minor units of real-money stake per point (a
 * currency left out earns nothing). `scanned_to` is how far the catch-up job has looked through
 * the ledger for players whose stakes are not counted yet.
 */
export const loyaltySettings = pgTable(
  'loyalty_settings',
  {
    id: smallint('id').primaryKey().default(1),
    rates: jsonb('rates').$type<Record<string, string>>().notNull().default({}),
    scannedTo: timestamp('scanned_to', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('loyalty_settings_single', sql`${table.id} = 1`)],
);

/**
 * The ladder: level n is reached at `xp_threshold` xp (level 1 at 0). A level's perks: `reward`
 * (currency → minor units of cash paid once on first reaching it by play), `withdrawal_limit`
 * (currency → minor units withdrawn per 24 hours; a currency left out is unlimited) and a personal
 * manager.
 */
export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    level: smallint('level').primaryKey(),
    name: text('name').notNull(),
    xpThreshold: bigint('xp_threshold', { mode: 'number' }).notNull(),
    reward: jsonb('reward').$type<Record<string, string>>().notNull().default({}),
    withdrawalLimit: jsonb('withdrawal_limit').$type<Record<string, string>>().notNull().default({}),
    personalManager: boolean('personal_manager').notNull().default(false),
  },
  (table) => [
    check('loyalty_levels_level', sql`${table.level} between 1 and 50`),
    check('loyalty_levels_threshold', sql`${table.xpThreshold} >= 0`),
  ],
);

/**
 * A player's loyalty: their level, points and xp. Their real-money stakes are counted from the ledger
 * in order: `counted_to` is the id of the last posting counted (every posting of a player is
 * written under the lock on their accounts, so their postings' ids grow in commit order and nothing
 * below it can appear later), `counted_at` its time; `remainders` the stake per currency not yet
 * worth a whole point.
 */
export const loyaltyPlayers = pgTable(
  'loyalty_players',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    level: smallint('level').notNull().default(1),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    xp: bigint('xp', { mode: 'number' }).notNull().default(0),
    remainders: jsonb('remainders').$type<Record<string, string>>().notNull().default({}),
    countedTo: bigint('counted_to', { mode: 'number' }).notNull().default(0),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('loyalty_players_counts', sql`${table.points} >= 0 and ${table.xp} >= 0 and ${table.level} >= 1`),
  ],
);

/**
 * What changed a player's loyalty: a level reached by play (its reward, in `currency` and `amount`,
 * paid once: the unique index allows one level-up per level and player, ever), an operator's points
 * adjustment or level change (with the operator's reason).
 */
export const loyaltyEvents = pgTable(
  'loyalty_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['level_up', 'adjustment', 'level_set'] }).notNull(),
    level: smallint('level'),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    currency: text('currency'),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('loyalty_events_user_idx').on(table.userId, table.id),
    uniqueIndex('loyalty_events_level_up_once')
      .on(table.userId, table.level)
      .where(sql`${table.kind} = 'level_up'`),
    // rewards reached but not paid yet (a crash between the two): the job pays them
    index('loyalty_events_unpaid_idx')
      .on(table.id)
      .where(sql`${table.kind} = 'level_up' and ${table.amount} > 0 and ${table.paidAt} is null`),
    check('loyalty_events_amount', sql`${table.amount} >= 0`),
  ],
);
