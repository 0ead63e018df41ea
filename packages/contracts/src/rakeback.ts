import { z } from 'zod';
import { isTimeZone } from './bonuses.ts';

/*
 * The rakeback calendar (spec §2, §3, §4, §7, §9): a depositor earns a share of the net gaming
 * revenue of their real-money play per day in their time zone; each ended day becomes an entry
 * claimable on the next day and the one after (today and yesterday). Amounts are minor units as
 * decimal strings, as everywhere in the API.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date like 2026-11-28');
const timeZone = z.string().max(64).refine(isTimeZone, 'Unknown time zone');

/**
 * A rakeback day entry (spec §3): the play of `dayDate` (in the player's time zone) earned
 * `amount`, claimable on `canClaimDate` (the day after) and the day after that. `bonusId` names it in
 * a claim. `open` is the day still running: its amount is what it has earned so far and it cannot be
 * claimed yet.
 */
export const rakebackDaySchema = z.object({
  bonusId: z.uuid(),
  dayDate: isoDate,
  canClaimDate: isoDate,
  /** The share earned, in minor units; 0 when the day's net gaming revenue was 0 or less. */
  amount: z.string(),
  /** The day's net gaming revenue (stakes less wins), in minor units; negative when the player won. */
  ngr: z.string(),
  percentBp: z.number().int(),
  currency: z.string(),
  /** When it was claimed (paid), null while unpaid. */
  paidAt: z.iso.datetime().nullable(),
  /** The last moment it may be claimed (the end of the day after `canClaimDate`). */
  claimUntil: z.iso.datetime().nullable(),
  open: z.boolean(),
});
export type RakebackDay = z.infer<typeof rakebackDaySchema>;

/**
 * Whether the player takes part: `active`; `opted-out` (no accrual until they opt in again);
 * `not-depositor` (spec §6: "This feature is available only for depositors").
 */
export const rakebackStatuses = ['active', 'opted-out', 'not-depositor'] as const;
export type RakebackStatus = (typeof rakebackStatuses)[number];

/** GET /api/admin/get-rakeback-days: `user` (the player's id) or `bonusId`; `timeZone` the browser's. */
export const rakebackDaysQuerySchema = z.strictObject({
  user: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
  bonusId: z.uuid().optional(),
  timeZone: timeZone.optional(),
});

export const rakebackDaysResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The last 28 days' entries and the running day, oldest first (days without play have none). */
    days: z.array(rakebackDaySchema),
    status: z.enum(rakebackStatuses),
    /** The player's local date now, in the time zone the calendar is kept in. */
    today: isoDate,
    timeZone: z.string(),
  }),
});
export type RakebackDaysResponse = z.infer<typeof rakebackDaysResponseSchema>;

/** GET /api/user/calendar-award?user={userId}: today's accumulator (spec §3 calendar award data). */
export const calendarAwardQuerySchema = z.strictObject({
  user: z.string().max(64).optional(),
  timeZone: timeZone.optional(),
});

export const calendarAwardSchema = z.object({
  /** Today's net gaming revenue so far, minor units (debits add to it, credits take from it). */
  ngr: z.string(),
  /** ngr × percent in major units, exact (no rounding), "0.00" when zero or less. */
  payout: z.string(),
  /** The share in percent (5 for 5%), and exactly in basis points. */
  percent: z.number(),
  percentBp: z.number().int(),
  currency: z.string(),
  exponent: z.number().int(),
  /** Whether bonus money's play counts (operator setting): the live accumulator follows the same rule. */
  includesBonusMoney: z.boolean(),
  status: z.enum(rakebackStatuses),
  /** The themes whose sites hide the accumulator card (operator setting). */
  hiddenThemes: z.array(z.string()),
});
export type CalendarAward = z.infer<typeof calendarAwardSchema>;

export const calendarAwardResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ userCalendarData: calendarAwardSchema }),
});

/** POST /api/user/rakeback-claim?timeZone&customerDate&bonusId (spec §7). */
export const rakebackClaimQuerySchema = z.strictObject({
  timeZone: timeZone.optional(),
  customerDate: z.string().max(64).optional(),
  bonusId: z.uuid().optional(),
});
export const rakebackClaimSchema = z.strictObject({
  bonusId: z.uuid(),
  /** The entry's `canClaimDate` as the calendar shows it. */
  claimDate: isoDate,
  /** The browser's date and time when the player clicked (kept for support; the server's clock decides). */
  customerDate: z.string().max(64).optional(),
});
export const rakebackClaimResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ amount: z.string(), bonusId: z.uuid(), currency: z.string() }),
});

/** POST /api/user/rakeback-opt-out: the player leaves the calendar (true) or joins it again (false). */
export const rakebackOptOutSchema = z.strictObject({ optOut: z.boolean() });
export const rakebackOptOutResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: z.enum(rakebackStatuses) }),
});
