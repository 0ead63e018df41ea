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
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The kinds of bonus of spec §3. */
export const bonusTypes = ['deposit', 'no_deposit', 'freespins', 'instant_cashback'] as const;

/**
 * Bonus offers, the promotions players see (spec §3 "Bonus"). A deposit offer (the cashier's
 * "bonus choice", spec §1) gives `match_bp` of the deposit (10000 = 100%) up to `max_bonus`, for a
 * deposit of at least `min_deposit` (both per currency, minor units), wagered `wagering_multiplier`
 * times the bonus within `valid_days`; `deposit_number` keeps an offer to one deposit (1: the
 * first), null for any. Every offer is shown between `starts_at` and `ends_at`, on `days_of_week`
 * (ISO: 1 Monday … 7 Sunday; empty: every day), to players of `countries` (a country "CA" or a
 * subdivision "CA-ON"; empty: everywhere) and `languages` (empty: all).
 */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    type: text('type', { enum: bonusTypes }).notNull().default('deposit'),
    title: text('title').notNull(),
    /** The words on the promotion's banner (spec §3 banner.bannerTitle). */
    bannerTitle: text('banner_title').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The full terms, shown under the card. */
    terms: text('terms').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    daysOfWeek: integer('days_of_week').array().notNull().default(sql`'{}'::integer[]`),
    /**
     * Calendar days ("2026-12-24", in the player's time zone) it may be taken on (DAYS_VALID), and
     * shown on in the bonus calendar; empty: any day.
     */
    dates: text('dates').array().notNull().default(sql`'{}'::text[]`),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** Only players with one of these tags (set by operators) see and take it; empty: everyone. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** A no-deposit bonus's fixed amount per currency (minor units). */
    bonusAmount: jsonb('bonus_amount').$type<Record<string, string>>().notNull().default({}),
    /** How many players may take it at most; null: no limit. */
    maxParticipants: integer('max_participants'),
    /** A player may take it again this many days after they last took it; null: once only. */
    retryDays: integer('retry_days'),
    /** Only players whose email is verified may take it. */
    requiresEmailVerification: boolean('requires_email_verification').notNull().default(false),
    /** Only players who registered at most this many days ago may take it; null: anyone. */
    registeredWithinDays: integer('registered_within_days'),
    /** Only players who have made at least this many deposits may take it (DEPOSITS_NUMBER2); null: anyone. */
    minDeposits: integer('min_deposits'),
    /** One player per network (IPv4 /24, IPv6 /48) may take it: a second is refused (BONUS_FRAUD). */
    onePerNetwork: boolean('one_per_network').notNull().default(false),
    /** Granted only by a coupon: kept out of the promotions list and of activation without a code. */
    couponOnly: boolean('coupon_only').notNull().default(false),
    /** The largest stake per currency (minor units) while the bonus is active ("bonus bet limit"). */
    maxBet: jsonb('max_bet').$type<Record<string, string>>().notNull().default({}),
    /**
     * The smallest bonus balance per currency (minor units) a bonus keeps while it is wagered: when
     * what is left of its bonus money falls below it, the bonus is lost and the rest is burnt.
     */
    minBalance: jsonb('min_balance').$type<Record<string, string>>().notNull().default({}),
    /** The most that converts to cash per currency when wagering completes; the rest is burnt. */
    maxWin: jsonb('max_win').$type<Record<string, string>>().notNull().default({}),
    /** A free-spins offer's game (its slug), how many spins, and the fixed stake per currency (minor units). */
    freeSpinsGame: text('free_spins_game'),
    freeSpinsCount: integer('free_spins_count'),
    freeSpinStake: jsonb('free_spin_stake').$type<Record<string, string>>().notNull().default({}),
    /** Games (slugs) not played while the bonus is active. */
    excludedGames: text('excluded_games').array().notNull().default(sql`'{}'::text[]`),
    /** Percent of a game's stakes that counts towards wagering (slug → 0..100); others count 100. */
    gameWeights: jsonb('game_weights').$type<Record<string, number>>().notNull().default({}),
    /**
     * REAL_TO_FUN: every stake counts towards wagering, real money first then bonus money;
     * REAL_MONEY_ONLY: only the real-money part of a stake counts.
     */
    wageringType: text('wagering_type', { enum: ['REAL_TO_FUN', 'REAL_MONEY_ONLY'] })
      .notNull()
      .default('REAL_TO_FUN'),
    /** A deposit offer's match (10000 = 100% of the deposit); instant cashback's share of net losses. */
    matchBp: integer('match_bp').notNull(),
    /** A deposit offer's largest bonus per currency; instant cashback's largest payment. */
    maxBonus: jsonb('max_bonus').$type<Record<string, string>>().notNull().default({}),
    minDeposit: jsonb('min_deposit').$type<Record<string, string>>().notNull().default({}),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    depositNumber: integer('deposit_number'),
    validDays: integer('valid_days').notNull().default(7),
    isActive: boolean('is_active').notNull().default(true),
    sortPriority: integer('sort_priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'bonus_offers_type_check',
      sql`${table.type} in ('deposit', 'no_deposit', 'freespins', 'instant_cashback')`,
    ),
    check(
      'bonus_offers_window_check',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`,
    ),
    check('bonus_offers_days_check', sql`${table.daysOfWeek} <@ array[1, 2, 3, 4, 5, 6, 7]`),
    check(
      'bonus_offers_dates_check',
      sql`array_to_string(${table.dates}, ',') ~ '^([0-9]{4}-[0-9]{2}-[0-9]{2}(,|$))*$'`,
    ),
    check(
      'bonus_offers_wagering_type_check',
      sql`${table.wageringType} in ('REAL_TO_FUN', 'REAL_MONEY_ONLY')`,
    ),
  ],
);

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
    userId: bigint('user_id', { mode: 'number' }).notNull(), // references users (on delete restrict) in SQL only
    offerId: integer('offer_id')
      .notNull()
      .references(() => bonusOffers.id, { onDelete: 'restrict' }),
    /** The deposit that brings a deposit bonus; null for a bonus taken without one (no deposit). */
    paymentId: bigint('payment_id', { mode: 'number' }).unique(), // references payments (on delete restrict) in SQL only
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'active', 'completed', 'cancelled', 'expired', 'lost'] })
      .notNull()
      .default('pending'),
    /**
     * `money`: bonus money being wagered (one active per player); `free_spins`: spins on their game
     * being played (one active per player), whose winnings then become its bonus money (`money`);
     * `cashback`: instant cashback's period running (one per player), paid as cash when it ends.
     */
    kind: text('kind', { enum: ['money', 'free_spins', 'cashback'] })
      .notNull()
      .default('money'),
    /** Bonus money granted; for free spins not yet played, what the spins are worth at their stake. */
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }).notNull(),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Free spins: their game, how many were granted and are left, their stake, and what they won so far. */
    freeSpinsGame: text('free_spins_game'),
    freeSpinsTotal: integer('free_spins_total'),
    freeSpinsLeft: integer('free_spins_left'),
    freeSpinStake: bigint('free_spin_stake', { mode: 'bigint' }),
    freeSpinsWon: bigint('free_spins_won', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * Instant cashback's terms as they were when the player took it: the share of net real-money
     * losses (10000 = 100%) and the largest payment (minor units; null: no cap). What it paid is
     * its `bonus_amount` (0 until paid).
     */
    cashbackBp: integer('cashback_bp'),
    cashbackCap: bigint('cashback_cap', { mode: 'bigint' }),
    /**
     * The offer's minimum bonus balance when the bonus money was granted (null: none, or not less
     * than what was granted): below it, before the wagering is done, the bonus is lost.
     */
    minBalance: bigint('min_balance', { mode: 'bigint' }),
    /**
     * A deposit's bonus the player chose knowing it ends their active bonus ("Burn and Activate"):
     * only then does it replace a bonus active when the deposit completes.
     */
    replacesActive: boolean('replaces_active').notNull().default(false),
    /** The network (IPv4 /24, IPv6 /48) it was taken from, for an offer taken once per network. */
    claimNetwork: text('claim_network'),
    /** Why it ended when an operator or a rule ended it (a self-exclusion, an operator's reason). */
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the bonus itself last changed (taken, activated, a free spin played, ended); its wagering
     * progress moves with the ledger and is not written here.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('player_bonuses_one_active_idx')
      .on(table.userId, table.kind)
      .where(sql`${table.status} = 'active'`),
    check('player_bonuses_kind_check', sql`${table.kind} in ('money', 'free_spins', 'cashback')`),
    check(
      'player_bonuses_free_spins_check',
      sql`${table.freeSpinsTotal} is null or (${table.freeSpinsGame} is not null and ${table.freeSpinStake} > 0
        and ${table.freeSpinsLeft} between 0 and ${table.freeSpinsTotal} and ${table.freeSpinsWon} >= 0)`,
    ),
    index('player_bonuses_user_idx').on(table.userId, table.createdAt),
    index('player_bonuses_network_idx')
      .on(table.offerId, table.claimNetwork)
      .where(sql`${table.claimNetwork} is not null`),
    check(
      'player_bonuses_amount_check',
      sql`(${table.bonusAmount} > 0 or (${table.kind} = 'cashback' and ${table.bonusAmount} = 0))
        and ${table.wageringRequired} >= 0`,
    ),
    check(
      'player_bonuses_cashback_check',
      sql`(${table.kind} = 'cashback') = (${table.cashbackBp} is not null) and (${table.cashbackBp} is null or ${table.cashbackBp} > 0)`,
    ),
  ],
);

/**
 * Coupon codes operators hand out (spec §2 "coupon entry"): each grants its offer (kept out of the
 * promotions list when the offer is coupon-only), at most `max_uses` times in all and once per
 * player, inside its window, to players of `countries` and `currencies` (empty: all). `code` is
 * stored upper-case; players type it in any case.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => bonusOffers.id, { onDelete: 'restrict' }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    currencies: text('currencies').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_unique').on(table.code),
    check(
      'coupons_code_check',
      sql`${table.code} = upper(${table.code}) and length(${table.code}) between 3 and 32`,
    ),
    check(
      'coupons_uses_check',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);

/** Who redeemed which coupon, once per player, with the bonus it granted. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(), // references users (on delete restrict) in SQL only
    playerBonusId: bigint('player_bonus_id', { mode: 'number' })
      .notNull()
      .references(() => playerBonuses.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('coupon_redemptions_once_idx').on(table.couponId, table.userId)],
);

/** Codes players typed that matched no coupon: more than a few in a while are refused (guessing). */
export const couponAttempts = pgTable(
  'coupon_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(), // references users (on delete cascade) in SQL only
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('coupon_attempts_user_idx').on(table.userId, table.createdAt)],
);
