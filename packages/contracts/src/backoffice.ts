import { z } from 'zod';
import { bonusTypes, wageringTypes } from './bonuses.ts';
import { rakebackDaySchema, rakebackStatuses } from './rakeback.ts';
import { betLimitKinds, depositLimitSchema } from './responsible-gaming.ts';
import { appSettingsSchema, themes } from './settings.ts';

/*
 * The back-office API (`/api/backoffice/*`): operators' sign-in with two-factor codes, their roles
 * and permissions, and the pages' reads and actions. Lists answer `{ data, total }` and single
 * records `{ data }` (the shape refine's data provider hands to its hooks).
 */

/** Operators' roles (issue 17): what each may do is `permissionsByRole`. */
export const operatorRoles = ['owner', 'support', 'payments', 'risk', 'marketing'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** Every permission a back-office route can require. */
export const permissions = [
  'dashboard.read',
  'players.read',
  'players.notes',
  'players.tags',
  'players.sessions',
  'players.block',
  'players.limits',
  'players.loyalty',
  'withdrawals.review',
  'payment-methods.manage',
  'settings.manage',
  'bonuses.manage',
  'loyalty.manage',
  'races.manage',
  'referrals.manage',
  'content.manage',
  'kyc.review',
  'audit.read',
  'operators.manage',
] as const;
export type Permission = (typeof permissions)[number];

/**
 * The permission matrix, in one place: the server enforces it on every route, the app hides what
 * a role cannot use. The owner has every permission.
 */
export const permissionsByRole: Record<OperatorRole, readonly Permission[]> = {
  owner: permissions,
  support: [
    'dashboard.read',
    'players.read',
    'players.notes',
    'players.tags',
    'players.sessions',
    'players.limits',
    'players.loyalty',
  ],
  payments: ['dashboard.read', 'withdrawals.review', 'payment-methods.manage'],
  risk: [
    'dashboard.read',
    'players.read',
    'players.notes',
    'players.tags',
    'players.sessions',
    'players.block',
    'players.loyalty',
    'kyc.review',
    'audit.read',
  ],
  marketing: [
    'dashboard.read',
    'bonuses.manage',
    'loyalty.manage',
    'races.manage',
    'referrals.manage',
    'content.manage',
  ],
};

export function roleHas(role: OperatorRole, permission: Permission): boolean {
  return permissionsByRole[role].includes(permission);
}

export const operatorTiming = {
  /** A session ends after this long without a request. */
  idleTimeoutMs: 30 * 60_000,
  /** The step between password and code lasts this long. */
  challengeTtlMs: 5 * 60_000,
  /** Failed codes per operator in the window before codes are refused for the rest of it. */
  codeFailuresPerWindow: 5,
  /** Failed passwords per email and address in the window. */
  passwordFailuresPerWindow: 10,
  throttleWindowMs: 15 * 60_000,
} as const;

export const recoveryCodeCount = 10;

const email = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);
const totpCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');
const recoveryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'A recovery code looks like abcde-12345');

export const operatorSignInSchema = z.strictObject({
  email,
  password: z.string().min(1, 'Enter your password').max(256),
});
export type OperatorSignIn = z.infer<typeof operatorSignInSchema>;

/** After the password: the code step, or (first sign-in, or 2FA reset) enrolment. */
export const operatorSignInAnswerSchema = z.discriminatedUnion('stage', [
  z.object({ stage: z.literal('code'), challenge: z.string() }),
  z.object({
    stage: z.literal('enrol'),
    challenge: z.string(),
    /** Base32 secret, for typing into an authenticator by hand. */
    secret: z.string(),
    /** otpauth:// URI, shown as a QR code. */
    otpauthUri: z.string(),
  }),
]);
export type OperatorSignInAnswer = z.infer<typeof operatorSignInAnswerSchema>;

export const operatorCodeSchema = z.union([
  z.strictObject({ challenge: z.string().min(1).max(400), code: totpCode }),
  z.strictObject({ challenge: z.string().min(1).max(400), recoveryCode }),
]);
export type OperatorCode = z.infer<typeof operatorCodeSchema>;

