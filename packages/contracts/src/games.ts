import { z } from 'zod';
import { gameCategorySlugs, gameSorts, winTables } from './constants.ts';

export const volatilities = ['low', 'medium', 'high', 'very-high'] as const;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use letters, digits and dashes');

/** GET /api/games: one page of the catalog, filtered and sorted. */
export const gameListQuerySchema = z.strictObject({
  category: z.enum(gameCategorySlugs).optional(),
  provider: slug.optional(),
  /** Part of a game's or its provider's name, any case. */
  search: z.string().trim().max(100).optional(),
  sort: z.enum(gameSorts).default('popular'),
  /** Default: the useful end first (most played, newest, A to Z, highest RTP and multiplier, lowest bets). */
  order: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

/** A catalog entry with the fields of spec §3 Game; bets are minor units of the player's currency, as strings. */
export const gameSchema = z.object({
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  providerSlug: z.string(),
  kind: z.enum(['slot', 'live']),
  volatility: z.enum(volatilities).nullable(),
  /** Counts toward bonus wagering. */
  isBonus: z.boolean(),
  /** Percent, computed from the game's maths (two decimals). */
  returnToPlayer: z.number(),
  maxMultiplier: z.number(),
  /** Percent of its price a bought feature returns, from the game's exact maths; null: no bonus buy. */
  bonusBuyReturnToPlayer: z.number().nullable(),
  minBet: z.string(),
  maxBet: z.string(),
  releaseDate: z.string(),
  hasBonusBuy: z.boolean(),
  thumbnailUrl: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

export const gameListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    rows: z.array(gameSchema),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

/** GET /api/games/{game}: the catalog entry plus what its details page shows. */
export const gameDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    game: gameSchema.extend({
      description: z.string(),
      /** Percent of rounds that win something. */
      hitFrequency: z.number().nullable(),
      /** One round in this many pays the max win (exact odds); null when not published. */
      maxWinOneIn: z.number().nullable(),
      /** Demo play is open to guests when the casino's settings allow it. */
      demoAvailable: z.boolean(),
    }),
  }),
});
export type GameDetails = z.infer<typeof gameDetailsResponseSchema>['data']['game'];

export const categoryListQuerySchema = z.strictObject({ locale: z.string().max(10).optional() });

/** GET /api/admin/get-full-category-list (system token header). */
export const categoryListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    topCategoryList: z.array(
      z.object({ slug: z.enum(gameCategorySlugs), name: z.string(), gamesCount: z.number().int() }),
    ),
  }),
});
export type CategoryList = z.infer<typeof categoryListResponseSchema>['data']['topCategoryList'];

/** GET /api/games/providers */
export const gameProvidersResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    providers: z.array(z.object({ slug: z.string(), name: z.string(), gamesCount: z.number().int() })),
  }),
});
export type GameProvider = z.infer<typeof gameProvidersResponseSchema>['data']['providers'][number];

/** Minor units as a decimal string. */
const minorAmount = z.string().regex(/^[1-9]\d{0,17}$/, 'A bet is a whole positive number of minor units');

/** POST /api/games/{game}/spin and /demo-spin: `requestId` is new per click, so a double click plays once. */
export const spinInputSchema = z.strictObject({
  bet: minorAmount,
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'A request id is 8 to 64 letters, digits or dashes'),
  buy: z.boolean().default(false),
  /** Plays one of the player's free spins on this game, at its fixed stake (`bet` is ignored). */
  freeSpin: z.boolean().default(false),
});
export type SpinInput = z.input<typeof spinInputSchema>;

const winSchema = z.object({
  kind: z.enum(['line', 'ways', 'scatter']),
  symbol: z.string(),
  count: z.number().int(),
  units: z.number().int(),
  line: z.number().int().optional(),
  ways: z.number().int().optional(),
  positions: z.array(z.tuple([z.number().int(), z.number().int()])),
});

/** One spin of a round as the reels show it; `win` in minor units, the multiplier applied. */
export const roundStepSchema = z.object({
  kind: z.enum(['base', 'free']),
  stops: z.array(z.number().int()),
  window: z.array(z.array(z.string())),
  wins: z.array(winSchema),
  win: z.string(),
  multiplier: z.number().int(),
  scatters: z.number().int(),
  freeSpinsAwarded: z.number().int(),
  freeSpinsLeft: z.number().int(),
});
export type RoundStep = z.infer<typeof roundStepSchema>;

export const fairSeedsSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Only once the pair is rotated (and always in demo play). */
  serverSeed: z.string().nullable(),
});
export type FairSeeds = z.infer<typeof fairSeedsSchema>;

