import { createHash } from 'node:crypto';
import { getPaymentsQuerySchema, getPaymentsResponseSchema } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { type Accounts, readAccessToken } from '../accounts/index.ts';
import type { CashierService } from './cashier.service.ts';
import { paymentMethodLogo } from './cashier.view.ts';

const methodParamsSchema = z.strictObject({ name: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/**
 * Payment clicks are limited per signed-in session, not per address: players behind one carrier's
 * shared address must not use up each other's tries. The key is a hash, never the token itself.
 */
export const perSession = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const token = readAccessToken(request);
    return token
      ? `session:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`
      : rateLimitAddress(request.ip);
  },
};

/** Payment methods: the list a player (or guest) may use, and each method's logo. */
export const cashierRoutes: FastifyPluginAsyncZod<{
  cashierService: CashierService;
  accounts: Pick<Accounts, 'authenticate'>;
}> = async (app, { cashierService, accounts }) => {
  // spec §7: the methods for a currency and country; a signed-in player's email and tags (and, when
  // the query leaves them out, their country and currency) narrow the list further (spec §6)
  app.get(
    '/api/admin/get-payments',
    { schema: { querystring: getPaymentsQuerySchema, response: { 200: getPaymentsResponseSchema } } },
    async (request) => {
      const token = readAccessToken(request);
      const user = token ? (await accounts.authenticate(token))?.user : undefined;
      const payments = await cashierService.listMethods({
        countryCode: request.query.countryCode ?? user?.countryCode ?? null,
        currencyCode: request.query.currencyCode ?? user?.currencyCode ?? null,
        email: user?.email ?? null,
        tags: user?.tags ?? [],
      });
      return { success: true as const, data: { payments } };
    },
  );

  app.get(
    '/api/payments/methods/:name/logo.svg',
    { schema: { params: methodParamsSchema } },
    async (request, reply) => {
      const method = await cashierService.findMethod(request.params.name);
      if (!method) throw new AppError('NOT_FOUND', 'No such payment method');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(paymentMethodLogo(method));
    },
  );
};
