import { z } from 'zod';
import { moneyAmountSchema } from './loyalty.ts';

/*
 * Races (spec §2, §3, §4; issue 20): operator-scheduled contests over a window of time, in one
 * currency, on some games or all, ranked by what the entrants staked, their biggest multiplier or
 * how many rounds they played. The prize table is paid through the wallet once the race ends; a
 * tie goes to whoever reached the score first. Win of the month (spec §9) is a race of its own
 * kind: one calendar month, one prize of the fixed amount.
 */

/** What a race ranks its entrants by. */
export const raceMetrics = ['wagered', 'multiplier', 'rounds'] as const;
export type RaceMetric = (typeof raceMetrics)[number];

/** How players enter: every eligible bet enters its player, or the player joins first. */
export const raceEntryModes = ['automatic', 'opt_in'] as const;
export type RaceEntryMode = (typeof raceEntryModes)[number];

export const raceKinds = ['race', 'win_of_the_month'] as const;
export type RaceKind = (typeof raceKinds)[number];

/**
 * A race as the casino shows it: upcoming (not started), running, finishing (ended, prizes being
 * paid), ended (paid) or cancelled.
 */
export const raceStatuses = ['upcoming', 'running', 'finishing', 'ended', 'cancelled'] as const;
export type RaceStatus = (typeof raceStatuses)[number];

/** Where the viewer stands in a race (spec §4): not entered, running (entered), ended. */
export const raceViewerStates = ['not_entered', 'running', 'ended'] as const;
export type RaceViewerState = (typeof raceViewerStates)[number];

/** Multipliers are hundredths: 1250 is ×12.50. */
export const multiplierScale = 100;

/** A race in a list. */
export const raceSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(raceKinds),
  name: z.string(),
  description: z.string(),
  metric: z.enum(raceMetrics),
  entry: z.enum(raceEntryModes),
  status: z.enum(raceStatuses),
  startsAt: z.string(),
  endsAt: z.string(),
  currency: z.string(),
  exponent: z.number().int(),
  /** The games that count (slugs); empty when every game counts. */
  games: z.array(z.string()),
  /** The smallest stake that counts, minor units ("0": any). */
  minBet: z.string(),
  /** Prize by rank: the first is rank 1's, minor units. */
  prizes: z.array(z.string()),
  /** The sum of the prize table, minor units. */
  prizePool: z.string(),
  entrants: z.number().int(),
  /** The viewer's state; `not_entered` for visitors. */
  viewerState: z.enum(raceViewerStates),
});
export type RaceSummary = z.infer<typeof raceSummarySchema>;

/** GET /api/races?status=: running and upcoming first, then recently ended. */
export const raceListQuerySchema = z.strictObject({
  status: z.enum(['current', 'ended']).optional(),
});
export const raceListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ races: z.array(raceSummarySchema) }),
});
export type RaceListResponse = z.infer<typeof raceListResponseSchema>;

/** One row of a leaderboard (spec §4: rank, player, wagered, games played, prize). */
export const raceLeaderSchema = z.object({
  rank: z.number().int(),
  /** The player's public id (for their stats); null in ghost mode. */
  uniqueId: z.string().nullable(),
  /** The public name; null in ghost mode ("Hidden"). */
  name: z.string().nullable(),
  /** Whether the row is the viewer's own. */
  me: z.boolean(),
  /** The ranking metric: minor units staked, the best multiplier in hundredths, or rounds. */
  score: z.string(),
  wagered: z.string(),
  rounds: z.number().int(),
  /** The prize this rank pays (or paid), minor units; "0" when none. */
  prize: z.string(),
});
export type RaceLeader = z.infer<typeof raceLeaderSchema>;

/** The viewer's own numbers (spec §4: current prize, ranking metric, position), even outside the top. */
export const raceStandingSchema = z.object({
  state: z.enum(raceViewerStates),
  /** Position now (or final); null before a first counted bet. */
  position: z.number().int().nullable(),
  score: z.string(),
  wagered: z.string(),
  rounds: z.number().int(),
  prize: z.string(),
  /** When the prize was paid; null while unpaid or when none. */
  paidAt: z.string().nullable(),
  joinedAt: z.string().nullable(),
});
export type RaceStanding = z.infer<typeof raceStandingSchema>;

/** GET /api/races/:id: the race, its leaderboard (top 50) and the viewer's standing. */
export const raceDetailSchema = z.object({
  race: raceSummarySchema,
  leaderboard: z.array(raceLeaderSchema),
  /** null for visitors. */
  me: raceStandingSchema.nullable(),
});
export type RaceDetail = z.infer<typeof raceDetailSchema>;
export const raceDetailResponseSchema = z.object({ success: z.literal(true), data: raceDetailSchema });

export const raceIdParamsSchema = z.strictObject({
  id: z.string().regex(/^[1-9]\d{0,17}$/, 'No such race'),
});

/** POST /api/races/:id/join: enters an opt-in race. */
export const raceJoinResponseSchema = raceDetailResponseSchema;

