import type { HttpError } from '@refinedev/core';
import { endSession, notifyForbidden, readToken } from './session.ts';

/** Where every back-office route lives. */
export const apiBase = '/api/backoffice';

/** The server's error answer: `{ errorCode, message, fields? }`. */
type ErrorBody = { errorCode?: unknown; message?: unknown; fields?: unknown };

/**
 * A failed API call, shaped as refine's HttpError (statusCode, message, errors) so refine hooks hand
 * it back unchanged, plus the server's stable `errorCode` and per-field messages.
 */
export class ApiError extends Error implements HttpError {
  readonly statusCode: number;
  readonly errorCode: string;
  readonly fields: Record<string, string>;
  readonly errors: Record<string, string>;

  constructor(options: {
    statusCode: number;
    errorCode: string;
    message: string;
    fields?: Record<string, string>;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.statusCode = options.statusCode;
    this.errorCode = options.errorCode;
    this.fields = options.fields ?? {};
    this.errors = this.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** HTTP status of any error a hook may hand back (0 when there was no answer). */
export function statusOf(error: unknown): number {
  if (isApiError(error)) return error.statusCode;
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const status = (error as { statusCode: unknown }).statusCode;
    if (typeof status === 'number') return status;
  }
  return 0;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** `?a=1&b=x` of the values that are set; empty strings are left out like absent filters. */
export function toSearch(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Sign-in steps carry no token, and their 401s mean a wrong password or code, not an ended session. */
  anonymous?: boolean;
  /** A token other than the stored one (signing out sends the token it has just forgotten). */
  bearer?: string;
};

function url(path: string, query?: Query): string {
  const full = path.startsWith('/api/') ? path : `${apiBase}/${path.replace(/^\/+/, '')}`;
  return `${full}${toSearch(query)}`;
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, query, signal, anonymous = false, bearer } = options;
  const headers: Record<string, string> = { accept };
  const token = anonymous ? null : (bearer ?? readToken());
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({
      statusCode: 0,
      errorCode: 'NETWORK_ERROR',
      message: 'The server could not be reached. Check your connection and try again.',
    });
  }

  if (response.ok) return response;
  const error = await readError(response);
  // a refused token ends the session everywhere at once, whichever call noticed first
  if (response.status === 401 && token) endSession();
  if (response.status === 403 && token) notifyForbidden();
  throw error;
}

async function readError(response: Response): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // not JSON (a proxy's error page): fall back to the status
  }
  const fields =
    typeof body.fields === 'object' && body.fields !== null
      ? Object.fromEntries(
          Object.entries(body.fields as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
        )
      : undefined;
  return new ApiError({
    statusCode: response.status,
    errorCode: typeof body.errorCode === 'string' ? body.errorCode : `HTTP_${response.status}`,
    message:
      typeof body.message === 'string' && body.message ? body.message : fallbackMessage(response.status),
    fields,
  });
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'Your session has ended. Sign in again.';
  if (status === 403) return 'You do not have permission for this page';
  if (status === 404) return 'Not found';
  if (status === 429) return 'Too many attempts. Wait a few minutes and try again.';
  if (status >= 500) return 'The server had a problem. Try again in a moment.';
  return `The request failed (${status})`;
}

/** A JSON call to the back-office API. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A file from the back-office API (CSV exports, KYC documents), fetched with the bearer token. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, 'text/csv, application/octet-stream;q=0.9, */*;q=0.1');
  return response.blob();
}
