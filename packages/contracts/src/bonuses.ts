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
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;

/** GET /api/bonuses/deposit-offers: the bonuses the player's next deposit may take, and the active one. */
export const depositBonusesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ offers: z.array(depositBonusOfferSchema), activeBonus: playerBonusSchema.nullable() }),
});

/** POST /api/bonuses/active/cancel: the active bonus ends; its bonus money is removed (burnt). */
export const cancelBonusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ bonus: playerBonusSchema }),
});
