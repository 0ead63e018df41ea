import { betLimitChangeLockedMessage } from '@casino/contracts/responsible-gaming';

/** The parts of a failed call this reads (ApiError carries them). */
export type LimitFailure = {
  status?: number;
  errorCode?: string;
  message?: string;
  fields?: Record<string, string>;
};

/**
 * What a limit form shows for a refused change: a translation key (or the server's own words,
 * `text`) for the alert, the fields' messages as the server wrote them, and whether the limits shown
 * are stale (the bet limits were changed elsewhere within the hour).
 */
export type LimitErrorView = {
  key: string | null;
  text: string | null;
  fields: Record<string, string>;
  refresh: boolean;
};

/**
 * Maps the server's answer to a limit form: BET_LIMIT_CHANGE_LOCKED in the spec's words,
 * VALIDATION_ERROR under its fields, RATE_LIMITED; a server failure or a lost connection says
 * `fallbackKey` ("… could not be saved. Please try again.").
 */
export function describeLimitError(
  error: LimitFailure | null | undefined,
  fallbackKey: string,
): LimitErrorView {
  const fields = { ...(error?.fields ?? {}) };
  const view = (key: string | null, text: string | null = null, refresh = false): LimitErrorView => ({
    key,
    text,
    fields,
    refresh,
  });
  const serverText = error?.message?.trim() ? error.message.trim() : null;
  if (!error?.errorCode || error.status === undefined || error.status >= 500) return view(fallbackKey);
  switch (error.errorCode) {
    case 'BET_LIMIT_CHANGE_LOCKED':
      return view(null, serverText ?? betLimitChangeLockedMessage, true);
    case 'VALIDATION_ERROR':
      return Object.keys(fields).length > 0
        ? view('responsibleGaming.limits.errors.checkFields')
        : view(serverText ? null : fallbackKey, serverText);
    case 'RATE_LIMITED':
      return view('responsibleGaming.errors.rateLimited');
    default:
      return view(serverText ? null : fallbackKey, serverText);
  }
}
