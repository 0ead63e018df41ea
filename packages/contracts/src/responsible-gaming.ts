import { z } from 'zod';

/**
 * Responsible gaming breaks (spec §2 limits pages, §4 "Cooling off and self-exclusion", §9): a
 * cooling-off break, a self-exclusion and an account freeze. While one runs the player cannot bet
 * or deposit but can still sign in (except while frozen) and withdraw; it ends on its own at its end
 * and cannot be shortened; a permanent self-exclusion never ends. One break at a time.
 */

/** How long a break lasts, by the code the client sends. */
export const breakPeriodDurations = {
  '1h': { hours: 1 },
  '12h': { hours: 12 },
  '24h': { days: 1 },
  '3d': { days: 3 },
  '7d': { days: 7 },
  '10d': { days: 10 },
  '1m': { months: 1 },
  '3m': { months: 3 },
  '1y': { years: 1 },
  '3y': { years: 3 },
  '5y': { years: 5 },
  '10y': { years: 10 },
} as const;
export type BreakPeriod = keyof typeof breakPeriodDurations;

/** Cooling off: a short break (spec §9 lists 1 hour to 1 month). */
export const coolingOffPeriods = [
  '1h',
  '12h',
  '24h',
  '3d',
  '7d',
  '1m',
] as const satisfies readonly BreakPeriod[];
/** Self-exclusion: from a day to ten years, permanent, or until a chosen date (spec §9's longer list). */
export const selfExclusionPeriods = [
  '24h',
  '7d',
  '1m',
  '3m',
  '1y',
  '3y',
  '5y',
  '10y',
] as const satisfies readonly BreakPeriod[];
/** Account freeze: 1, 3, 7 or 10 days (spec §9). */
export const freezePeriods = ['24h', '3d', '7d', '10d'] as const satisfies readonly BreakPeriod[];

/** A self-exclusion until a chosen date must last at least a day and at most ten years. */
export const customSelfExclusion = { minDays: 1, maxYears: 10 } as const;

/** When a break of `period` that starts at `from` ends (calendar months and years, in UTC). */
export function breakEnd(period: BreakPeriod, from: Date): Date {
  const duration: { hours?: number; days?: number; months?: number; years?: number } =
    breakPeriodDurations[period];
  const end = new Date(from.getTime());
  if (duration.hours) end.setUTCHours(end.getUTCHours() + duration.hours);
  if (duration.days) end.setUTCDate(end.getUTCDate() + duration.days);
  if (duration.months) end.setUTCMonth(end.getUTCMonth() + duration.months);
  if (duration.years) end.setUTCFullYear(end.getUTCFullYear() + duration.years);
  return end;
}

const confirmation = z.literal(true, {
  error: 'Please confirm that you understand what the break means',
});

export const coolingOffInputSchema = z.strictObject({
  period: z.enum(coolingOffPeriods, { error: 'Choose one of the cooling-off periods' }),
  confirm: confirmation,
});
export type CoolingOffInput = z.infer<typeof coolingOffInputSchema>;

export const selfExclusionInputSchema = z
  .strictObject({
    period: z.enum([...selfExclusionPeriods, 'permanent', 'custom'], {
      error: 'Choose one of the self-exclusion periods',
    }),
    /** Only with period "custom": the day (YYYY-MM-DD) the exclusion ends, at the start of that day (UTC). */
    until: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD')
      .optional(),
    confirm: confirmation,
  })
  .superRefine((input, context) => {
    if (input.period === 'custom' && input.until === undefined)
      context.addIssue({ code: 'custom', path: ['until'], message: 'Choose the date your exclusion ends' });
    if (input.period !== 'custom' && input.until !== undefined)
      context.addIssue({ code: 'custom', path: ['until'], message: 'A date goes only with a custom period' });
  });
export type SelfExclusionInput = z.infer<typeof selfExclusionInputSchema>;

export const freezeAccountInputSchema = z.strictObject({
  period: z.enum(freezePeriods, { error: 'Choose how long to freeze the account' }),
  confirm: confirmation,
});
export type FreezeAccountInput = z.infer<typeof freezeAccountInputSchema>;

/** The player's break as user details show it (spec §3 userLimit), plus the freeze. */
export const userLimitSchema = z.object({
  isSelfExclusionPermanent: z.boolean(),
  /** When the self-exclusion ends (ISO instant); null when none is running. */
  selfExclusion: z.string().nullable(),
  /** When the cooling-off break ends (ISO instant); null when none is running. */
  coolingOff: z.string().nullable(),
  /** When the account freeze ends (ISO instant); null when the account is not frozen. */
  frozenUntil: z.string().nullable(),
});
export type UserLimit = z.infer<typeof userLimitSchema>;

/** The userLimit of a player with no break running (a new account's). */
export const noUserLimit: UserLimit = {
  isSelfExclusionPermanent: false,
  selfExclusion: null,
  coolingOff: null,
  frozenUntil: null,
};

/** The answer to starting a break: the player's limits as they are now. */
export const breakResponseSchema = z.object({ success: z.literal(true), userLimit: userLimitSchema });
export type BreakResponse = z.infer<typeof breakResponseSchema>;

/** Deposit limits (spec §3 limit types): gross deposits over a rolling day, 7 days or 30 days. */
export const depositLimitPeriods = ['daily', 'weekly', 'monthly'] as const;
export type DepositLimitPeriod = (typeof depositLimitPeriods)[number];

