import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Ledger accounts. Player accounts (cash, bonus, locked withdrawal) cache their balance, updated
 * under a row lock in the posting's transaction and never negative (CHECK). System accounts
 * (house, provider clearing, bonus cost) are split into buckets so no single row is a hot spot;
 * their balance is the sum of their buckets.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The player's (a foreign key to users in SQL: a module's schema names only its own tables). */
    userId: bigint('user_id', { mode: 'number' }),
    kind: text('kind', {
      enum: ['cash', 'bonus', 'locked_withdrawal', 'house', 'provider_clearing', 'bonus_cost'],
    }).notNull(),
    currency: text('currency').notNull(),
    /** 0 for player accounts; 0..n-1 for the buckets of a system account. */
    bucket: smallint('bucket').notNull().default(0),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_owner_unique').on(
      sql`coalesce(${table.userId}, 0)`,
      table.kind,
      table.currency,
      table.bucket,
    ),
    check('ledger_accounts_player_not_negative', sql`${table.userId} is null or ${table.balance} >= 0`),
    check(
      'ledger_accounts_owner_kind',
      sql`(${table.userId} is null) = (${table.kind} in ('house', 'provider_clearing', 'bonus_cost'))`,
    ),
  ],
);

/**
 * One posting: a balanced, immutable set of entries written in one database transaction, found
 * again by its caller-supplied idempotency key.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Hash of the operation's parameters: the same key with other parameters is refused. */
    requestHash: text('request_hash').notNull(),
    type: text('type', {
      enum: [
        'bet',
        'win',
        'rollback',
        'deposit',
        'withdrawal_lock',
        'withdrawal_release',
        'withdrawal_settle',
        'bonus_grant',
        'bonus_convert',
        'bonus_burn',
        'cashback',
        'rakeback',
        'level_reward',
        'race_prize',
        'referral_reward',
      ],
    }).notNull(),
    status: text('status', { enum: ['cancelled', 'completed', 'failed', 'pending', 'processing'] }).notNull(),
    /** A user's (checked once per statement by a trigger, migration 0017: no foreign key here). */
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Amount the player asked for, in minor units (a bet's stake, a win's payout, ...). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** For a win or rollback, the idempotency key of the bet it refers to. */
    reference: text('reference'),
    /** Game round, provider, payment or bonus this posting belongs to. */
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    cashBefore: bigint('cash_before', { mode: 'bigint' }).notNull(),
    cashAfter: bigint('cash_after', { mode: 'bigint' }).notNull(),
    bonusBefore: bigint('bonus_before', { mode: 'bigint' }).notNull(),
    bonusAfter: bigint('bonus_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_transactions_user_idx').on(table.userId, table.createdAt),
    // a player's bets in posting order (loyalty counts them from the last one it counted)
    index('ledger_transactions_user_bets_idx').on(table.userId, table.id).where(sql`${table.type} = 'bet'`),
    // a player's wins and rollbacks in posting order (a race's live count reads those after its horizon)
    index('ledger_transactions_user_settlements_idx')
      .on(table.userId, table.id)
      .where(sql`${table.type} in ('win', 'rollback')`),
    // the casino's daily totals read by time; BRIN stays tiny and nearly free to keep on an append-only table
    index('ledger_transactions_created_brin').using('brin', table.createdAt),
    // only wins, rollbacks and withdrawal steps refer to another posting; bets skip the index
    index('ledger_transactions_reference_idx').on(table.reference).where(sql`${table.reference} is not null`),
  ],
);

/**
 * The lines of a posting: signed amounts whose sum per transaction is zero, at most one per account
 * (the posting and account identify a line; no surrogate key to maintain on the hottest table).
 *
 * The posting and account a line names must exist, but not as foreign keys: those check each row
 * with a query of its own, a sixth of the database's work for a bet. A trigger per statement checks
 * all the lines of a write at once (migration 0017), and nothing a line or posting names can go
 * away: postings and lines refuse updates and deletes, accounts refuse deletes.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.transactionId, table.accountId] }),
    index('ledger_entries_account_idx').on(table.accountId),
  ],
);
