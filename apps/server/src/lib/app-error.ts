import type { ErrorCode } from '@casino/contracts';

/** The one error type of the server: a stable code from contracts and a message safe to show. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
  }
}

/** HTTP status of each code; anything not listed is a 400 (a rule the request broke). */
const statusByCode: Partial<Record<ErrorCode, number>> = {
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  LOCALE_NOT_FOUND: 404,
  GAME_NOT_FOUND: 404,
  DOCUMENT_NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  TOO_MANY_ATTEMPTS: 429,
  EMAIL_TAKEN: 409,
  PHONE_TAKEN: 409,
  USERNAME_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ACCOUNT_BLOCKED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

export function statusForCode(code: ErrorCode): number {
  return statusByCode[code] ?? 400;
}