export const operatorEnrolSchema = z.strictObject({ challenge: z.string().min(1).max(400), code: totpCode });

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(operatorRoles),
  status: z.enum(['active', 'disabled']),
  twoFactorEnrolled: z.boolean(),
  /** The password is one someone else chose: the operator must choose their own before anything else. */
  passwordChangeRequired: z.boolean(),
  passwordChangedAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorSessionAnswerSchema = z.object({
  token: z.string(),
  operator: operatorSchema,
  permissions: z.array(z.enum(permissions)),
  /** Only right after enrolment: shown once, stored hashed. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type OperatorSessionAnswer = z.infer<typeof operatorSessionAnswerSchema>;

export const meAnswerSchema = z.object({
  data: z.object({ operator: operatorSchema, permissions: z.array(z.enum(permissions)) }),
});

/** Operators' passwords are longer than players' minimum: they open every player's data. */
export const operatorPasswordMinLength = 12;
export const operatorPasswordSchema = z
  .string()
  .min(operatorPasswordMinLength, `Use at least ${operatorPasswordMinLength} characters`)
  .max(256, 'Use at most 256 characters');

/** An operator's own password change; the new one must differ from the current one. */
export const operatorPasswordChangeSchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'Enter your current password').max(256),
    newPassword: operatorPasswordSchema,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from your current one',
  });
export type OperatorPasswordChange = z.infer<typeof operatorPasswordChangeSchema>;

const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
};

/** Players: one search box over id, public id, email, phone, username and name. */
export const playerSearchSchema = z.strictObject({
  q: z.string().trim().max(200).default(''),
  ...page,
});

export const playerListItemSchema = z.object({
  id: z.number().int(),
  uniqueId: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
  currencyCode: z.string(),
  /** Blocked by an operator (risk): cannot sign in. */
  blocked: z.boolean(),
  createdAt: z.string(),
});
export type PlayerListItem = z.infer<typeof playerListItemSchema>;

export const playerIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

export const playerDetailSchema = playerListItemSchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  kycStatus: z.string(),
  isEmailVerified: z.boolean(),
  tags: z.array(z.string()),
  blockedAt: z.string().nullable(),
  blockReason: z.string().nullable(),
  /** Minor units as decimal strings, with the currency's exponent. */
  balances: z.object({ real: z.string(), bonus: z.string(), exponent: z.number().int() }),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      ip: z.string().nullable(),
      country: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      endedAt: z.string().nullable(),
      endReason: z.string().nullable(),
    }),
  ),
  responsibleGaming: z.object({
    breakKind: z.string().nullable(),
    breakEndsAt: z.string().nullable(),
    betLimits: z.record(z.string(), z.unknown()),
    /** Support's raises and removals waiting for their time (24 hours). */
    betLimitsPending: z.record(z.string(), z.object({ amount: z.string().nullable(), from: z.string() })),
    sessionLimitMinutes: z.number().nullable(),
    realityCheckMinutes: z.number().nullable(),
    /** Whether support may change or remove bet and loss limits for this player (spec §6: their level). */
    limitChangeAllowed: z.boolean(),
    /** A break whose end has passed but is still recorded as running (its end job has not run). */
    expiredBreak: z.boolean(),
    /** Deposit limits per period, with what counts against them and any change waiting for its time. */
    depositLimits: z.array(depositLimitSchema),
  }),
  notes: z.array(
    z.object({ id: z.number().int(), operatorEmail: z.string(), text: z.string(), createdAt: z.string() }),
  ),
  /** The latest deposits and withdrawals (minor units as decimal strings, in their currency). */
  payments: z.array(
    z.object({
      id: z.string(),
      direction: z.enum(['deposit', 'withdrawal']),
      method: z.string(),
      amount: z.string(),
      currency: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Bonuses taken, newest first. */
  bonuses: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.string(),
      currency: z.string(),
      bonusAmount: z.string(),
      wageringRequired: z.string(),
      wagered: z.string(),
      activatedAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
      /** Why an operator or a rule ended it. */
      endReason: z.string().nullable(),
      /** Money being wagered, free spins (with how many are left and what they won), or cashback. */
      kind: z.enum(['money', 'free_spins', 'cashback']),
      freeSpins: z.object({ total: z.number(), left: z.number(), won: z.string() }).nullable(),
      /** Instant cashback: its percent, the net loss so far and what that earns while it runs. */
      cashback: z.object({ percent: z.number(), netLoss: z.string(), accrued: z.string() }).nullable(),
    }),
  ),
  /** The latest sign-in attempts, failed ones included. */
  signIns: z.array(
    z.object({
      createdAt: z.string(),
      ip: z.string().nullable(),
      country: z.string().nullable(),
      succeeded: z.boolean(),
    }),
  ),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