export const roundSchema = z.object({
  id: z.string(),
  game: z.string(),
  demo: z.boolean(),
  bet: z.string(),
  /** What the round cost: the bet, or the bonus buy price. */
  cost: z.string(),
  win: z.string(),
  currency: z.string().nullable(),
  bought: z.boolean(),
  capped: z.boolean(),
  steps: z.array(roundStepSchema),
  /** Steps the player has seen (a feature left part-way resumes after them). */
  shownSteps: z.number().int(),
  seeds: fairSeedsSchema,
  /** Cash plus bonus before and after the round (real play). */
  balanceBefore: z.string().nullable(),
  balanceAfter: z.string().nullable(),
  createdAt: z.string(),
  /**
   * A free spin's bonus after it: spins left, what they won so far, and whether the winnings have
   * just become bonus money (`done`: none left). Absent for a paid round.
   */
  freeSpins: z
    .object({
      bonusId: z.string(),
      total: z.number().int(),
      left: z.number().int(),
      won: z.string(),
      stake: z.string(),
      done: z.boolean(),
    })
    .optional(),
});
export type Round = z.infer<typeof roundSchema>;

export const roundResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ round: roundSchema }),
});
export const roundsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ rounds: z.array(roundSchema) }),
});
export const resumeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ round: roundSchema.nullable() }),
});
export const shownInputSchema = z.strictObject({ shownSteps: z.number().int().min(1).max(1000) });

/**
 * The active seed pair: its server seed as the hash only, the client seed (null until the player's
 * browser chooses one), the next nonce, and the hash of the server seed the pair after it will use:
 * committed before the player chooses that pair's client seed.
 */
export const activeSeedsSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string().nullable(),
  nonce: z.number().int(),
  nextServerSeedHash: z.string(),
});
export type ActiveSeeds = z.infer<typeof activeSeedsSchema>;

/** The active seed pair and the last revealed one. */
export const seedsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ active: activeSeedsSchema, revealed: fairSeedsSchema.nullable() }),
});
const clientSeedSchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,64}$/, 'A client seed is 1 to 64 visible characters');
const seedHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'A seed hash is 64 hexadecimal characters');
/**
 * POST /api/games/seeds/rotate: a client seed for the next pair comes with the hash of that pair's
 * server seed the player saw (`nextServerSeedHash`): the rotation happens only if it still holds.
 */
export const rotateSeedInputSchema = z
  .strictObject({ clientSeed: clientSeedSchema.optional(), nextServerSeedHash: seedHashSchema.optional() })
  .refine((input) => input.clientSeed === undefined || input.nextServerSeedHash !== undefined, {
    path: ['nextServerSeedHash'],
    message: 'A client seed is chosen for the server seed hash you saw: send nextServerSeedHash',
  });
/**
 * PUT /api/games/seeds/client-seed: the active pair's client seed, before its first round, for the
 * server seed hash the player saw.
 */
export const clientSeedInputSchema = z.strictObject({
  clientSeed: clientSeedSchema,
  serverSeedHash: seedHashSchema,
});

/** GET /api/games/favorites and /api/games/recent: the player's own lists, newest first. */
export const playerGamesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ rows: z.array(gameSchema) }),
});
/** PUT and DELETE /api/games/{game}/favorite */
export const favoriteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ game: z.string(), favorite: z.boolean() }),
});

export const winsQuerySchema = z.strictObject({
  table: z.enum(winTables).default('all'),
  /** Only this game's wins (a game's details page). */
  game: slug.optional(),
});

/** One row of a top-wins table, and the payload of the live `win` / `myWin` socket events. */
export const feedWinSchema = z.object({
  id: z.string(),
  game: z.object({ slug: z.string(), name: z.string(), thumbnailUrl: z.string() }),
  /** The winner's public name; null for a player in ghost mode. */
  player: z.string().nullable(),
  currency: z.string(),
  /** What the round cost and paid, minor units of `currency`. */
  bet: z.string(),
  win: z.string(),
  /** Win over cost, two decimals. */
  multiplier: z.number(),
  /** The stake reaches the currency's high-roller bet. */
  highRoller: z.boolean(),
  createdAt: z.string(),
});
export type FeedWin = z.infer<typeof feedWinSchema>;

export const winsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ table: z.enum(winTables), rows: z.array(feedWinSchema) }),
});

/** Rounds the Game Pulse graph shows, and rounds its observed figures are taken over. */
export const pulseRounds = 100;
export const pulseSampleRounds = 1000;

/** GET /api/games/{game}/pulse: the game's latest real-money results across all players. */
export const gamePulseResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The latest rounds, oldest first: win over cost (0 for a loss). */
    rounds: z.array(z.object({ multiplier: z.number(), createdAt: z.string() })),
    /** Over the latest `pulseSampleRounds`: how many, the mean return per round and the share that won. */
    sample: z.object({
      rounds: z.number().int(),
      observedRtp: z.number().nullable(),
      hitRate: z.number().nullable(),
    }),
  }),
});
export type GamePulse = z.infer<typeof gamePulseResponseSchema>['data'];

/** PUT /api/user/ghost-mode: hide the player's name in public win feeds. */
export const ghostModeInputSchema = z.strictObject({ enabled: z.boolean() });
export const ghostModeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ ghostMode: z.boolean() }),
});