/** The socket event `race` (room `race:<id>`, joined by emitting `watch`): the board as it moved. */
export const raceBoardEventSchema = z.object({
  raceId: z.string(),
  status: z.enum(raceStatuses),
  entrants: z.number().int(),
  leaderboard: z.array(raceLeaderSchema.omit({ me: true })),
});
export type RaceBoardEvent = z.infer<typeof raceBoardEventSchema>;

/** Socket room of one race's board. */
export const raceRoom = (raceId: string) => `race:${raceId}`;

/** GET /api/races/players/:uniqueId (spec §4 player stats). */
export const racePlayerStatsSchema = z.object({
  name: z.string().nullable(),
  joinedOn: z.string(),
  totalBets: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** How many different games they played. */
  totalGames: z.number().int(),
  latestRaces: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      endsAt: z.string(),
      position: z.number().int().nullable(),
      prize: moneyAmountSchema.nullable(),
    }),
  ),
});
export type RacePlayerStats = z.infer<typeof racePlayerStatsSchema>;
export const racePlayerStatsResponseSchema = z.object({
  success: z.literal(true),
  data: racePlayerStatsSchema,
});
export const racePlayerParamsSchema = z.strictObject({
  uniqueId: z.string().min(1).max(64),
});

/** GET /api/races/win-of-the-month: the current month's rule and holder, and last month's winner. */
export const winOfTheMonthSchema = z.object({
  /** The running month's race; null when the operator has not set the rule. */
  current: raceSummarySchema.nullable(),
  /** Who leads the running month now. */
  holder: raceLeaderSchema.nullable(),
  /** Last month's winner, once paid. */
  previousWinner: raceLeaderSchema.extend({ raceName: z.string() }).nullable(),
});
export type WinOfTheMonth = z.infer<typeof winOfTheMonthSchema>;
export const winOfTheMonthResponseSchema = z.object({ success: z.literal(true), data: winOfTheMonthSchema });

/** Win of the month pays this, in major units of the race's currency (spec §9). */
export const winOfTheMonthAmount = 700;

// the back-office side

const minorUnits = z
  .string({ error: 'Give an amount in minor units' })
  .regex(/^\d{1,18}$/, 'Give a whole number of minor units');
const isoTime = z.iso.datetime({ offset: true, error: 'Give a date and time' });

/** POST /api/backoffice/races (and PUT /api/backoffice/races/:id before it starts). */
export const raceDefinitionSchema = z
  .strictObject({
    name: z.string().trim().min(3, 'Name the race (3 characters at least)').max(80, 'At most 80 characters'),
    description: z.string().trim().max(1000, 'At most 1000 characters'),
    currency: z.string().regex(/^[A-Z]{3,5}$/, 'Give a currency code like EUR'),
    metric: z.enum(raceMetrics, { error: 'Choose how the race ranks players' }),
    entry: z.enum(raceEntryModes, { error: 'Choose how players enter' }),
    games: z.array(z.string().min(1).max(100)).max(200, 'At most 200 games'),
    minBet: minorUnits,
    prizes: z
      .array(minorUnits.refine((value) => BigInt(value) > 0n, 'A prize is more than 0'))
      .min(1, 'Give at least one prize')
      .max(100, 'At most 100 prizes')
      .refine(
        (prizes) =>
          prizes.every((prize, index) => index === 0 || BigInt(prize) <= BigInt(prizes[index - 1] ?? '0')),
        'A lower rank cannot pay more than the one above it',
      ),
    startsAt: isoTime,
    endsAt: isoTime,
  })
  .superRefine((race, context) => {
    if (Date.parse(race.endsAt) <= Date.parse(race.startsAt))
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'The race must end after it starts' });
    else if (Date.parse(race.endsAt) - Date.parse(race.startsAt) > 92 * 86_400_000)
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'A race lasts at most 92 days' });
  });
export type RaceDefinition = z.infer<typeof raceDefinitionSchema>;

/** A race as operators see it. */
export const raceAdminSchema = raceSummarySchema.omit({ viewerState: true, exponent: true }).extend({
  exponent: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Prizes paid so far (ended races), minor units. */
  paid: z.string(),
});
export type RaceAdmin = z.infer<typeof raceAdminSchema>;

/** GET /api/backoffice/races/:id: the race and its whole board (the final result once ended). */
export const raceAdminDetailSchema = z.object({
  race: raceAdminSchema,
  leaderboard: z.array(
    raceLeaderSchema.omit({ me: true }).extend({
      userId: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
});
export type RaceAdminDetail = z.infer<typeof raceAdminDetailSchema>;

/** POST /api/backoffice/races/:id/cancel: before it ends; nothing is paid. */
export const raceCancelSchema = z.strictObject({
  reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500),
});

/** PUT /api/backoffice/races/win-of-the-month: the operator's rule for the monthly race. */
export const winOfTheMonthSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  currency: z.string().regex(/^[A-Z]{3,5}$/, 'Give a currency code like EUR'),
  metric: z.enum(raceMetrics, { error: 'Choose the rule' }),
  /** The rule as players read it. */
  rule: z.string().trim().min(3, 'Describe the rule').max(500),
  games: z.array(z.string().min(1).max(100)).max(200),
  minBet: minorUnits,
});
export type WinOfTheMonthSettings = z.infer<typeof winOfTheMonthSettingsSchema>;
