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
  /**
   * Raises and removals support made at the player's request, waiting 24 hours: per kind the new
   * limit (null: removed) and when it applies.
   */
  pending: z.partialRecord(
    z.enum(betLimitKinds),
    z.object({ amount: z.string().nullable(), from: z.string() }),
  ),
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

const currencyCode = z.string().regex(/^[A-Z0-9]{3,10}$/, 'Unknown currency');
const minorAmount = z.string().regex(/^[1-9]\d{0,17}$/, 'Enter a whole positive amount in minor units');

/**
 * The monthly winnings limit (spec §3 userMonthlyLimit, §9): the most a player may win, net of
 * stakes, in a calendar month (UTC). Once reached, real-money bets are refused
 * (MONTHLY_WINNINGS_LIMIT_REACHED) until the next month; a win that crosses it is paid in full.
 * The operator sets a rule per currency: the limit of an account's first month, how much it rises
 * with each further calendar month the account has been open, and an optional ceiling.
 */
export const monthlyWinningsRuleSchema = z.strictObject({
  /** The limit in the month the account was opened (minor units). */
  base: minorAmount,
  /** How much the limit rises per full calendar month of the account's age, in percent of base. */
  monthlyRisePercent: z
    .number({ error: 'Enter a whole percentage' })
    .int('Enter a whole percentage')
    .min(0, 'The rise is 0% or more')
    .max(100, 'The rise is at most 100% a month'),
  /** The limit never rises above this (minor units); null: no ceiling. */
  ceiling: minorAmount.nullable(),
});
export type MonthlyWinningsRule = z.infer<typeof monthlyWinningsRuleSchema>;

/** A player's monthly winnings limit now (amounts in minor units of their currency). */
export const monthlyWinningsSchema = z.object({
  currency: z.string(),
  /** This month's limit. */
  amount: z.string(),
  /** Net winnings this month so far (wins less stakes and cancelled stakes; 0 when behind). */
  used: z.string(),
  /** When the month ends and the count starts again (ISO instant, the 1st at 00:00 UTC). */
  resetsAt: z.string(),
  /** Next month's limit (the rule's rise), for "rises to … on …". */
  nextAmount: z.string(),
  /** Whether real-money bets are refused until resetsAt. */
  reached: z.boolean(),
});
export type MonthlyWinnings = z.infer<typeof monthlyWinningsSchema>;

/** GET /api/user/responsible-gaming/monthly-winnings: null when no rule covers the player's currency. */
export const monthlyWinningsResponseSchema = z.object({
  success: z.literal(true),
  data: monthlyWinningsSchema.nullable(),
});

/**
 * The operator's rules every real-money bet keeps (spec §3 "global bet limit"): the largest single
 * stake per currency (GLOBAL_BET_LIMIT_REACHED), and the monthly winnings rule per currency.
 */
export const playLimitsSettingsSchema = z.strictObject({
  globalBetLimits: z.record(currencyCode, minorAmount),
  monthlyWinnings: z.record(currencyCode, monthlyWinningsRuleSchema),
  /**
   * Spec §6: support changes or removes a player's bet and loss limits only from this loyalty level
   * up. Always answered; left out of a change, it stays as it is.
   */
  limitChangeMinLevel: z
    .number({ error: 'Enter a level' })
    .int('Enter a whole level')
    .min(1, 'The lowest level is 1')
    .max(1000)
    .optional(),
});
export type PlayLimitsSettings = z.infer<typeof playLimitsSettingsSchema>;
export const playLimitsSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: playLimitsSettingsSchema,
});

/**
 * Reality check (UKGC RTS 13): every N minutes of a session, play stops until the player has seen
 * how long they have played and their net result, and chosen to continue or stop.
 */
export const realityCheckIntervals = [15, 30, 45, 60, 90, 120] as const;

/** PUT /api/user/responsible-gaming/reality-check: the interval in minutes, or null for none. */
export const realityCheckInputSchema = z.strictObject({
  minutes: z
    .number({ error: 'Choose how often' })
    .int()
    .refine((value) => (realityCheckIntervals as readonly number[]).includes(value), {
      message: 'Choose one of 15, 30, 45, 60, 90 or 120 minutes',
    })
    .nullable(),
});
export type RealityCheckInput = z.infer<typeof realityCheckInputSchema>;

export const realityCheckSchema = z.object({
  /** The interval in minutes; null when the player has no reality check. */
  minutes: z.number().int().nullable(),
  currency: z.string(),
  /** When this session started (sign-in), ISO instant. */
  sessionStartedAt: z.string(),
  /** When the next reminder is due (ISO); null without a reality check. Past: due now. */
  dueAt: z.string().nullable(),
  /** Whether the reminder is due now: real-money rounds wait for continue (REALITY_CHECK_DUE). */
  due: z.boolean(),
  /** This session so far: whole minutes since sign-in, staked, won and net (won − staked), minor units. */
  session: z.object({
    minutes: z.number().int(),
    staked: z.string(),
    won: z.string(),
    net: z.string(),
  }),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;
export const realityCheckResponseSchema = z.object({ success: z.literal(true), data: realityCheckSchema });

/**
 * Spec §4 bonus buy over a limit: a bonus buy refused by one of the player's own bet or loss
 * limits carries `fields.excludable = 'true'`. Confirm Bonus Buy arms an exclusion for that buy;
 * the player's next real-money round uses it up: if it is that buy (same game and bet) it skips
 * the player's own limits (never the operator's, nor a break), any other round drops it. It lapses
 * after betExclusionMinutes.
 */
export const betExclusionMinutes = 2;
export const betExclusionInputSchema = z.strictObject({
  game: z.string().min(1).max(64),
  /** The buy's bet (not its cost), minor units. */
  bet: minorAmount,
});
export type BetExclusionInput = z.infer<typeof betExclusionInputSchema>;
export const betExclusionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ game: z.string(), bet: z.string(), expiresAt: z.string() }),
});