export const pageQuerySchema = z.strictObject(page);

/** Posting types the ledger can be filtered by. */
export const ledgerTypes = [
  'bet',
  'win',
  'rollback',
  'deposit',
  'withdrawal_lock',
  'withdrawal_release',
  'withdrawal_settle',
  'bonus_grant',
  'bonus_convert',
  'bonus_burn',
  'cashback',
  'rakeback',
  'level_reward',
  'race_prize',
  'referral_reward',
] as const;
export type LedgerType = (typeof ledgerTypes)[number];
export const ledgerQuerySchema = z.strictObject({ ...page, type: z.enum(ledgerTypes).optional() });

export const ledgerRowSchema = z.object({
  /** The posting's idempotency key. */
  id: z.string(),
  createdAt: z.string(),
  /** bet, win, rollback, deposit, withdrawal_lock, ..., bonus_burn */
  type: z.string(),
  status: z.string(),
  /** Minor units as decimal strings, with the currency's exponent. */
  amount: z.string(),
  cashBefore: z.string(),
  cashAfter: z.string(),
  bonusBefore: z.string(),
  bonusAfter: z.string(),
  currencyCode: z.string(),
  exponent: z.number().int(),
  reference: z.string().nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

export const roundRowSchema = z.object({
  id: z.number().int(),
  roundKey: z.string(),
  createdAt: z.string(),
  gameSlug: z.string(),
  gameName: z.string(),
  bet: z.string(),
  win: z.string(),
  currencyCode: z.string(),
  exponent: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type RoundRow = z.infer<typeof roundRowSchema>;

export const noteInputSchema = z.strictObject({ text: z.string().trim().min(1, 'Write the note').max(2000) });
export const blockInputSchema = z.strictObject({
  blocked: z.boolean(),
  reason: z.string().trim().min(3, 'Give a reason (3 characters or more)').max(500),
});
export const limitRemovalSchema = z.strictObject({
  kind: z.enum(betLimitKinds),
  /** What the player asked, in the operator's words (kept in the audit log). */
  note: z.string().trim().min(3, 'Say how the player asked (3 characters or more)').max(500),
});
/** Support changes a bet or loss limit at the player's request (spec §6: players of eligible levels). */
export const supportBetLimitSchema = z.strictObject({
  kind: z.enum(betLimitKinds),
  /** The new limit in minor units; null removes it. Tighter applies at once, looser after 24 hours. */
  amount: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'Enter a whole positive amount in minor units')
    .nullable(),
  note: z.string().trim().min(3, 'Say how the player asked (3 characters or more)').max(500),
});
export const supportDepositLimitSchema = z.strictObject({
  amount: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'Enter a whole positive amount in minor units')
    .nullable(),
  note: z.string().trim().min(3, 'Say how the player asked (3 characters or more)').max(500),
});
export const depositLimitPeriodParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive(),
  period: z.enum(['daily', 'weekly', 'monthly']),
});
/** What a support change did: the limit before, and whether the new one applies now or later. */
export const supportLimitChangeSchema = z.object({
  before: z.string().nullable(),
  applies: z.enum(['now', 'later', 'nothing']),
  from: z.string().nullable(),
});
export const breakLiftSchema = z.strictObject({
  note: z.string().trim().min(3, 'Say why (3 characters or more)').max(500),
});

/**
 * Markers of harm (issue 21): the job raises one when a player's signals of a kind pass its
 * threshold in 30 days: a limit used to 80% or more on 3 days, sessions of 6 hours or more on 2
 * days, withdrawals the player cancelled on 2 days. Open until an operator reviews it.
 */
