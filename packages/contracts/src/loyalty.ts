import { z } from 'zod';

/*
 * Loyalty (spec §1, §3, §9; issue 20): real-money stakes earn loyalty points and xp at the operator's
 * rate per currency; xp climbs a ladder of levels, each with its perks (a cash reward paid once on
 * reaching it, a rakeback share, a withdrawal limit, a personal manager). Levels never go down by
 * themselves. Amounts are minor units as decimal strings, as everywhere in the API.
 */

/** An amount of money in one currency (minor units). */
export const moneyAmountSchema = z.object({
  amount: z.string(),
  currency: z.string(),
  exponent: z.number().int(),
});
export type MoneyAmount = z.infer<typeof moneyAmountSchema>;

/** One rung of the ladder as players see it, priced in the viewer's currency. */
export const vipLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** The xp at which it is reached (0 for the first level). */
  xpThreshold: z.number().int(),
  /** Cash paid once when the level is first reached by play; null when none in this currency. */
  reward: moneyAmountSchema.nullable(),
  /** The rakeback calendar's share at this level, in basis points (10000 = 100%). */
  rakebackPercentBp: z.number().int(),
  /** The most that may be withdrawn in 24 hours at this level; null when unlimited. */
  withdrawalLimit: moneyAmountSchema.nullable(),
  personalManager: z.boolean(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const loyaltyHistoryKinds = ['level_up', 'adjustment', 'level_set'] as const;

/** A change to a player's loyalty: a level reached by play (with its reward), or an operator's change. */
export const loyaltyHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(loyaltyHistoryKinds),
  /** The level reached or set; null for a points adjustment. */
  level: z.number().int().nullable(),
  /** Points and xp added (negative when taken away) by an adjustment; 0 otherwise. */
  points: z.number().int(),
  reward: moneyAmountSchema.nullable(),
  /** When the reward was paid; null while it is being paid, or when there is none. */
  paidAt: z.string().nullable(),
  /** An operator's reason (adjustments and level changes). */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type LoyaltyHistoryEntry = z.infer<typeof loyaltyHistoryEntrySchema>;

/** The signed-in player's standing. */
export const vipProgressSchema = z.object({
  level: z.number().int(),
  loyaltyPoints: z.number().int(),
  xp: z.number().int(),
  /** xp still needed for the next level; null at the top of the ladder. */
  pointsTillLevelUp: z.number().int().nullable(),
  /** How far from the current level's threshold to the next one, 0 to 100. */
  progressPercent: z.number(),
  personalManager: z.boolean(),
});
export type VipProgress = z.infer<typeof vipProgressSchema>;

/** GET /api/user/vip-club: the ladder for everyone; the player's progress and history when signed in. */
export const vipClubResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    levels: z.array(vipLevelSchema),
    /** How many minor units of a real-money stake earn one point, in the viewer's currency. */
    rate: moneyAmountSchema.nullable(),
    player: vipProgressSchema.nullable(),
    history: z.array(loyaltyHistoryEntrySchema),
  }),
});
export type VipClub = z.infer<typeof vipClubResponseSchema>['data'];

/** The socket event `loyalty`: the player's standing after their play earned points. */
export const loyaltyEventSchema = z.object({
  level: z.number().int(),
  loyaltyPoints: z.number().int(),
  xp: z.number().int(),
  pointsTillLevelUp: z.number().int().nullable(),
  /** Levels reached by this play, lowest first (empty when none). */
  levelsReached: z.array(z.number().int()),
});
export type LoyaltyEvent = z.infer<typeof loyaltyEventSchema>;

/** GET /api/user/get-public-player-statistic?uniqueId= (spec §3, §7: answered within 2 s). */
export const publicPlayerStatisticQuerySchema = z.strictObject({
  uniqueId: z.string().trim().min(1, 'Give a player’s public id').max(64),
});

export const publicPlayerStatisticResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    uniqueId: z.string(),
    /** The name public feeds show; null in ghost mode. */
    name: z.string().nullable(),
    currency: z.string(),
    exponent: z.number().int(),
    /** Deposits credited in the last 30 days, minor units. */
    depositAmountLast30Days: z.string(),
    /** Bets placed in the last 30 days (how many). */
    totalBetsLast30Days: z.number().int(),
  }),
});
export type PublicPlayerStatistic = z.infer<typeof publicPlayerStatisticResponseSchema>['data'];

// ---- the back-office's side ----

const minorUnits = z
  .string({ error: 'Give an amount in minor units' })
  .regex(/^\d{1,18}$/, 'Give a whole number of minor units');
