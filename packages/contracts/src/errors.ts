/** Stable error codes returned in `errorCode` by every failing API call (spec §8 plus platform codes). */
export const errorCodes = [
  // platform
  'VALIDATION_ERROR',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'LOCALE_NOT_FOUND',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  // accounts
  'EMAIL_TAKEN',
  'PHONE_TAKEN',
  'USERNAME_TAKEN',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'FIELD_LOCKED',
  'INVALID_LINK',
  'LINK_EXPIRED',
  'WRONG_PASSWORD',
  'SELF_EXCLUDED',
  'COUNTRY_BLOCKED',
  'ACCOUNT_BLOCKED',
  // back-office
  'PASSWORD_CHANGE_REQUIRED',
  // responsible gaming
  'ACCOUNT_FROZEN',
  'LIMIT_ALREADY_ACTIVE',
  'INVALID_PERIOD',
  'BET_LIMIT_CHANGE_LOCKED',
  'MAX_BET_LIMIT_REACHED',
  'DAILY_BET_LIMIT_REACHED',
  'WEEKLY_BET_LIMIT_REACHED',
  'MONTHLY_BET_LIMIT_REACHED',
  'DAILY_LOSS_LIMIT_REACHED',
  'WEEKLY_LOSS_LIMIT_REACHED',
  'MONTHLY_LOSS_LIMIT_REACHED',
  // wallet
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'BET_NOT_FOUND',
  'BET_ROLLED_BACK',
  'BET_SETTLED',
  'INVALID_AMOUNT',
  'WALLET_CURRENCY_MISMATCH',
  'WITHDRAWAL_NOT_FOUND',
  'WITHDRAWAL_NOT_ALLOWED',
  'WITHDRAWAL_IN_PROGRESS',
  'WITHDRAWAL_CALCULATION_ERROR',
  // games
  'GAME_NOT_FOUND',
  // spec §8 bonus activation codes
  'ACTIVE_BONUS',
  'DEPOSITS_NUMBER',
  'BONUS_NOT_FOUND',
  'REGISTRATION_BONUS',
  'MAXIMUM_PARTICIPANTS',
  'RETRY_PERIOD',
  'VALID_ON_DAYS',
  'START_TIME_ERROR',
  'END_TIME_ERROR',
  'ACTIVE_FREE_SPINS',
  'DEPOSITS_NUMBER2',
  'CANCELLED',
  'BONUS_FRAUD',
  'DAYS_VALID',
  'NO_CASHBACK',
  'CASHBACK_NEED_DEPOSIT',
  'ADD_TO_CALENDAR',
  // bonus wagering rules (spec §8 "game not bonus-eligible with active bonus", "bonus bet limit")
  'BONUS_GAME_NOT_ELIGIBLE',
  'BONUS_BET_LIMIT',
  // coupons (spec §2, §5: not applied / redeemed)
  'COUPON_NOT_FOUND',
  'COUPON_REDEEMED',
  // spec §8 deposit codes
  'GLOBAL_ERROR',
  'DEPOSIT_COUNTRY_BLOCK',
  'REQUIRED_EMAIL_VERIFICATION',
  'PAYMENT_LIMIT_THRESHOLD',
  'TRANSACTION_FAILED',
  'AMOUNT_BELOW_ZERO',
  'UNIFIED_ERROR',
  'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
  'PROVIDER_ERROR',
  'PHONE_ERROR',
  'PAYMENT_SERVICE_ERROR',
  // rakeback calendar (spec §4, §6, §8)
  'RAKEBACK_NEED_DEPOSIT',
  'RAKEBACK_NOTHING_TO_CLAIM',
  'RAKEBACK_NOT_YET',
  'RAKEBACK_CLAIM_CLOSED',
  // loyalty
  'LOYALTY_LEVEL_UNKNOWN',
  'WITHDRAWAL_LEVEL_LIMIT',
  // races
  'RACE_CLOSED',
  'RACE_CURRENCY',
  'RACE_STARTED',
  'RACE_FINISHED',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** Body of every non-2xx API response (spec §7: errors carry a stable code and a readable message). */
export type ApiErrorBody = {
  errorCode: ErrorCode;
  message: string;
  /** Field-level problems for VALIDATION_ERROR: path → message. */
  fields?: Record<string, string>;
};