export const harmMarkerKinds = ['limit-near', 'long-session', 'withdrawal-reversed'] as const;
export type HarmMarkerKind = (typeof harmMarkerKinds)[number];
export const harmMarkerSchema = z.object({
  id: z.number().int(),
  kind: z.enum(harmMarkerKinds),
  status: z.enum(['open', 'reviewed']),
  /** Signal days in the window and the latest signal's detail (which limit, how long, how many). */
  detail: z.record(z.string(), z.unknown()),
  raisedAt: z.string(),
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  note: z.string().nullable(),
  player: z.object({ id: z.number().int(), uniqueId: z.string(), email: z.string().nullable() }),
});
export type HarmMarker = z.infer<typeof harmMarkerSchema>;
export const harmMarkerQuerySchema = z.strictObject({
  ...page,
  status: z.enum(['open', 'reviewed', 'all']).default('open'),
  kind: z.enum(harmMarkerKinds).optional(),
  /** One player's markers (their page). */
  player: z.coerce.number().int().positive().optional(),
});
export const harmMarkerReviewSchema = z.strictObject({
  note: z.string().trim().min(3, 'Say what was done (3 characters or more)').max(1000),
});

export const tagParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive(),
  tag: z.string().min(1).max(32),
});
export const tagInputSchema = z.strictObject({
  tag: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,31}$/i, 'A tag is up to 32 letters, digits, - or _'),
});

/** Audit log filters; dates are inclusive days (UTC). */
export const auditQuerySchema = z.strictObject({
  ...page,
  operator: z.string().trim().max(254).optional(),
  action: z.string().trim().max(80).optional(),
  subject: z.string().trim().max(120).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.number().int().nullable(),
  operatorEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const operatorInviteSchema = z.strictObject({ email, role: z.enum(operatorRoles) });
/**
 * The invited (or reset) operator's first password: shown once to the owner, and good only for
 * signing in to choose their own.
 */
export const operatorInviteAnswerSchema = z.object({
  data: operatorSchema,
  temporaryPassword: z.string(),
});
export const operatorUpdateSchema = z
  .strictObject({ role: z.enum(operatorRoles).optional(), status: z.enum(['active', 'disabled']).optional() })
  .refine((value) => value.role !== undefined || value.status !== undefined, 'Change the role or the status');

export const listAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });
export const oneAnswer = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** The withdrawal queue (payments): one status at a time, oldest first. */
export const withdrawalQueueQuerySchema = z.strictObject({
  status: z
    .enum(['pending', 'processing', 'completed', 'declined', 'failed', 'cancelled'])
    .default('pending'),
  ...page,
});

export const withdrawalQueueItemSchema = z.object({
  id: z.string(),
  method: z.string(),
  /** Minor units as decimal strings, with the currency's exponent. */
  amount: z.string(),
  currency: z.string(),
  exponent: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  destination: z.string().nullable(),
  fee: z.string().nullable(),
  receiveAmount: z.string().nullable(),
  player: z.object({
    id: z.number().int(),
    uniqueId: z.string(),
    email: z.string().nullable(),
    kycStatus: z.string(),
  }),
  /** The player's risk facts beside the request. */
  facts: z.object({
    deposited: z.string(),
    withdrawn: z.string(),
    depositCount: z.number().int(),
    cashBalance: z.string(),
    activeBonus: z.boolean(),
  }),
});
export type WithdrawalQueueItem = z.infer<typeof withdrawalQueueItemSchema>;

export const withdrawalParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });
/** An operator cancels a player's active bonus (named, in case the page was stale) with a reason. */
export const bonusCancelInputSchema = z.strictObject({
  bonusId: z.uuid('Name the bonus by its id'),
  reason: z.string().trim().min(3, 'Give a reason (3 characters or more)').max(200),
});
export type BonusCancelInput = z.infer<typeof bonusCancelInputSchema>;

export const withdrawalRejectSchema = z.strictObject({
  reason: z.string().trim().min(3, 'Give the player a reason (3 characters or more)').max(200),
});

/** One currency's money over a UTC day (minor units as decimal strings). */
export const dashboardDaySchema = z.object({
  day: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
  /** Stakes less wins less rolled-back stakes. */
  ggr: z.string(),
  /** GGR less bonus money converted to cash. */
  ngr: z.string(),
  players: z.number().int(),
});

