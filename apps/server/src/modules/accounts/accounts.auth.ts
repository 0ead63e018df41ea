import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AuthenticatedSession } from './sessions/sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player and session, resolved lazily by `requireAuth`. */
    auth: AuthenticatedSession | null;
  }
}

/**
 * The access token from `Authorization: Bearer …` or the second header `X-Authorization` the
 * client sends with the same value (spec §7). Cookies are deliberately not accepted, so no
 * cross-site request can act for a player.
 */
export function readAccessToken(request: FastifyRequest): string | null {
  for (const header of [request.headers.authorization, request.headers['x-authorization']]) {
    const value = Array.isArray(header) ? header[0] : header;
    const match = value ? /^Bearer\s+(\S{20,200})$/i.exec(value.trim()) : null;
    if (match?.[1]) return match[1];
  }
  return null;
}

export type RequireAuth = (request: FastifyRequest) => Promise<void>;

/** Adds `request.auth` and returns the preHandler that refuses requests without a live session (403). */
export function registerAuth(
  app: FastifyInstance,
  authenticate: (token: string) => Promise<AuthenticatedSession | null>,
): RequireAuth {
  app.decorateRequest('auth', null);
  return async (request) => {
    const token = readAccessToken(request);
    const auth = token ? await authenticate(token) : null;
    if (!auth) throw new AppError('FORBIDDEN', 'Your session has ended. Please log in again.');
    request.auth = auth;
  };
}

/** The authenticated session of a request that passed `requireAuth`. */
export function authOf(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new AppError('FORBIDDEN', 'Your session has ended. Please log in again.');
  return request.auth;
}
