import { z } from 'zod';

/**
 * A deposit bonus the player may take with their next deposit (spec §1 Cashier "bonus choice"):
 * `matchPercent` of the deposit up to `maxBonus`, for a deposit of at least `minDeposit` (minor
 * units of the player's currency), to be wagered `wageringMultiplier` times within `validDays`.
 */
export const depositBonusOfferSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  matchPercent: z.number(),
  maxBonus: z.string(),
  minDeposit: z.string(),
  wageringMultiplier: z.number().int(),
  validDays: z.number().int(),
});
export type DepositBonusOffer = z.infer<typeof depositBonusOfferSchema>;

export const playerBonusStatuses = [
  'pending',
  'active',
  'completed',
  'cancelled',
  'expired',
  'lost',
] as const;
export type PlayerBonusStatus = (typeof playerBonusStatuses)[number];

/**
 * A bonus the player took: `bonusAmount` was granted as bonus money; once `wagered` reaches
 * `wageringRequired` what is left of it (`bonusBalance`) becomes cash. Only one is active at a time.
 */
/** The wagering types of spec §3: every stake counts (real money first), or only real money's part. */
export const wageringTypes = ['REAL_TO_FUN', 'REAL_MONEY_ONLY'] as const;
export type WageringType = (typeof wageringTypes)[number];

/** A bonus's wagering rules as the player sees them. */
export const bonusRulesSchema = z.object({
  /** The largest bet while it is active; null: the game's own limit. */
  maxBet: z.string().nullable(),
  /** The most of it that becomes cash; null: all of it. */
  maxWin: z.string().nullable(),
  /** Below this bonus balance while still wagering, the bonus is lost (spec §3 "min balance"); null: none. */
  minBalance: z.string().nullable(),
  /** Games (slugs) that cannot be played while it is active. */
  excludedGames: z.array(z.string()),
  /** Percent of a game's stakes that counts (slug → 0..100); games not named count in full. */
  gameWeights: z.record(z.string(), z.number()),
  wageringType: z.enum(wageringTypes),
});
export type BonusRules = z.infer<typeof bonusRulesSchema>;

export const playerBonusSchema = z.object({
  id: z.string(),
  offerKey: z.string(),
  title: z.string(),
  status: z.enum(playerBonusStatuses),
  currency: z.string(),
  bonusAmount: z.string(),
  bonusBalance: z.string(),
  wageringRequired: z.string(),
  wagered: z.string(),
  /** What is still to be wagered (spec §3 "wager left"); 0 once it ended. */
  wagerLeft: z.string(),
  /** The bonus money cancelling it now would remove (spec §3 "burn amount"); 0 unless active. */
  burnAmount: z.string(),
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** By when it must be wagered, played or claimed (spec §3 "deadline"); null once it ended. */
  deadline: z.string().nullable(),
  /** When it last changed or a stake last moved its wagering (spec §3 "last update"). */
  lastUpdate: z.string(),
  /** Why it ended, when an operator or a rule ended it ("self-exclusion", an operator's reason). */
  endReason: z.string().nullable(),
  /**
   * `money`: bonus money being wagered; `free_spins`: spins to play (or their winnings waiting);
   * `cashback`: instant cashback's period.
   */
  kind: z.enum(['money', 'free_spins', 'cashback']),
  /** Free spins (spec §3 "free spins quantity and left"): their game, count, stake and winnings. */
  freeSpins: z
    .object({ game: z.string(), total: z.number(), left: z.number(), stake: z.string(), won: z.string() })
    .nullable(),
  /** The rules its wagering follows (spec §3): amounts in minor units of its currency. */
  rules: bonusRulesSchema,
  /**
   * Instant cashback: `percent` of the real money lost during its period (from `activatedAt` to
   * `expiresAt`), at most `cap`; `netLoss` and `accrued` so far while it runs, `paid` once paid.
   */
  cashback: z
    .object({
      percent: z.number(),
      cap: z.string().nullable(),
      netLoss: z.string(),
      accrued: z.string(),
      paid: z.string(),
    })
    .nullable(),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;

/** GET /api/bonuses/deposit-offers: the bonuses the player's next deposit may take, and the active one. */
export const depositBonusesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ offers: z.array(depositBonusOfferSchema), activeBonus: playerBonusSchema.nullable() }),
});

/** GET /api/bonuses/deposit-offers: the player's time zone, for the offers' days (default UTC). */
export const depositBonusesQuerySchema = z.strictObject({
  timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone').optional(),
});

/** POST /api/bonuses/active/cancel: the active bonus ends; its bonus money is removed (burnt). */
export const cancelBonusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ bonus: playerBonusSchema }),
});

/** The kinds of bonus (spec §3). */
export const bonusTypes = ['deposit', 'no_deposit', 'freespins', 'instant_cashback'] as const;
export type BonusType = (typeof bonusTypes)[number];

/** Promotions per page of GET /api/admin/get-all-bonus (spec §9 "Bonus list page size 24"). */
export const bonusListPageSize = 24;

const queryFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** An IANA time zone name the server's Intl knows ("Europe/Malta"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * GET /api/admin/get-all-bonus (spec §7): the promotions shown to a visitor, filtered by the server.
 * `calendarDateTime` (default now) must fall in an offer's validity window; its day of week in
 * `timeZone` (default UTC), or `dayOfWeek` (1 Monday … 7 Sunday) when given, must be one of the
 * offer's days. `countryCode` with `subdivision` ("ON" of "CA-ON"), `language` and `currencyCode`
 * match the offer's targeting; `isDeposit` keeps deposit offers (true) or the others (false).
 */