export const dashboardAnswerSchema = z.object({
  data: z.object({
    /** The UTC day "today" is. */
    today: z.string(),
    activePlayersToday: z.number().int(),
    pendingWithdrawals: z.number().int(),
    /** Per currency: today's figures and the last 14 days (oldest first, every day present). */
    currencies: z.array(
      z.object({
        currency: z.string(),
        exponent: z.number().int(),
        today: dashboardDaySchema,
        days: z.array(dashboardDaySchema),
      }),
    ),
  }),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'A country is a two-letter code (MT, DE, ...)');
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'A currency is a three-letter code (EUR, USD, ...)');
const minorAmount = z.string().regex(/^\d{1,18}$/, 'An amount is a whole number of minor units');
/** A game of the catalog by its slug ("book-of-gold"). */
const gameSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'A game is named by its slug, like book-of-gold');

/** A payment method as operators edit it (spec §3 payment method). */
export const paymentMethodAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  hidden: z.boolean(),
  withdrawalExist: z.boolean(),
  sortPriority: z.number().int(),
  allowedCountries: z.array(z.string()),
  restrictedCountries: z.array(z.string()),
  tagRestrictedCountries: z.record(z.string(), z.array(z.string())),
  allowedCurrencies: z.array(z.string()),
  restrictedCurrencies: z.array(z.string()),
  allowEmails: z.array(z.string()),
  allowTags: z.array(z.string()),
  /** Per currency, minor units as decimal strings. */
  limits: z.record(z.string(), z.object({ min: z.string(), max: z.string() })),
});
export type PaymentMethodAdmin = z.infer<typeof paymentMethodAdminSchema>;

export const paymentMethodUpdateSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(80),
    description: z.string().trim().max(500),
    isActive: z.boolean(),
    hidden: z.boolean(),
    sortPriority: z.number().int().min(-1000).max(1000),
    allowedCountries: z.array(countryCode).max(300),
    restrictedCountries: z.array(countryCode).max(300),
    tagRestrictedCountries: z.record(z.string().min(1).max(32), z.array(countryCode).max(300)),
    allowedCurrencies: z.array(currencyCode).max(200),
    restrictedCurrencies: z.array(currencyCode).max(200),
    allowEmails: z.array(z.string().trim().toLowerCase().email()).max(1000),
    allowTags: z.array(z.string().min(1).max(32)).max(100),
    limits: z
      .record(currencyCode, z.object({ min: minorAmount, max: minorAmount }))
      .refine(
        (limits) => Object.values(limits).every(({ min, max }) => BigInt(min) <= BigInt(max)),
        'Each currency’s minimum must not be above its maximum',
      ),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Change at least one field');
export type PaymentMethodUpdate = z.infer<typeof paymentMethodUpdateSchema>;

/** Settings: the changed fields only, each checked by the app settings' own schema. */
export const settingsUpdateSchema = appSettingsSchema
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Change at least one setting');
export const settingsAnswerSchema = z.object({ data: appSettingsSchema });
export const settingsUpdateAnswerSchema = z.object({ data: appSettingsSchema, changed: z.array(z.string()) });

/** The kinds of offer operators create: every kind of spec §3. */
export const editableBonusTypes = ['deposit', 'no_deposit', 'freespins', 'instant_cashback'] as const;

