import type { BetLimitKind, CryptoNetwork } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** ISO 3166-1 countries with their calling code and emoji flag (spec §3 Country). */
export const countries = pgTable('countries', {
  countryId: serial('country_id').primaryKey(),
  code: char('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
  flag: text('flag').notNull(),
});

/** Currencies with the exponent of their minor unit (EUR 2, BTC 8, ...). */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  exponent: smallint('exponent').notNull(),
  isCrypto: boolean('is_crypto').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  /** A win on a stake of at least this (minor units) shows in High Rollers; null: never. */
  highRollerBet: bigint('high_roller_bet', { mode: 'bigint' }),
});

/** Operator settings, one JSON value per key of spec §3 "App settings". */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  // SQL NULL stands for a JSON null value (e.g. mirrorDomain: null)
  value: jsonb('value'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-up field visibility: 0 hidden, 1 optional, 2 required. */
export const registrationFields = pgTable('registration_fields', {
  key: text('key').primaryKey(),
  flag: smallint('flag').notNull(),
});

/** Translation strings of namespace `common`, one row per locale. */
export const localeStrings = pgTable('locale_strings', {
  locale: text('locale').primaryKey(),
  strings: jsonb('strings').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Policy and other long-form pages, per locale. */
export const contentPages = pgTable(
  'content_pages',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.locale] })],
);

/** Marketing script snippets injected by the SPA; audience decides who gets them. */
export const marketingScripts = pgTable('marketing_scripts', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  audience: text('audience', { enum: ['everyone', 'guests', 'authenticated', 'depositors'] }).notNull(),
  head: text('head').notNull().default(''),
  bodyStart: text('body_start').notNull().default(''),
  bodyEnd: text('body_end').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Client events (visits, page views, ...) posted to /api/user/log-event. */
export const eventLogs = pgTable('event_logs', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  event: text('event').notNull(),
  data: jsonb('data').notNull(),
  mkt: text('mkt'),
  cpnc: text('cpnc'),
  userDeviceType: text('user_device_type'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Country-block notices seen by visitors, once per ip, country and first URL. */
export const countryBlockReports = pgTable(
  'country_block_reports',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    ip: text('ip').notNull(),
    country: char('country', { length: 2 }).notNull(),
    firstUrl: text('first_url').notNull(),
    requestIp: text('request_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [uniqueIndex('country_block_reports_unique').on(table.ip, table.country, table.firstUrl)],
);

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
    /** Responsible gaming: hides the player's name in public win feeds. */
    ghostMode: boolean('ghost_mode').notNull().default(false),
    /**
     * Responsible-gaming breaks (the player's own, one at a time): while one runs the player cannot
     * bet or deposit; while frozen they cannot sign in either. Each ends on its own at its instant.
     */
    coolingOffUntil: timestamp('cooling_off_until', { withTimezone: true }),
    selfExclusionUntil: timestamp('self_exclusion_until', { withTimezone: true }),
    selfExclusionPermanent: boolean('self_exclusion_permanent').notNull().default(false),
    frozenUntil: timestamp('frozen_until', { withTimezone: true }),
    /**
     * Bet and loss limits the player set (minor units of their currency; absent: none), checked in
     * each bet's own transaction (ledger_check_bet_limits), and when they last changed (once an hour).
     */
    betLimits: jsonb('bet_limits').$type<Partial<Record<BetLimitKind, string>>>().notNull().default({}),
    betLimitsChangedAt: timestamp('bet_limits_changed_at', { withTimezone: true }),
    /** The player's session time limit in minutes: each session ends this long after it began. */
    sessionLimitMinutes: integer('session_limit_minutes'),
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

/** Development mailbox: outgoing mail is stored here when no SMTP_URL is configured. */
export const mailbox = pgTable('mailbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'restrict' }),
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

/** Studios whose games the casino lists: the house studio, and later any aggregator's. */
export const gameProviders = pgTable('game_providers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * The catalog (spec §3 Game). RTP and max multiplier of house titles come from their exact maths;
 * bets are minor units of the player's currency. Categories are rules over these columns.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['slot', 'live'] }).notNull(),
    volatility: text('volatility', { enum: ['low', 'medium', 'high', 'very-high'] }),
    description: text('description').notNull().default(''),
    /** Percent in hundredths: 9612 is 96.12%. */
    rtpHundredths: integer('rtp_hundredths').notNull(),
    /** Times the bet, in hundredths. */
    maxMultiplierHundredths: integer('max_multiplier_hundredths').notNull(),
    /** Percent of rounds that win, in hundredths; null when not published. */
    hitFrequencyHundredths: integer('hit_frequency_hundredths'),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'bigint' }).notNull(),
    releaseDate: date('release_date').notNull(),
    hasBonusBuy: boolean('has_bonus_buy').notNull().default(false),
    /** Counts toward bonus wagering. */
    isBonus: boolean('is_bonus').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    /** Popularity: rounds played, kept by the rounds themselves. */
    roundsPlayed: bigint('rounds_played', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('games_provider_idx').on(table.providerId),
    // one index per lobby sort, with the tie-breakers, so a page deep in the list walks an index
    index('games_rounds_played_idx').on(table.roundsPlayed, table.name, table.id),
    index('games_release_date_idx').on(table.releaseDate, table.name, table.id),
    index('games_name_idx').on(table.name, table.id),
    index('games_rtp_idx').on(table.rtpHundredths, table.name, table.id),
    index('games_max_multiplier_idx').on(table.maxMultiplierHundredths, table.name, table.id),
    index('games_min_bet_idx').on(table.minBet, table.name, table.id),
    index('games_max_bet_idx').on(table.maxBet, table.name, table.id),
    // search anywhere in the name (pg_trgm): "drag" finds "Golden Dragon"
    index('games_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    // the first one or two characters typed: names starting with them
    index('games_name_prefix_idx').on(sql`lower(${table.name}) text_pattern_ops`),
    check('games_bets_check', sql`${table.minBet} > 0 and ${table.maxBet} >= ${table.minBet}`),
  ],
);

/**
 * Provably fair seed pairs: the active one per player (revealed_at null) has a secret server seed
 * whose hash the player sees before play; rotating reveals it, and every round played with it can
 * then be recomputed by anyone.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round will use: rounds 0, 1, 2, ... of this pair. */
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('fair_seeds_active_idx').on(table.userId).where(sql`${table.revealedAt} is null`),
    index('fair_seeds_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Real-money rounds, written in the same transaction as their bet and win postings (the bet's key
 * is the round's key). The outcome holds every step (stops, window, wins, free spins) for recall.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundKey: text('round_key').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    /** What the round cost (a bought feature costs more than the bet) and paid, in minor units. */
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    cost: bigint('cost', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeeds.id, { onDelete: 'restrict' }),
    nonce: integer('nonce').notNull(),
    bought: boolean('bought').notNull().default(false),
    outcome: jsonb('outcome').notNull(),
    /** Steps the player has seen; a feature left part-way resumes from here. */
    shownSteps: integer('shown_steps').notNull().default(1),
    /** Cash plus bonus before the bet and after the win (copied from the round's postings). */
    balanceBefore: bigint('balance_before', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    betTransactionId: bigint('bet_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_rounds_seed_nonce_idx').on(table.seedId, table.nonce),
    index('game_rounds_user_idx').on(table.userId, table.gameId, table.createdAt),
    index('game_rounds_game_idx').on(table.gameId, table.createdAt),
    // the top-wins tables: latest wins, and the big multipliers overall and per game
    index('game_rounds_wins_idx').on(table.createdAt).where(sql`${table.win} > 0`),
    index('game_rounds_user_wins_idx').on(table.userId, table.createdAt).where(sql`${table.win} > 0`),
    index('game_rounds_big_wins_idx').on(table.createdAt).where(sql`${table.win} >= ${table.cost} * 10`),
    index('game_rounds_game_big_wins_idx')
      .on(table.gameId, table.createdAt)
      .where(sql`${table.win} >= ${table.cost} * 10`),
  ],
);

/** A player's relation to a game: a favourite, and when they last opened it (recent games). */
export const playerGames = pgTable(
  'player_games',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    favoritedAt: timestamp('favorited_at', { withTimezone: true }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gameId] }),
    index('player_games_favorites_idx')
      .on(table.userId, table.favoritedAt)
      .where(sql`${table.favoritedAt} is not null`),
    index('player_games_recent_idx')
      .on(table.userId, table.lastPlayedAt)
      .where(sql`${table.lastPlayedAt} is not null`),
  ],
);

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
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
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
 * The sandbox provider's own books (a real provider keeps these on its side): its payments, the
 * outcome the tester chose and a token for the card, never the card number or the CVC.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  reference: text('reference').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  kind: text('kind', { enum: ['deposit', 'payout'] }).notNull(),
  method: text('method').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  cardToken: text('card_token'),
  cardLast4: text('card_last4'),
  /** Who pays, as the provider's page shows it: a Skrill account's email, a masked CPF. */
  payer: text('payer'),
  returnUrl: text('return_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Responsible gaming: a player's gross deposit limits per rolling day, week and month (minor units
 * of their currency). The cashier enforces them (PAYMENT_LIMIT_THRESHOLD); setting them comes with
 * the responsible-gaming tools.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
 * Crypto deposit addresses: one per player and network, derived from the operator's extended public
 * key at `index` (so the casino never holds a private key, and an address is never reused).
 */
export const cryptoAddresses = pgTable(
  'crypto_addresses',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    network: text('network').notNull(),
    index: serial('index').notNull(),
    address: text('address').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.network] })],
);

