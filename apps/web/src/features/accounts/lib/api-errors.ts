import { ApiError } from '../../../lib/api-client';
import { translateMessage } from './validation-messages';

type Translate = (key: string, values?: Record<string, unknown>) => string;

const codeKeys: Record<string, string> = {
  INVALID_CREDENTIALS: 'accounts.error.invalidCredentials',
  TOO_MANY_ATTEMPTS: 'accounts.error.tooManyAttempts',
  RATE_LIMITED: 'accounts.error.rateLimited',
  SELF_EXCLUDED: 'accounts.error.selfExcluded',
  ACCOUNT_BLOCKED: 'accounts.error.accountBlocked',
  COUNTRY_BLOCKED: 'accounts.error.countryBlocked',
  INVALID_LINK: 'accounts.reset.invalidLink',
  LINK_EXPIRED: 'accounts.reset.linkExpired',
};

/**
 * Codes whose server message says more than a fixed text can (a frozen account's message names the
 * day it may sign in again): the server's words first, the key only when it sent none.
 */
const serverWordedKeys: Record<string, string> = {
  ACCOUNT_FROZEN: 'accounts.error.accountFrozen',
};

/**
 * What to tell the player about a failed call: the known codes in their language, otherwise the
 * server's readable message, and for a network failure or timeout the generic "try again".
 */
export function apiErrorMessage(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('accounts.error.generic');
  const worded = serverWordedKeys[error.errorCode];
  if (worded) return error.status < 500 && error.message.trim() ? error.message : t(worded);
  const key = codeKeys[error.errorCode];
  if (key) return t(key);
  if (error.status >= 500 || error.message.trim() === '') return t('accounts.error.generic');
  return translateMessage(t, error.message);
}

/** Field messages a 400 carried (`fields`: path → message), translated. */
export function apiFieldErrors(t: Translate, error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const fields: Partial<Record<string, string>> = {};
  for (const [name, message] of Object.entries(error.fields)) fields[name] = translateMessage(t, message);
  return fields;
}