/** A bonus offer as operators edit it (amounts per currency in minor units). */
export const bonusOfferAdminSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  /** Fixed at creation. */
  type: z.enum(bonusTypes),
  title: z.string(),
  description: z.string(),
  /** The match in basis points of the deposit: 10000 = 100%. */
  matchBp: z.number().int(),
  maxBonus: z.record(z.string(), z.string()),
  minDeposit: z.record(z.string(), z.string()),
  wageringMultiplier: z.number().int(),
  /** Only for the player's n-th deposit; null: any deposit. */
  depositNumber: z.number().int().nullable(),
  validDays: z.number().int(),
  isActive: z.boolean(),
  sortPriority: z.number().int(),
  /** The promotion's banner words and full terms (the /promotions card). */
  bannerTitle: z.string(),
  terms: z.string(),
  /** Shown and taken only from `startsAt` until `endsAt` (ISO times; null: no bound). */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** ISO days of week (1 Monday … 7 Sunday) it runs on; empty: every day. */
  daysOfWeek: z.array(z.number().int()),
  /** Calendar days ("2026-12-24", the player's time zone) it may be taken on; empty: any day. */
  dates: z.array(z.string()),
  /** Countries ("MT") or subdivisions ("CA-ON") it is shown in; empty: everywhere. */
  countries: z.array(z.string()),
  /** Languages ("en", "pt-BR") it is shown in; empty: all. */
  languages: z.array(z.string()),
  /** Only players with one of these tags see and take it; empty: everyone. */
  tags: z.array(z.string()),
  /** A no-deposit offer's amount per currency. */
  bonusAmount: z.record(z.string(), z.string()),
  /** Who may take a no-deposit offer: at most this many players, again after this many days, verified, newly registered. */
  maxParticipants: z.number().int().nullable(),
  retryDays: z.number().int().nullable(),
  requiresEmailVerification: z.boolean(),
  registeredWithinDays: z.number().int().nullable(),
  /** Granted only by a coupon: not on the promotions page. */
  couponOnly: z.boolean(),
  /** Only after this many deposits (null: anyone); one player per network (IPv4 /24). */
  minDeposits: z.number().int().nullable(),
  onePerNetwork: z.boolean(),
  /** Wagering rules: the largest bet and the most that converts, per currency; excluded games; weights. */
  maxBet: z.record(z.string(), z.string()),
  maxWin: z.record(z.string(), z.string()),
  /** Below this bonus balance per currency, while still wagering, a bonus is lost. */
  minBalance: z.record(z.string(), z.string()),
  excludedGames: z.array(z.string()),
  gameWeights: z.record(z.string(), z.number().int()),
  wageringType: z.enum(wageringTypes),
  /** A free-spins offer's game, number of spins and stake per currency. */
  freeSpinsGame: z.string().nullable(),
  freeSpinsCount: z.number().int().nullable(),
  freeSpinStake: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type BonusOfferAdmin = z.infer<typeof bonusOfferAdminSchema>;

/**
 * What an offer has done (issue 18: participants, cost, conversion): players who took it, bonuses
 * taken and completed (wagered into cash), and per currency the bonus money granted (its cost) and
 * what of it became cash.
 */
export const bonusOfferStatsSchema = z.object({
  players: z.number().int(),
  taken: z.number().int(),
  completed: z.number().int(),
  granted: z.record(z.string(), z.string()),
  converted: z.record(z.string(), z.string()),
});
export type BonusOfferStats = z.infer<typeof bonusOfferStatsSchema>;

/** An offer in the operators' list: the offer and what it has done. */
export const bonusOfferListItemSchema = bonusOfferAdminSchema.extend({ stats: bonusOfferStatsSchema });
export type BonusOfferListItem = z.infer<typeof bonusOfferListItemSchema>;

const offerTime = z.iso
  .datetime({ offset: true, message: 'Give a date and time like 2026-12-01T00:00:00Z' })
  .nullable();
const promotionTargeting = {
  bannerTitle: z.string().trim().max(80, 'Use at most 80 characters'),
  terms: z.string().trim().max(4000, 'Use at most 4000 characters'),
  startsAt: offerTime,
  endsAt: offerTime,
  daysOfWeek: z
    .array(
      z
        .number()
        .int()
        .min(1, 'Days are 1 (Monday) to 7 (Sunday)')
        .max(7, 'Days are 1 (Monday) to 7 (Sunday)'),
    )
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Name each day once'),
  dates: z
    .array(z.iso.date({ message: 'A date is written 2026-12-24' }))
    .max(366, 'At most 366 dates')
    .refine((dates) => new Set(dates).size === dates.length, 'Name each date once'),
  countries: z
    .array(z.string().regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, 'A country is MT, or a subdivision CA-ON'))
    .max(300),
  languages: z.array(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'A language is en, or pt-BR')).max(50),
  tags: z
    // as players' tags are kept: lower-case
    .array(
      z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'A tag is up to 32 lower-case letters, digits, - or _'),
    )
    .max(100)
    .refine((tags) => new Set(tags).size === tags.length, 'Name each tag once'),
  bonusAmount: z.record(currencyCode, minorAmount),
  maxParticipants: z.number().int().min(1, 'At least 1 player').max(10_000_000).nullable(),
  retryDays: z.number().int().min(1, 'At least 1 day').max(3650).nullable(),
  requiresEmailVerification: z.boolean(),
  registeredWithinDays: z.number().int().min(1, 'At least 1 day').max(3650).nullable(),
  couponOnly: z.boolean(),
  minDeposits: z.number().int().min(1, 'At least 1 deposit').max(1000).nullable(),
  onePerNetwork: z.boolean(),
  maxBet: z.record(currencyCode, minorAmount),
  maxWin: z.record(currencyCode, minorAmount),
  minBalance: z.record(currencyCode, minorAmount),
  excludedGames: z.array(gameSlug).max(500),
  gameWeights: z
    .record(gameSlug, z.number().int().min(0, 'From 0 to 100%').max(100, 'From 0 to 100%'))
    .refine((weights) => Object.keys(weights).length <= 500, 'At most 500 games'),
  wageringType: z.enum(wageringTypes),
  freeSpinsGame: gameSlug.nullable(),
  freeSpinsCount: z.number().int().min(1, 'At least 1 spin').max(1000, 'At most 1000 spins').nullable(),
  freeSpinStake: z.record(currencyCode, minorAmount),
};

