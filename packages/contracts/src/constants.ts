// Values the browser's first download may need (the lobby, the shell), apart from the zod schemas:
// importing a schema module brings zod and, for accounts, the phone number metadata with it. The
// schema modules import these from here; everything is also exported through index.ts.

/** Readable messages of spec §5; the server returns them and the forms show them. */
export const validationMessages = {
  required: 'Required',
  invalidFormat: 'Invalid format',
  numberTooLong: 'Number is too long',
  numberTooShort: 'Number is too short',
  invalidCountry: 'Invalid country code',
  invalidDob: 'Please check your Date of Birth is correct',
  tooYoung: 'You must be at least 18 years old',
  passwordsMustMatch: 'Passwords must match',
  currentPasswordRequired: 'Current password is required',
  checkFields: 'Please check fields with errors',
  passwordHint: 'At least 6 symbols + 1 special character',
  termsRequired: 'Please confirm you are over 18 and accept the Terms and Privacy Policy',
} as const;

/** Reasons a session ends (spec §3 "Session termination record"). */
export const sessionTerminationReasons = [
  'USER_INITIATED',
  'USER_INACTIVITY_TIMEOUT',
  'SESSION_EXPIRED',
  'ACCOUNT_LOCKED',
  'SECURITY_LOGOUT',
  'CONCURRENT_SESSION',
  'SYSTEM_MAINTENANCE',
  /** The player froze their account (responsible gaming): every session ends. */
  'ACCOUNT_FROZEN',
  /** The session reached the player's own session time limit (responsible gaming). */
  'SESSION_TIME_LIMIT',
] as const;
export type SessionTerminationReason = (typeof sessionTerminationReasons)[number];

/** Reasons a client may give; the others (ACCOUNT_LOCKED, SECURITY_LOGOUT, ...) are the server's to record. */
export const clientLogoutReasons = [
  'USER_INITIATED',
  'USER_INACTIVITY_TIMEOUT',
  'SESSION_TIME_LIMIT',
] as const satisfies readonly SessionTerminationReason[];

/** Locales of spec §3 "Locales"; `en` is the default (spec §9). */
export const supportedLocales = [
  'ru',
  'ps',
  'ar',
  'en',
  'du',
  'fr',
  'sr',
  'bs',
  'bg',
  'cn',
  'ja',
  'ms',
  'gr',
  'tr',
  'cz',
  'sk',
  'hi',
  'sw',
  'hu',
  'id',
  'fa',
  'it',
  'ko',
  'mt',
  'mu',
  'ro',
  'th',
  'vi',
  'pl',
  'pt',
  'es',
  'sl',
  'de',
  'da',
  'fi',
  'no',
  'el',
] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'en';

/** Lobby categories (spec §1): each is a rule over the catalog, so a new game lands in them by itself. */
export const gameCategorySlugs = ['slots', 'live-casino', 'popular', 'new', 'bonus-buy'] as const;
export type GameCategorySlug = (typeof gameCategorySlugs)[number];

/** Sorts of spec §3; `popular` is rounds played. */
export const gameSorts = [
  'popular',
  'releaseDate',
  'name',
  'returnToPlayer',
  'maxMultiplier',
  'minBet',
  'maxBet',
] as const;
export type GameSort = (typeof gameSorts)[number];

/**
 * Top-wins tables (issue 5). mine: the player's latest wins; all: everyone's latest wins;
 * high-rollers: latest wins on a stake of at least the currency's high-roller bet;
 * multipliers (Multiplier Madness): the biggest multipliers of the last days, at least `bigWinMultiplier`.
 */
export const winTables = ['mine', 'all', 'high-rollers', 'multipliers'] as const;
export type WinTable = (typeof winTables)[number];

/** A win counts for Multiplier Madness from this many times its stake. */
export const bigWinMultiplier = 10;
/** Days of wins High Rollers and Multiplier Madness look back. */
export const winTableDays = 7;
/** Rows of a top-wins table. */
export const winTableSize = 20;

/** Placeholder birth date of accounts created without one (spec §5); shown as 18 years ago. */
export const placeholderDateOfBirth = '1900-01-01';

/** Days ahead the bonus calendar shows a bonus's title (spec §9 "preview 7 days"). */
export const bonusCalendarPreviewDays = 7;
/** The rakeback calendar's days (spec §9: 28) and its preview's (7). */
export const rakebackCalendarDays = 28;
export const rakebackPreviewDays = 7;
/** Spec §9: a signed-out visitor's demo calendar shows amounts from 1 to 1000 with 2 decimals. */
export const rakebackDemoAmount = { min: 1, max: 1000, decimals: 2 } as const;