/**
 * Deposit bonuses the cashier offers (spec §1 "bonus choice"): `match_bp` of the deposit (10000 =
 * 100%) up to `max_bonus`, for a deposit of at least `min_deposit` (both per currency, minor units),
 * wagered `wagering_multiplier` times the bonus within `valid_days`; `deposit_number` keeps an offer
 * to one deposit (1: the first), null for any.
 */
export const bonusOffers = pgTable('bonus_offers', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  matchBp: integer('match_bp').notNull(),
  maxBonus: jsonb('max_bonus').$type<Record<string, string>>().notNull().default({}),
  minDeposit: jsonb('min_deposit').$type<Record<string, string>>().notNull().default({}),
  wageringMultiplier: integer('wagering_multiplier').notNull(),
  depositNumber: integer('deposit_number'),
  validDays: integer('valid_days').notNull().default(7),
  isActive: boolean('is_active').notNull().default(true),
  sortPriority: integer('sort_priority').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bonus a player took with a deposit: `pending` until the deposit completes, then `active` (the
 * bonus money granted in the deposit's own ledger transaction) until it is wagered (`completed`:
 * what is left becomes cash), cancelled, expired, or lost (the bonus money was played away). At most
 * one is active per player.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => bonusOffers.id, { onDelete: 'restrict' }),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'active', 'completed', 'cancelled', 'expired', 'lost'] })
      .notNull()
      .default('pending'),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }).notNull(),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('player_bonuses_one_active_idx').on(table.userId).where(sql`${table.status} = 'active'`),
    index('player_bonuses_user_idx').on(table.userId, table.createdAt),
    check('player_bonuses_amount_check', sql`${table.bonusAmount} > 0 and ${table.wageringRequired} >= 0`),
  ],
);