/** A validity window must end after it starts. */
const windowInOrder = (value: { startsAt?: string | null | undefined; endsAt?: string | null | undefined }) =>
  !value.startsAt || !value.endsAt || Date.parse(value.startsAt) < Date.parse(value.endsAt);
const windowMessage = { path: ['endsAt'], message: 'The end must be after the start' };

const bonusOfferFields = {
  title: z.string().trim().min(1, 'Give the offer a title').max(80),
  description: z.string().trim().max(500),
  /** A deposit offer's match; the server asks for at least 1% of a deposit offer. */
  matchBp: z.number().int().min(0).max(100_000, 'At most 1000%'),
  /** A deposit offer's largest bonus; the server asks for one currency at least. */
  maxBonus: z.record(currencyCode, minorAmount),
  minDeposit: z.record(currencyCode, minorAmount),
  wageringMultiplier: z.number().int().min(0).max(200),
  depositNumber: z.number().int().min(1).max(100).nullable(),
  validDays: z.number().int().min(1).max(365),
  isActive: z.boolean(),
  sortPriority: z.number().int().min(-1000).max(1000),
};

export const bonusOfferCreateSchema = z
  .strictObject({
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'A key is 2 to 40 lower-case letters, digits or dashes'),
    ...bonusOfferFields,
    bannerTitle: promotionTargeting.bannerTitle.default(''),
    terms: promotionTargeting.terms.default(''),
    startsAt: promotionTargeting.startsAt.default(null),
    endsAt: promotionTargeting.endsAt.default(null),
    daysOfWeek: promotionTargeting.daysOfWeek.default([]),
    dates: promotionTargeting.dates.default([]),
    countries: promotionTargeting.countries.default([]),
    languages: promotionTargeting.languages.default([]),
    tags: promotionTargeting.tags.default([]),
    type: z.enum(editableBonusTypes).default('deposit'),
    bonusAmount: promotionTargeting.bonusAmount.default({}),
    maxParticipants: promotionTargeting.maxParticipants.default(null),
    retryDays: promotionTargeting.retryDays.default(null),
    requiresEmailVerification: promotionTargeting.requiresEmailVerification.default(false),
    registeredWithinDays: promotionTargeting.registeredWithinDays.default(null),
    couponOnly: promotionTargeting.couponOnly.default(false),
    minDeposits: promotionTargeting.minDeposits.default(null),
    onePerNetwork: promotionTargeting.onePerNetwork.default(false),
    maxBet: promotionTargeting.maxBet.default({}),
    maxWin: promotionTargeting.maxWin.default({}),
    minBalance: promotionTargeting.minBalance.default({}),
    excludedGames: promotionTargeting.excludedGames.default([]),
    gameWeights: promotionTargeting.gameWeights.default({}),
    wageringType: promotionTargeting.wageringType.default('REAL_TO_FUN'),
    freeSpinsGame: promotionTargeting.freeSpinsGame.default(null),
    freeSpinsCount: promotionTargeting.freeSpinsCount.default(null),
    freeSpinStake: promotionTargeting.freeSpinStake.default({}),
  })
  .refine(windowInOrder, windowMessage);
