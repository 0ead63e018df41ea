import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Players (spec §3 User/profile). Money lives in the wallet's ledger, not here. */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public, non-guessable id shown to the player and used in links. */
    uniqueId: text('unique_id').notNull().unique(),
    userUuid: uuid('user_uuid').notNull().unique().defaultRandom(),
    email: text('email'),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    registrationType: text('registration_type', { enum: ['email', 'phone', 'oneClick'] }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    gender: text('gender', { enum: ['not_to_say', 'male', 'female'] }),
    dateOfBirth: date('date_of_birth'),
    countryCode: char('country_code', { length: 2 }),
    currencyCode: text('currency_code').notNull(),
    phoneCode: text('phone_code'),
    phone: text('phone'),
    city: text('city'),
    address: text('address'),
    zipCode: text('zip_code'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    newsLetter: boolean('news_letter').notNull().default(false),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    kycStatus: text('kyc_status', { enum: ['NOT_STARTED', 'PENDING', 'APPROVED', 'REJECTED', 'REQUESTED'] })
      .notNull()
      .default('NOT_STARTED'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    affiliateToken: text('affiliate_token'),
    cpnc: text('cpnc'),
    mkt: text('mkt'),
    linkedAccountUuid: uuid('linked_account_uuid'),
    signUpMeta: jsonb('sign_up_meta').$type<Record<string, unknown>>().notNull().default({}),
    /** Set by an operator (risk): a blocked player cannot sign in; the reason is for operators. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockReason: text('block_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_phone_unique').on(table.phoneCode, table.phone),
  ],
);

/** Opaque session tokens, stored only as SHA-256 hashes so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    country: text('country'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Every sign-in attempt, kept for the player's login history and for abuse investigation. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    ip: text('ip'),
    /** What the throttle counts the attempt against: the IPv4 address, or the IPv6 address's /64. */
    address: text('address'),
    country: text('country'),
    userAgent: text('user_agent'),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_user_idx').on(table.userId, table.createdAt),
    // the sign-in throttle counts recent failures per account+address, per identifier+address and
    // per address
    index('login_attempts_failed_user_address_idx')
      .on(table.userId, table.address, table.createdAt)
      .where(sql`not ${table.succeeded}`),
    index('login_attempts_failed_identifier_address_idx')
      .on(table.identifier, table.address, table.createdAt)
      .where(sql`not ${table.succeeded}`),
    index('login_attempts_failed_address_idx')
      .on(table.address, table.createdAt)
      .where(sql`not ${table.succeeded}`),
  ],
);

/** Single-use email links (verification, password reset), stored as hashes. */
export const emailTokens = pgTable('email_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
  /** The address the link was sent to: a verification only counts while the account still has it. */
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
