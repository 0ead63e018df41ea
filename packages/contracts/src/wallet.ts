import { z } from 'zod';

export const transactionTabs = ['games', 'deposit', 'withdrawal'] as const;
export type TransactionTab = (typeof transactionTabs)[number];

export const transactionStatuses = ['cancelled', 'completed', 'failed', 'pending', 'processing'] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** GET /api/user/transactions: one tab of the history (spec §3), newest first. */
export const transactionsQuerySchema = z.strictObject({
  tab: z.enum(transactionTabs).default('games'),
  /** Inclusive dates in UTC; the default is the last 90 days. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

/** One row; amounts are minor units as decimal strings, with the currency's exponent alongside. */
export const transactionRowSchema = z.object({
  transactionId: z.string(),
  date: z.string(),
  type: z.string(),
  status: z.enum(transactionStatuses),
  amount: z.string(),
  currency: z.string(),
  exponent: z.number().int(),
  /** Deposit and withdrawal tabs: the payment method, when known. */
  method: z.string().nullable(),
  /** Whether bonus money was involved (deposit with bonus, bet partly paid with bonus). */
  bonus: z.boolean(),
  /** Games tab (casino transaction columns). */
  gameName: z.string().nullable(),
  provider: z.string().nullable(),
  balanceBefore: z.string(),
  balanceAfter: z.string(),
  bonusBalance: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

export const transactionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    rows: z.array(transactionRowSchema),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/** Minor units as a decimal string: bigint-safe across JSON. */
const minorString = z.string().regex(/^\d{1,30}$/, 'An amount is a whole number of minor units, as a string');
/**
 * Text the database stores exactly as sent: no NUL and no lone UTF-16 surrogate (which the driver
 * would replace with U+FFFD, so the key stored would differ from the key compared).
 */
export const storableText = (value: string) =>
  !/\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value);
const reference = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine(storableText, 'Ids may not contain NUL or unpaired surrogate characters');

/**
 * Seamless-wallet API for game providers (the house studio and any third party): every request is
 * signed, identifies the player by their public id and the money movement by the provider's own
 * transaction id, which is the idempotency key.
 */
export const providerBalanceInputSchema = z.strictObject({
  playerId: reference,
  currency: z.string().min(3).max(10),
});
const providerMovementSchema = providerBalanceInputSchema.extend({
  transactionId: reference,
  roundId: reference,
  gameId: reference,
  amount: minorString,
});
/**
 * A bet; with the launch token of the game's session, the bet is refused once that session has
 * ended (wins and rollbacks never need one: they settle rounds already started).
 */
export const providerBetInputSchema = providerMovementSchema.extend({
  launchToken: z.string().min(1).max(200).optional(),
});
export const providerWinInputSchema = providerMovementSchema.extend({ betTransactionId: reference });
export const providerRollbackInputSchema = providerBalanceInputSchema.extend({
  transactionId: reference,
  roundId: reference,
  gameId: reference,
  betTransactionId: reference,
});
export type ProviderBetInput = z.infer<typeof providerBetInputSchema>;

export const providerWalletResponseSchema = z.object({
  success: z.literal(true),
  /** The casino's id of the posting, absent for a balance query. */
  transactionId: z.string().nullable(),
  replayed: z.boolean(),
  balance: z.object({ cash: z.string(), bonus: z.string(), total: z.string(), currency: z.string() }),
});
export type ProviderWalletResponse = z.infer<typeof providerWalletResponseSchema>;

/** POST /api/wallet/v1/authenticate: the provider exchanges the launch token it was given for the player. */
export const providerAuthenticateInputSchema = z.strictObject({ launchToken: z.string().min(1).max(200) });
export const providerAuthenticateResponseSchema = z.object({
  success: z.literal(true),
  /** The player's public id, for every later call. */
  playerId: z.string(),
  currency: z.string(),
  /** The game the token was issued for. */
  game: z.string(),
  /** The name the provider may show (null in ghost mode). */
  displayName: z.string().nullable(),
  balance: z.object({ cash: z.string(), bonus: z.string(), total: z.string(), currency: z.string() }),
});

/** POST /api/games/{game}/launch: the game is the player's latest; the token a provider authenticates with. */
export const launchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ launchToken: z.string() }),
});