export const promotionsQuerySchema = z.strictObject({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(bonusListPageSize),
  type: z.enum(bonusTypes).optional(),
  isDeposit: queryFlag.optional(),
  calendarDateTime: z.iso
    .datetime({ offset: true, message: 'Give a date and time like 2026-11-27T10:00:00Z' })
    .optional(),
  dayOfWeek: z.coerce.number().int().min(1).max(7).optional(),
  timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone').optional(),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'A country is a two-letter code')
    .transform((v) => v.toUpperCase())
    .optional(),
  subdivision: z
    .string()
    .regex(/^[A-Za-z0-9]{1,3}$/, 'A subdivision is a code like ON')
    .transform((v) => v.toUpperCase())
    .optional(),
  language: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'A language is a code like en or pt-BR')
    .optional(),
  currencyCode: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'A currency is a three-letter code')
    .transform((v) => v.toUpperCase())
    .optional(),
  /** A coupon code: lists the promotion it grants (coupon-only promotions are listed no other way). */
  cpnc: z.string().trim().min(1).max(32).optional(),
});
export type PromotionsQuery = z.infer<typeof promotionsQuerySchema>;

/**
 * A promotion as players see it (spec §3 "Bonus"): its banner, terms and amounts. Amounts are minor
 * units per currency; a deposit offer gives `depositBonusPercent` of the deposit up to
 * `maxBonusThreshold`, for a deposit of at least `minDeposit`.
 */
export const promotionSchema = z.object({
  id: z.string(),
  type: z.enum(bonusTypes),
  name: z.string(),
  banner: z.object({ bannerTitle: z.string() }),
  description: z.string(),
  terms: z.string(),
  isDeposit: z.boolean(),
  depositBonusPercent: z.number().nullable(),
  /** Instant cashback's share of the real money lost over its period (`daysValid` days); its cap is `maxBonusThreshold`. */
  cashbackPercent: z.number().nullable(),
  maxBonusThreshold: z.record(z.string(), z.string()),
  minDeposit: z.record(z.string(), z.string()),
  /** Below this bonus balance per currency, while still wagering, the bonus is lost (spec §3 "min balance"). */
  minBalance: z.record(z.string(), z.string()),
  /** A no-deposit bonus's amount per currency. */
  amounts: z.record(z.string(), z.string()),
  requiresEmailVerification: z.boolean(),
  wageringMultiplier: z.number().int(),
  /** Only for the player's n-th deposit; null: any. */
  depositNumber: z.number().int().nullable(),
  daysValid: z.number().int(),
  start: z.string().nullable(),
  expiration: z.string().nullable(),
  daysOfWeek: z.array(z.number().int()),
  /** The calendar days ("2026-12-24", the player's time zone) it may be taken on; empty: any day. */
  dates: z.array(z.string()),
  /** Free spins (spec §3 "free spins quantity"): how many, on which game, at what stake per currency. */
  freeSpins: z
    .object({ quantity: z.number().int(), game: z.string(), stake: z.record(z.string(), z.string()) })
    .nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** POST /api/bonuses/activate: takes a promotion that needs no deposit (spec §4 bonus activation). */
export const activateBonusSchema = z.strictObject({
  promotionId: z.string().min(1).max(40),
  /** The player's time zone, for the promotion's days of the week (default UTC). */
  timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone').optional(),
  /** The player agreed to end their active bonus for this one ("Burn and Activate new bonus"). */
  replaceActive: z.boolean().optional(),
  /** The active bonus they agreed to end (from ACTIVE_BONUS's `activeBonusId`): another is not burnt. */
  replaceBonusId: z.uuid().optional(),
});
/** POST /api/bonuses/coupon: redeems a coupon code (spec §2 coupon entry); answers the bonus it granted. */
export const redeemCouponSchema = z.strictObject({
  code: z.string().trim().min(1, 'Enter a code').max(32, 'A code has at most 32 characters'),
  timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone').optional(),
  replaceActive: z.boolean().optional(),
  replaceBonusId: z.uuid().optional(),
});

/** GET /api/bonuses/free-spins: the player's active free spins (to play, or their winnings waiting), or null. */
export const freeSpinsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ freeSpins: playerBonusSchema.nullable() }),
});

/** GET /api/bonuses/cashback: the player's running instant cashback, or null. */
export const cashbackResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ cashback: playerBonusSchema.nullable() }),
});

/** POST /api/bonuses/cashback/claim: the running cashback is paid now (spec §8 NO_CASHBACK when nothing is due). */
export const claimCashbackSchema = z.strictObject({ bonusId: z.uuid().optional() });

/** GET /api/bonuses/history: the player's bonuses, newest first (spec §2 bonus history). */
export const bonusHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ bonuses: z.array(playerBonusSchema) }),
});

export const activateBonusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ bonus: playerBonusSchema }),
});

export const promotionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ bonus: z.object({ rows: z.array(promotionSchema), count: z.number().int() }) }),
});
export type PromotionsResponse = z.infer<typeof promotionsResponseSchema>;
