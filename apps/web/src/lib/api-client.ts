import type { ApiErrorBody } from '@casino/contracts';
import { timing } from '@casino/contracts/validations';
import type { z } from 'zod';
import { takeBootAnswer } from './boot';
import { type CookieOptions, getCookie, removeCookie, setCookie } from './cookies';

/** A failed API call: the server's stable error code and readable message (spec §7). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: Partial<ApiErrorBody>) {
    super(body.message ?? 'Something went wrong');
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = body.errorCode ?? 'GLOBAL_ERROR';
    this.fields = body.fields;
  }
}

const accessTokenKey = 'accessToken';
/** The access-token cookie of spec §9: 30 days, SameSite=Lax, Secure, path /. */
const accessTokenCookie = {
  name: 'accessToken',
  options: {
    maxAgeSeconds: timing.accessTokenCookieMaxAgeSeconds,
    path: '/',
    sameSite: 'Lax',
    secure: true,
  } satisfies CookieOptions,
};

/** Window event announcing that the stored access token changed in this tab. */
export const sessionChangeEvent = 'casino:session-change';

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(accessTokenKey);
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(accessTokenKey, token);
    else localStorage.removeItem(accessTokenKey);
  } catch {
    // storage unavailable (private mode): the cookie still carries the session
  }
}

/**
 * The player's access token. It lives in local storage and in the `accessToken` cookie (spec §9);
 * when one of the two is missing (cookie expired, storage cleared) it is restored from the other.
 */
export function getAccessToken(): string | null {
  // every request and every signed-in check of a render asks; reading document.cookie is a
  // synchronous round trip to the browser process, so one read serves for a moment
  const now = performance.now();
  if (lastTokenRead && now - lastTokenRead.at < tokenReadReuseMs) return lastTokenRead.token;
  const token = readAccessToken();
  lastTokenRead = { token, at: now };
  return token;
}

/**
 * How long one read of the two stores is reused. This tab's changes go through setAccessToken or
 * announce themselves with the session-change event, other tabs' arrive as storage events, and each
 * drops it; only a cookie expiring by itself is noticed up to this late.
 */
const tokenReadReuseMs = 1000;
let lastTokenRead: { token: string | null; at: number } | null = null;

if (typeof window !== 'undefined') {
  const forget = () => {
    lastTokenRead = null;
  };
  // registered as this module loads, so before any listener that reads the token on these events
  window.addEventListener('storage', forget);
  window.addEventListener(sessionChangeEvent, forget);
}

function readAccessToken(): string | null {
  const stored = readStoredToken();
  const cookie = getCookie(accessTokenCookie.name) || null;
  const token = stored ?? cookie;
  if (token && stored === null) writeStoredToken(token);
  if (token && cookie !== token) setCookie(accessTokenCookie.name, token, accessTokenCookie.options);
  return token;
}

/** Stores (or with null removes) the token in both places and announces the change. */
export function setAccessToken(token: string | null): void {
  lastTokenRead = null;
  writeStoredToken(token);
  if (token) setCookie(accessTokenCookie.name, token, accessTokenCookie.options);
  else
    removeCookie(accessTokenCookie.name, {
      path: accessTokenCookie.options.path,
      sameSite: 'Lax',
      secure: true,
    });
  window.dispatchEvent(new Event(sessionChangeEvent));
}

/**
 * What the server answers for a contract's response schema. The lobby's reads name their answer by
 * this type instead of passing the schema: the server already sends every answer through its
 * response schema, and importing a schema object would bring zod (and, for the accounts contracts,
 * the phone number metadata) into the lobby's first download. Pages off the lobby's path, which
 * load zod for their forms anyway, may still pass `schema` to check an answer again.
 */
export type Answer<Schema extends z.ZodType> = z.output<Schema>;

/**
 * A 403 answer: the session the request spoke for is over. While it is still this tab's session,
 * the token goes and the login modal opens. When the tab has moved on since the request left (it
 * signed out, say for inactivity, and shows why, or signed in again), the answer is about a session
 * that is gone already and changes nothing; so is one to a request that carried no session (a
 * timer's read that left just after a sign-out). Returns the error for the caller to throw.
 */
export function sessionRefused(tokenSent: string | null): ApiError {
  if (tokenSent !== null && getAccessToken() === tokenSent) {
    setAccessToken(null);
    window.location.assign('/?modal=login');
  }
  return new ApiError(403, { errorCode: 'FORBIDDEN', message: 'Your session has ended' });
}

/** A 4xx answer: the server understood the request and said no, so asking again changes nothing. */
export function refusedByServer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** The request outlives the page (sent as the visitor leaves); a small body only. */
  keepalive?: boolean;
};

/**
 * One way to call the API (spec §7): JSON, 15 s timeout, bearer + second authorization header when
 * signed in; 200 is parsed, 403 clears the session and opens the login modal, anything else throws
 * an ApiError carrying the server's body.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, signal, keepalive } = options;
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  // the page may carry this read's answer already (the opened page's first reads, lib/boot.ts)
  const carried = method === 'GET' ? takeBootAnswer(url) : undefined;
  if (carried !== undefined) return schema ? schema.parse(carried) : (carried as T);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = getAccessToken();
  if (token) {
    headers.authorization = `Bearer ${token}`;
    headers['x-authorization'] = `Bearer ${token}`;
  }
  const timeout = AbortSignal.timeout(timing.requestTimeoutMs);
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    credentials: 'same-origin',
    keepalive,
  });
  if (response.status === 403) throw sessionRefused(token);
  const payload: unknown = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, payload as Partial<ApiErrorBody>);
  return schema ? schema.parse(payload) : (payload as T);
}

export const apiGet = <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'GET' });

export const apiPost = <T>(
  path: string,
  body: unknown,
  options: Omit<RequestOptions<T>, 'method' | 'body'> = {},
) => apiRequest<T>(path, { ...options, method: 'POST', body });
