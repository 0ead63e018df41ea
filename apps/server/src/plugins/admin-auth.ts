import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * Operator-only routes: registered inside a route scope, every request of the scope must carry the
 * operators' admin API token as a bearer token (compared in constant time). Without a token
 * configured (production without ADMIN_API_TOKEN) the admin API refuses everyone.
 */
export const adminAuth = fp<{ token: string | null }>(
  async (scope, { token }) => {
    // after validation, as each admin route checked it before: a malformed request is told so first
    scope.addHook('preHandler', async (request) => {
      const given = /^Bearer\s+(\S+)$/i.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
      const expected = token ?? '';
      const same =
        expected !== '' &&
        given.length === expected.length &&
        timingSafeEqual(Buffer.from(given), Buffer.from(expected));
      if (!same) throw new AppError('UNAUTHORIZED', 'The admin API needs its token');
    });
  },
  { name: 'admin-auth', fastify: '5.x' },
);
