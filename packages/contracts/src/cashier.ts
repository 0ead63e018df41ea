import { z } from 'zod';
import { isTimeZone } from './bonuses.ts';
import {
  type CryptoNetwork,
  cpfValid,
  cryptoNetworks,
  luhnValid,
  paymentKinds,
  paymentStatuses,
  withdrawalBlocks,
} from './cashier-rules.ts';

export * from './cashier-rules.ts';

/**
 * Countries where a method is restricted depending on the player's tags (spec §3 Payment method):
 * `default` for everyone; any other key is a tag, restricting those countries for players with that
 * tag; `matched` for players carrying at least one of those tag keys, `unmatched` for the others.
 */
export const tagRestrictedCountriesSchema = z.record(z.string(), z.array(z.string()));
export type TagRestrictedCountries = z.infer<typeof tagRestrictedCountriesSchema>;

/** A payment method with the fields of spec §3, and its limits in the requested currency. */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  /** The method's key, e.g. visa, master, card, crypto, upi, skrill, pix, carouseller. */
  name: z.string(),
  paymentMethod: z.enum(paymentKinds),
  title: z.string(),
  rawTitle: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  isActive: z.boolean(),
  /** Listed but not offered for deposits (spec §4: deselected unless it exists for withdrawal). */
  hidden: z.boolean(),
  withdrawalExist: z.boolean(),
  sortPriority: z.number().int(),
  isCardForm: z.boolean(),
  allowedCountries: z.array(z.string()),
  restrictedCountries: z.array(z.string()),
  tagRestrictedCountries: tagRestrictedCountriesSchema,
  allowedCurrencies: z.array(z.string()),
  restrictedCurrencies: z.array(z.string()),
  allowEmails: z.array(z.string()),
  allowTags: z.array(z.string()),
  /** The provider's deposit limits in the requested currency (minor units), null when it has none. */
  minAmount: z.string().nullable(),
  maxAmount: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const getPaymentsQuerySchema = z.strictObject({
  currencyCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,10}$/, 'A currency code')
    .optional(),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'A two-letter country code')
    .optional(),
});
export type GetPaymentsQuery = z.infer<typeof getPaymentsQuerySchema>;

/** GET /api/admin/get-payments (spec §7): the methods this player may use, best first. */
export const getPaymentsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ payments: z.array(paymentMethodSchema) }),
});

/** The card form (spec §5): the number and CVC go to the provider only and are never stored. */
export const cardInputSchema = z.strictObject({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine(luhnValid, 'Enter a valid card number'),
  holder: z.string().trim().min(1, 'The cardholder name is required').max(100),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Use MM/YY'),
  cvc: z.string().regex(/^\d{3}$/, 'The CVC is exactly 3 digits'),
});
export type CardInput = z.input<typeof cardInputSchema>;

/** POST /api/payments/deposit: one click of "Deposit"; `requestId` makes a double click one deposit. */
export const depositInputSchema = z.strictObject({
  method: z.string().regex(/^[a-z0-9-]{1,40}$/, 'A payment method'),
  /** Minor units of the player's currency, as a decimal string. */
  amount: z.string().regex(/^-?\d{1,18}$/, 'A whole number of minor units'),
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'A request id is 8 to 64 letters, digits or dashes'),
  card: cardInputSchema.optional(),
  /** Skrill: the wallet's email (the account email may be reused). */
  skrillEmail: z.email('Enter your Skrill email').max(255).optional(),
  /** PIX: the payer's CPF (11 digits, dots and dash allowed). */
  cpf: z
    .string()
    .transform((value) => value.replace(/[.\-\s]/g, ''))
    .refine(cpfValid, 'Enter a valid CPF number')
    .optional(),
  /** A deposit bonus to take with this deposit (its key); none without. */
  bonus: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'A bonus')
    .optional(),
  /** The player agreed that the new bonus ends the active one, whose progress is lost (spec §4). */
  replaceActiveBonus: z.boolean().optional(),
  /** The player's time zone, for the bonus's days (default UTC). */
  timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone').optional(),
  /** For crypto: the network to pay on. */
  network: z.enum(['BTC', 'ETH', 'USDT-TRC20', 'USDT-ERC20']).optional(),
});
export type DepositInput = z.input<typeof depositInputSchema>;

/** A deposit or withdrawal as the player sees it. */
export const paymentSchema = z.object({
  id: z.string(),
  direction: z.enum(['deposit', 'withdrawal']),
  method: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  /** What identifies the instrument without exposing it: a card's brand and last four digits. */
  details: z.object({
    cardLast4: z.string().optional(),
    cardBrand: z.string().optional(),
    /** Where a withdrawal goes, shortened: "UPI maria@okbank", "Bank ••6789", "BTC bc1q…9xyz". */
    destination: z.string().optional(),
    /** A withdrawal's charges and what reaches the player (minor units), fixed when it was asked for. */
    fee: z.string().optional(),
    networkFee: z.string().optional(),
    receiveAmount: z.string().optional(),
  }),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What the browser does next: open the provider's page (3-D Secure, a wallet's sign-in), or wait. */
export const depositNextSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('pending') }),
  /** UPI: scan the QR (it holds `intentUrl`) or open the UPI app by the intent link; `url` is the sandbox app's page. */
  z.object({ kind: z.literal('upi'), intentUrl: z.string(), url: z.string().nullable() }),
  /** Crypto: pay to the player's own address on the network; `url` is where the sandbox's chain can be told a payment arrived. */
  z.object({
    kind: z.literal('address'),
    network: z.string(),
    address: z.string(),
    url: z.string().nullable(),
  }),
]);

