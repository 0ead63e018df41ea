import { z } from 'zod';
import { moneyAmountSchema } from './loyalty.ts';

/*
 * Refer-a-friend (spec §3, §6, §9; issue 20): each player has a referral link `/?ref=<code>` (apart
 * from the affiliate token of spec §9). A friend who signs up through it is recorded; once the friend
 * is a depositor and has wagered the operator's amount, the referrer is paid the operator's reward,
 * once per friend. A sign-up from the referrer's device or network, or a friend paying with one of
 * the referrer's cards, is refused; so is referring oneself.
 */

/** The query parameter of a referral link. */
export const referralQueryParameter = 'ref';

export const referralStatuses = ['pending', 'qualified', 'paid', 'refused'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/** Why a referral does not count. */
export const referralRefusals = ['self', 'same_device', 'same_network', 'same_card'] as const;
export type ReferralRefusal = (typeof referralRefusals)[number];

/** A referral code: 6 to 16 letters and digits. */
export const referralCodeSchema = z.string().regex(/^[A-Za-z0-9]{6,16}$/, 'This is not a referral code');

/** One invited friend as the referrer sees them (the friend's public name only). */
export const referredFriendSchema = z.object({
  /** The friend's public name; null in ghost mode. */
  name: z.string().nullable(),
  status: z.enum(referralStatuses),
  refusal: z.enum(referralRefusals).nullable(),
  /** The friend's wagering towards the requirement, in the friend's currency. */
  wagered: moneyAmountSchema,
  required: moneyAmountSchema.nullable(),
  /** Whether the friend has deposited. */
  deposited: z.boolean(),
  /** The reward paid (or to be paid once the referrer deposits), in the referrer's currency. */
  reward: moneyAmountSchema.nullable(),
  joinedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type ReferredFriend = z.infer<typeof referredFriendSchema>;

/** GET /api/user/referrals: the player's link, the terms, and the friends they invited. */
export const referralOverviewSchema = z.object({
  code: z.string(),
  /** Whether the player may earn rewards now (depositors only, spec §6). */
  eligible: z.boolean(),
  enabled: z.boolean(),
  /** The reward per qualified friend, in the player's currency; null when none is set. */
  reward: moneyAmountSchema.nullable(),
  /** What a friend must wager (in the player's currency, as a guide; each friend's own is shown). */
  wagerRequired: moneyAmountSchema.nullable(),
  invited: z.number().int(),
  qualified: z.number().int(),
  paid: z.number().int(),
  /** Rewards paid in all, in the player's currency. */
  earned: moneyAmountSchema,
  friends: z.array(referredFriendSchema),
});
export type ReferralOverview = z.infer<typeof referralOverviewSchema>;
export const referralOverviewResponseSchema = z.object({
  success: z.literal(true),
  data: referralOverviewSchema,
});

// the back-office side

const currencyCode = z.string().regex(/^[A-Z]{3,5}$/, 'Give a currency code like EUR');
const minorUnits = z
  .string({ error: 'Give an amount in minor units' })
  .regex(/^\d{1,18}$/, 'Give a whole number of minor units');

/** GET/PUT /api/backoffice/referrals/settings. */
export const referralSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  /** Paid to the referrer per qualified friend, per currency (the referrer's); a currency left out pays nothing. */
  reward: z.record(currencyCode, minorUnits),
  /** What the friend must wager, per currency (the friend's). */
  wagerRequired: z.record(currencyCode, minorUnits),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

/** A referral as operators see it. */
export const referralAdminSchema = z.object({
  id: z.string(),
  referrerId: z.string(),
  referrerName: z.string(),
  friendId: z.string(),
  friendName: z.string(),
  status: z.enum(referralStatuses),
  refusal: z.enum(referralRefusals).nullable(),
  friendIp: z.string().nullable(),
  reward: moneyAmountSchema.nullable(),
  createdAt: z.string(),
  qualifiedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type ReferralAdmin = z.infer<typeof referralAdminSchema>;

/** GET /api/backoffice/referrals?status=&page=&pageSize=. */
export const referralAdminQuerySchema = z.strictObject({
  status: z.enum(referralStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