/**
 * A lower limit applies at once; a higher one, or removing one, only after this long (a player
 * on a losing streak cannot lift their own brake in the moment).
 */
export const depositLimitRaiseDelayHours = 24;

/** PUT /api/user/responsible-gaming/deposit-limits/{period}: a new limit in minor units, or null to remove it. */
export const depositLimitInputSchema = z.strictObject({
  amount: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'Enter a whole positive amount in minor units')
    .nullable(),
});
export type DepositLimitInput = z.infer<typeof depositLimitInputSchema>;
export const depositLimitParamsSchema = z.strictObject({ period: z.enum(depositLimitPeriods) });

export const depositLimitSchema = z.object({
  period: z.enum(depositLimitPeriods),
  /** The limit in force now (minor units); null when the player has none for this period. */
  amount: z.string().nullable(),
  /** Deposits counted against it over the period until now (pending, processing and completed). */
  used: z.string(),
  /** A raise or removal waiting for its time: the amount (null: removal) and when it applies. */
  pending: z.object({ amount: z.string().nullable(), from: z.string() }).nullable(),
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;

export const depositLimitsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ currency: z.string(), limits: z.array(depositLimitSchema) }),
});
export type DepositLimitsResponse = z.infer<typeof depositLimitsResponseSchema>;

/**
 * Bet and loss limits (spec §3 bet-limit kinds): the largest single bet, the total staked and the
 * net loss (stakes less wins and cancelled bets) over a rolling day, 7 days or 30 days.
 */
export const betLimitKinds = [
  'maxBetLimit',
  'dailyBetLimit',
  'weeklyBetLimit',
  'monthlyBetLimit',
  'dailyLossLimit',
  'weeklyLossLimit',
  'monthlyLossLimit',
] as const;
export type BetLimitKind = (typeof betLimitKinds)[number];

/** Spec §4: bet limits change at most once an hour; removing one goes through support. */
export const betLimitChangeIntervalMinutes = 60;
export const betLimitChangeLockedMessage = 'You can only update your bet limits once every hour';

/** The error code of a bet refused by each limit. */
export const betLimitErrorCodes = {
  maxBetLimit: 'MAX_BET_LIMIT_REACHED',
  dailyBetLimit: 'DAILY_BET_LIMIT_REACHED',
  weeklyBetLimit: 'WEEKLY_BET_LIMIT_REACHED',
  monthlyBetLimit: 'MONTHLY_BET_LIMIT_REACHED',
  dailyLossLimit: 'DAILY_LOSS_LIMIT_REACHED',
  weeklyLossLimit: 'WEEKLY_LOSS_LIMIT_REACHED',
  monthlyLossLimit: 'MONTHLY_LOSS_LIMIT_REACHED',
} as const satisfies Record<BetLimitKind, string>;

const limitAmount = z.string().regex(/^[1-9]\d{0,14}$/, 'Enter a whole positive amount in minor units');

/** PUT /api/user/responsible-gaming/bet-limits: the limits to set or change (others stay). */
export const betLimitsInputSchema = z
  .strictObject(
    Object.fromEntries(betLimitKinds.map((kind) => [kind, limitAmount.optional()])) as {
      [K in BetLimitKind]: z.ZodOptional<typeof limitAmount>;
    },
  )
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Set at least one limit',
  });
export type BetLimitsInput = z.infer<typeof betLimitsInputSchema>;

export const betLimitsSchema = z.object({
  currency: z.string(),
  /** Each limit in minor units; null where none is set. */
  limits: z.object(
    Object.fromEntries(betLimitKinds.map((kind) => [kind, z.string().nullable()])) as {
      [K in BetLimitKind]: z.ZodNullable<z.ZodString>;
    },
  ),
  /** How much of each period limit is used now (staked, or lost), in minor units. */
  used: z.object({
    dailyBet: z.string(),
    weeklyBet: z.string(),
    monthlyBet: z.string(),
    dailyLoss: z.string(),
    weeklyLoss: z.string(),
    monthlyLoss: z.string(),
  }),
  /** When the limits may change next (ISO instant); null when they may change now. */
  nextChangeAt: z.string().nullable(),
});
export type BetLimits = z.infer<typeof betLimitsSchema>;
export const betLimitsResponseSchema = z.object({ success: z.literal(true), data: betLimitsSchema });

/** Session time limit (spec §5, §9): from 10 minutes to 30 days, in minutes. */
export const sessionLimitMinutes = { min: 10, max: 30 * 24 * 60 } as const;

/** PUT /api/user/responsible-gaming/session-limit: the limit in minutes, or null to remove it. */
export const sessionLimitInputSchema = z.strictObject({
  minutes: z
    .number({ error: 'Enter the limit in minutes' })
    .int('Enter whole minutes')
    .min(sessionLimitMinutes.min, 'The shortest session time limit is 10 minutes')
    .max(sessionLimitMinutes.max, 'The longest session time limit is 30 days (720 hours)')
    .nullable(),
});
export type SessionLimitInput = z.infer<typeof sessionLimitInputSchema>;

export const sessionLimitResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The player's limit in minutes; null when none is set. */
    minutes: z.number().int().nullable(),
    /** When the session asking ends (its limit or its natural expiry), as an ISO instant. */
    sessionEndsAt: z.string(),
  }),
});
export type SessionLimitResponse = z.infer<typeof sessionLimitResponseSchema>;