export const depositResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ payment: paymentSchema, next: depositNextSchema }),
});

/** POST /api/user/3ds-webhook (spec §7): the challenge result the 3-D Secure page handed back. */
export const threeDsInputSchema = z.strictObject({
  PaReq: z.string().min(1).max(2000),
  MD: z.string().min(1).max(200),
});
export const threeDsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ payment: paymentSchema }),
});

/** Where a withdrawal is paid (spec §3 Withdrawal, §5 validation): one of a bank account, a UPI id, a wallet address. */
export const withdrawalDestinationSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('bank'),
    beneficiary: z.string().trim().min(1, 'The beneficiary name is required').max(100),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 ]{6,34}$/, 'Enter the account number'),
    email: z.email('Enter a valid email'),
    ifsc: z
      .string()
      .trim()
      .min(8, 'The bank code (IFSC) is 8 to 15 characters')
      .max(15, 'The bank code (IFSC) is 8 to 15 characters'),
    /** Required for net banking. */
    bankName: z.string().trim().max(100).optional(),
    netBanking: z.boolean().default(false),
    branch: z.string().trim().max(100).optional(),
    address: z.string().trim().max(255).optional(),
  }),
  z.strictObject({
    kind: z.literal('upi'),
    vpa: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, 'Enter a UPI id like name@bank'),
  }),
  z.strictObject({
    kind: z.literal('crypto'),
    network: z.enum(Object.keys(cryptoNetworks) as [CryptoNetwork, ...CryptoNetwork[]]),
    address: z.string().trim().min(20).max(100),
  }),
]);
export type WithdrawalDestination = z.input<typeof withdrawalDestinationSchema>;

/** POST /api/payments/withdraw: the funds are locked at once; `requestId` makes a double click one withdrawal. */
export const withdrawalInputSchema = z.strictObject({
  method: z.string().regex(/^[a-z0-9-]{1,40}$/, 'A payment method'),
  amount: z.string().regex(/^-?\d{1,18}$/, 'A whole number of minor units'),
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'A request id is 8 to 64 letters, digits or dashes'),
  destination: withdrawalDestinationSchema,
});
export type WithdrawalInput = z.input<typeof withdrawalInputSchema>;

/** A method the player may withdraw with: its form (`kind`), limits and charges in their currency. */
export const withdrawalMethodSchema = z.object({
  name: z.string(),
  title: z.string(),
  kind: z.enum(['bank', 'upi', 'crypto']),
  thumbnailUrl: z.string(),
  /** Limits in minor units of the player's currency, null when the method has none. */
  minAmount: z.string().nullable(),
  maxAmount: z.string().nullable(),
  /** The method's fee in basis points of the amount (100 = 1%). */
  feeRateBp: z.number().int(),
  /** Crypto: the networks it pays out on and each one's network fee (minor units). */
  networks: z.array(
    z.object({
      network: z.enum(Object.keys(cryptoNetworks) as [CryptoNetwork, ...CryptoNetwork[]]),
      fee: z.string(),
    }),
  ),
});
export type WithdrawalMethod = z.infer<typeof withdrawalMethodSchema>;

/** GET /api/payments/withdrawal-quote: what a withdrawal of `amount` costs and what reaches the player. */
export const withdrawalQuoteQuerySchema = z.strictObject({
  method: z.string().regex(/^[a-z0-9-]{1,40}$/, 'A payment method'),
  amount: z.string().regex(/^-?\d{1,18}$/, 'A whole number of minor units'),
  network: z.enum(Object.keys(cryptoNetworks) as [CryptoNetwork, ...CryptoNetwork[]]).optional(),
});
export type WithdrawalQuoteQuery = z.infer<typeof withdrawalQuoteQuerySchema>;

/** Amounts in minor units of `currency`: `amount` leaves the balance, `receiveAmount` reaches the player. */
export const withdrawalQuoteSchema = z.object({
  amount: z.string(),
  fee: z.string(),
  networkFee: z.string(),
  receiveAmount: z.string(),
  currency: z.string(),
});
export type WithdrawalQuote = z.infer<typeof withdrawalQuoteSchema>;

export const withdrawalQuoteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ quote: withdrawalQuoteSchema }),
});

/** GET /api/payments/withdrawals: whether the player may withdraw, how, and their withdrawals, newest first. */
export const withdrawalsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    blocks: z.array(z.enum(withdrawalBlocks)),
    /** What is left to wager on the latest deposit before a withdrawal (minor units). */
    depositWagerLeft: z.string(),
    /**
     * What may be withdrawn without an approved verification in the next request (minor units):
     * the operator's 30-day threshold less what was withdrawn in the last 30 days; null when no
     * verification is needed (approved, or no threshold for the currency).
     */
    withdrawableWithoutKyc: z.string().nullable(),
    methods: z.array(withdrawalMethodSchema),
    withdrawals: z.array(paymentSchema),
  }),
});

export const withdrawalResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ payment: paymentSchema }),
});
