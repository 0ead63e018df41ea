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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    /** A bought feature's return in hundredths of a percent; null: no bonus buy, or not published. */
    bonusBuyRtpHundredths: integer('bonus_buy_rtp_hundredths'),
    /** One round in this many pays the max multiplier; null when not published. */
    maxWinOneIn: bigint('max_win_one_in', { mode: 'number' }),
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
    userId: bigint('user_id', { mode: 'number' }).notNull(), // references users (on delete cascade) in SQL only
    /** A seed in plain text from before seeds were sealed: sealed and emptied at start-up. */
    plainServerSeed: text('server_seed'),
    /** The server seed, sealed (seed-vault.ts): opened only to draw a round and to reveal it. */
    serverSeedSealed: text('server_seed_sealed'),
    serverSeedHash: text('server_seed_hash').notNull(),
    /**
     * The seed the pair after this one will use, committed (its hash shown) before the player
     * chooses that pair's client seed; moved to the next pair at rotation. Active pairs only.
     */
    nextServerSeedSealed: text('next_server_seed_sealed'),
    nextServerSeedHash: text('next_server_seed_hash'),
    /** Chosen by the player (their browser's random one by default); null until chosen. */
    clientSeed: text('client_seed'),
    /** The nonce the next round will use: rounds 0, 1, 2, ... of this pair. */
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('fair_seeds_active_idx').on(table.userId).where(sql`${table.revealedAt} is null`),
    index('fair_seeds_user_idx').on(table.userId, table.createdAt),
    // the keys seeds are sealed with (the sealed text's second part), read at every start-up
    // (sealingKeyIds): one index step per key instead of a scan of every player's seeds
    index('fair_seeds_sealing_key_idx')
      .on(sql`split_part(${table.serverSeedSealed}, '.', 2)`)
      .where(sql`${table.serverSeedSealed} is not null`),
    index('fair_seeds_next_sealing_key_idx')
      .on(sql`split_part(${table.nextServerSeedSealed}, '.', 2)`)
      .where(sql`${table.nextServerSeedSealed} is not null`),
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
    userId: bigint('user_id', { mode: 'number' }).notNull(), // references users (on delete restrict) in SQL only
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
    /** The round's bet posting; null for a free spin, which the player does not pay for. */
    betTransactionId: bigint('bet_transaction_id', { mode: 'number' }), // references ledger_transactions (on delete restrict) in SQL only
    /** The free-spins bonus a free spin was played from (its win goes to the bonus, not the wallet). */
    freeSpinBonusId: bigint('free_spin_bonus_id', { mode: 'number' }), // references player_bonuses (on delete restrict) in SQL only
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_rounds_seed_nonce_idx').on(table.seedId, table.nonce),
    check(
      'game_rounds_paid_check',
      sql`(${table.betTransactionId} is null) <> (${table.freeSpinBonusId} is null)`,
    ),
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
    userId: bigint('user_id', { mode: 'number' }).notNull(), // references users (on delete cascade) in SQL only
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
