import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';

/** How far a request's timestamp may be from the server clock: replays older than this are refused. */
export const signatureWindowSeconds = 300;

/** The signature a provider sends in X-Wallet-Signature: hex HMAC-SHA256 of "<timestamp>.<raw body>". */
export function signWalletRequest(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * Game providers' calls (the seamless-wallet API): each request is signed with the shared secret.
 * Registered inside a route scope, it keeps the exact bytes sent (the signature covers them) and
 * refuses, before validation, a request unsigned, signed wrongly, or stamped outside the window.
 */
export const providerSignature = fp<{ secret: string; clock: Clock }>(
  async (scope, { secret, clock }) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(
          Object.assign(new Error('The request body is not valid JSON'), {
            code: 'FST_ERR_CTP_INVALID_JSON_BODY',
            statusCode: 400,
          }),
        );
      }
    });

    scope.addHook('preValidation', async (request: FastifyRequest) => {
      const timestamp = Number(request.headers['x-wallet-timestamp']);
      const signature = String(request.headers['x-wallet-signature'] ?? '');
      const now = Math.floor(clock.now().getTime() / 1000);
      if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > signatureWindowSeconds) {
        throw new AppError('UNAUTHORIZED', 'The request is unsigned or its timestamp is out of range');
      }
      const expected = Buffer.from(signWalletRequest(secret, timestamp, request.rawBody ?? ''), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('UNAUTHORIZED', 'The request signature is not valid');
      }
    });
  },
  { name: 'provider-signature', fastify: '5.x' },
);
