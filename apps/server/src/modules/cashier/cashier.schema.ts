import type { CryptoNetwork } from '@casino/contracts';
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
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Payment methods the cashier offers (spec §3 Payment method), filtered per player by country,
 * currency, email allow-list and tags; `limits` are the provider's minimum and maximum deposit per
 * currency in minor units.
 */
export type WithdrawalFees = {
  rateBp?: number;
  networks?: Partial<Record<CryptoNetwork, Record<string, string>>>;
};

export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  kind: text('kind', { enum: ['card', 'crypto', 'upi', 'skrill', 'pix', 'bank', 'wallet'] }).notNull(),
  title: text('title').notNull(),
  rawTitle: text('raw_title').notNull(),
  description: text('description').notNull().default(''),
  thumbnailUrl: text('thumbnail_url').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  hidden: boolean('hidden').notNull().default(false),
  withdrawalExist: boolean('withdrawal_exist').notNull().default(false),
  sortPriority: integer('sort_priority').notNull().default(0),
  isCardForm: boolean('is_card_form').notNull().default(false),
  allowedCountries: text('allowed_countries').array().notNull().default(sql`'{}'::text[]`),
  restrictedCountries: text('restricted_countries').array().notNull().default(sql`'{}'::text[]`),
  tagRestrictedCountries: jsonb('tag_restricted_countries')
    .$type<Record<string, string[]>>()
    .notNull()
    .default({}),
  allowedCurrencies: text('allowed_currencies').array().notNull().default(sql`'{}'::text[]`),
  restrictedCurrencies: text('restricted_currencies').array().notNull().default(sql`'{}'::text[]`),
  allowEmails: text('allow_emails').array().notNull().default(sql`'{}'::text[]`),
  allowTags: text('allow_tags').array().notNull().default(sql`'{}'::text[]`),
  limits: jsonb('limits').$type<Record<string, { min: string; max: string }>>().notNull().default({}),
  /** The payment provider behind the method (`sandbox` until a real one is configured). */
  provider: text('provider').notNull().default('sandbox'),
  /** Deposits with this method need a verified email (REQUIRED_EMAIL_VERIFICATION). */
  requireVerifiedEmail: boolean('require_verified_email').notNull().default(false),
  /**
   * What a withdrawal with this method costs the player: `rateBp` of the amount (100 = 1%) and, for
   * crypto, each network it pays out on with its network fee per currency (minor units).
   */
  withdrawalFees: jsonb('withdrawal_fees').$type<WithdrawalFees>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Deposits and withdrawals. A deposit is credited by the wallet under the key `deposit:<public id>`
 * in the same transaction that marks it completed; a final status never changes again.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' }).notNull(), // references users (on delete restrict) in SQL only
    direction: text('direction', { enum: ['deposit', 'withdrawal'] }).notNull(),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** The provider's id of the payment, once it has one. */
    providerReference: text('provider_reference'),
    /** The player's click: `<direction>:<user id>:<request id>`, so a double click is one payment. */
    requestKey: text('request_key').notNull().unique(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['pending', 'processing', 'completed', 'failed', 'declined', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    /** What identifies the instrument without exposing it (a card's brand and last four digits). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    /** The provider's page the player was sent to (a double click is sent there again). */
    nextUrl: text('next_url'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_provider_reference_idx')
      .on(table.provider, table.providerReference)
      .where(sql`${table.providerReference} is not null`),
    index('payments_user_idx').on(table.userId, table.createdAt),
    check('payments_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * Every webhook a provider sent, valid or not (the audit trail): a valid event id is applied once,
 * a repeated one is logged as a duplicate.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id'),
    providerReference: text('provider_reference'),
    status: text('status'),
    /** applied, duplicate, stale (a final payment), unknown (no such payment), rejected (signature or time). */
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_applied_idx')
      .on(table.provider, table.eventId)
      .where(sql`${table.outcome} in ('applied', 'stale', 'unknown')`),
  ],
);

/**
 * Crypto deposit addresses: one per player and network, derived from the operator's extended public
 * key at `index` (so the casino never holds a private key, and an address is never reused).
 */
export const cryptoAddresses = pgTable(
  'crypto_addresses',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(), // references users (on delete restrict) in SQL only
    network: text('network').notNull(),
    index: serial('index').notNull(),
    address: text('address').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.network] })],
);