export type BonusOfferCreate = z.infer<typeof bonusOfferCreateSchema>;

export const bonusOfferUpdateSchema = z
  .strictObject({ ...bonusOfferFields, ...promotionTargeting })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Change at least one field')
  .refine(windowInOrder, windowMessage);
export type BonusOfferUpdate = z.infer<typeof bonusOfferUpdateSchema>;

/** A coupon as operators see it: the offer it grants, how often it was used, where and when it works. */
export const couponAdminSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  offerId: z.number().int(),
  offerTitle: z.string(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  countries: z.array(z.string()),
  currencies: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type CouponAdmin = z.infer<typeof couponAdminSchema>;

const couponFields = {
  maxUses: z.number().int().min(1, 'At least 1 use').max(10_000_000).nullable(),
  startsAt: offerTime,
  endsAt: offerTime,
  countries: promotionTargeting.countries,
  currencies: z.array(currencyCode).max(100),
  isActive: z.boolean(),
};

/** A new coupon: its code (3 to 32 letters, digits or dashes; stored upper-case) and the offer it grants. */
export const couponCreateSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{3,32}$/, 'A code is 3 to 32 letters, digits or dashes')
      .transform((value) => value.toUpperCase()),
    offerId: z.number().int().positive('Choose the bonus it grants'),
    maxUses: couponFields.maxUses.default(null),
    startsAt: couponFields.startsAt.default(null),
    endsAt: couponFields.endsAt.default(null),
    countries: couponFields.countries.default([]),
    currencies: couponFields.currencies.default([]),
    isActive: couponFields.isActive.default(true),
  })
  .refine(windowInOrder, windowMessage);
export type CouponCreate = z.infer<typeof couponCreateSchema>;

export const couponUpdateSchema = z
  .strictObject(couponFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Change at least one field')
  .refine(windowInOrder, windowMessage);
export type CouponUpdate = z.infer<typeof couponUpdateSchema>;

/** Basis points, 0 to 10000 (100%). */
const basisPoints = z
  .number({ error: 'Give a share in basis points' })
  .int('Whole basis points only')
  .min(0, 'A share cannot be negative')
  .max(10_000, 'A share is at most 100%');

/**
 * The rakeback calendar's terms (issue 19): the flat share of net gaming revenue paid back, the
 * share per loyalty level that overrides it (level number → basis points), whether bonus money's
 * play counts, and the themes whose sites hide the accumulator card.
 */
export const rakebackSettingsAdminSchema = z.object({
  percentBp: z.number().int(),
  levelPercentBp: z.record(z.string(), z.number().int()),
  includeBonusMoney: z.boolean(),
  hiddenThemes: z.array(z.enum(themes)),
  updatedAt: z.string(),
});
export type RakebackSettingsAdmin = z.infer<typeof rakebackSettingsAdminSchema>;

export const rakebackSettingsUpdateSchema = z
  .strictObject({
    percentBp: basisPoints,
    levelPercentBp: z
      .record(z.string().regex(/^[1-9]\d{0,2}$/, 'A loyalty level is a number from 1 to 999'), basisPoints)
      .refine((levels) => Object.keys(levels).length <= 100, 'At most 100 levels'),
    includeBonusMoney: z.boolean(),
    hiddenThemes: z
      .array(z.enum(themes))
      .refine((list) => new Set(list).size === list.length, 'Name each theme once'),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Change at least one field');
export type RakebackSettingsUpdate = z.infer<typeof rakebackSettingsUpdateSchema>;

/** A player's rakeback calendar as operators see it: taking part or not, where, and the latest days. */
export const playerRakebackSchema = z.object({
  status: z.enum(rakebackStatuses),
  timeZone: z.string().nullable(),
  optedOutAt: z.string().nullable(),
  /** The running day: its date, when it ends, its net gaming revenue and share so far (minor units). */
  openDay: z
    .object({
      dayDate: z.string(),
      endsAt: z.string(),
      ngr: z.string(),
      amount: z.string(),
      currency: z.string(),
    })
    .nullable(),
  exponent: z.number().int(),
  /** The latest closed days, newest first (at most 60). */
  days: z.array(rakebackDaySchema),
});
export type PlayerRakeback = z.infer<typeof playerRakebackSchema>;