const currencyCode = z.string().regex(/^[A-Z]{3,5}$/, 'Give a currency code like EUR');

/** One level as operators edit it: its rewards and limits per currency (minor units). */
export const loyaltyLevelDefinitionSchema = z.strictObject({
  level: z.number().int().min(1).max(50),
  name: z.string().trim().min(1, 'Name the level').max(40, 'At most 40 characters'),
  xpThreshold: z
    .number({ error: 'Give the xp that reaches the level' })
    .int('Whole xp only')
    .min(0, 'xp cannot be negative')
    .max(1_000_000_000_000, 'At most a trillion xp'),
  /** Cash paid once on first reaching the level, per currency; a currency left out pays nothing. */
  reward: z.record(currencyCode, minorUnits),
  /** The most withdrawn in 24 hours, per currency; a currency left out has no limit. */
  withdrawalLimit: z.record(currencyCode, minorUnits),
  personalManager: z.boolean(),
});
export type LoyaltyLevelDefinition = z.infer<typeof loyaltyLevelDefinitionSchema>;

/** PUT /api/backoffice/loyalty/levels: the whole ladder, levels 1, 2, 3… with rising thresholds. */
export const loyaltyLevelsUpdateSchema = z.strictObject({
  levels: z
    .array(loyaltyLevelDefinitionSchema)
    .min(1, 'Keep at least one level')
    .max(50, 'At most 50 levels')
    .superRefine((levels, context) => {
      levels.forEach((entry, index) => {
        if (entry.level !== index + 1)
          context.addIssue({
            code: 'custom',
            path: [index, 'level'],
            message: 'Number the levels 1, 2, 3… in order',
          });
        if (index === 0 && entry.xpThreshold !== 0)
          context.addIssue({
            code: 'custom',
            path: [index, 'xpThreshold'],
            message: 'The first level starts at 0 xp',
          });
        const previous = levels[index - 1];
        if (previous && entry.xpThreshold <= previous.xpThreshold)
          context.addIssue({
            code: 'custom',
            path: [index, 'xpThreshold'],
            message: 'Each level needs more xp than the one before',
          });
      });
    }),
});
export type LoyaltyLevelsUpdate = z.infer<typeof loyaltyLevelsUpdateSchema>;

/** PATCH /api/backoffice/loyalty/rates: minor units of real-money stake per point, per currency. */
export const loyaltyRatesUpdateSchema = z.strictObject({
  rates: z
    .record(
      currencyCode,
      minorUnits.refine((value) => BigInt(value) > 0n, 'A rate is at least 1 minor unit'),
    )
    .refine((rates) => Object.keys(rates).length > 0, 'Give at least one rate'),
});
export type LoyaltyRatesUpdate = z.infer<typeof loyaltyRatesUpdateSchema>;

/** GET /api/backoffice/loyalty: the ladder and the point rates. */
export const loyaltyAdminSchema = z.object({
  levels: z.array(loyaltyLevelDefinitionSchema),
  /** Currency → minor units of real-money stake per point (a currency left out earns nothing). */
  rates: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type LoyaltyAdmin = z.infer<typeof loyaltyAdminSchema>;

/** A player's loyalty as operators see it. */
export const playerLoyaltySchema = z.object({
  level: z.number().int(),
  levelName: z.string(),
  loyaltyPoints: z.number().int(),
  xp: z.number().int(),
  pointsTillLevelUp: z.number().int().nullable(),
  personalManager: z.boolean(),
  history: z.array(loyaltyHistoryEntrySchema),
});
export type PlayerLoyalty = z.infer<typeof playerLoyaltySchema>;

const reason = z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500);

/** POST /api/backoffice/players/:id/loyalty/points: adds (or takes away) points and xp. */
export const loyaltyAdjustSchema = z.strictObject({
  points: z
    .number({ error: 'Give the points to add or take away' })
    .int('Whole points only')
    .min(-1_000_000_000, 'Too many points')
    .max(1_000_000_000, 'Too many points')
    .refine((points) => points !== 0, 'Give a number of points other than 0'),
  reason,
});
export type LoyaltyAdjust = z.infer<typeof loyaltyAdjustSchema>;

/** POST /api/backoffice/players/:id/loyalty/level: sets the level (the only way one goes down). */
export const loyaltyLevelSetSchema = z.strictObject({
  level: z.number({ error: 'Give a level' }).int().min(1).max(50),
  reason,
});
export type LoyaltyLevelSet = z.infer<typeof loyaltyLevelSetSchema>;
