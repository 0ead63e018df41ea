import {
  depositInputSchema,
  depositResponseSchema,
  getPaymentsQuerySchema,
  getPaymentsResponseSchema,
  threeDsInputSchema,
  threeDsResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { authOf, type RequireAuth, readAccessToken } from '../../plugins/auth.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { DepositsService } from './cashier.deposits.ts';
import { paymentMethodLogo } from './cashier.logo.ts';
import type { CashierService } from './cashier.service.ts';

const methodParamsSchema = z.strictObject({ name: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/** The cashier API: payment methods, deposits and the 3-D Secure return (withdrawals come next). */
export const cashierRoutes: FastifyPluginAsyncZod<{
  cashierService: CashierService;
  depositsService: DepositsService;
  accountsService: AccountsService;
  requireAuth: RequireAuth;
}> = async (app, { cashierService, depositsService, accountsService, requireAuth }) => {
  app.post(
    '/api/payments/deposit',
    {
      preHandler: requireAuth,
      schema: { body: depositInputSchema, response: { 200: depositResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { user } = authOf(request);
      const data = await depositsService.start(
        {
          id: user.id,
          email: user.email,
          countryCode: user.countryCode,
          currencyCode: user.currencyCode,
          tags: user.tags,
          profile: {
            firstName: user.firstName,
            lastName: user.lastName,
            dateOfBirth: user.dateOfBirth,
            address: user.address,
            city: user.city,
            zipCode: user.zipCode,
          },
        },
        request.body,
        { returnPath: '/deposit' },
      );
      return { success: true as const, data };
    },
  );

  // spec §4: the deposit-3ds-success modal posts the PaReq and MD it came back with, once
  app.post(
    '/api/user/3ds-webhook',
    {
      preHandler: requireAuth,
      schema: { body: threeDsInputSchema, response: { 200: threeDsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { payment: await depositsService.confirmChallenge(authOf(request).user.id, request.body) },
    }),
  );

  // spec §7: the methods for a currency and country; a signed-in player's email and tags (and, when
  // the query leaves them out, their country and currency) narrow the list further (spec §6)
  app.get(
    '/api/admin/get-payments',
    { schema: { querystring: getPaymentsQuerySchema, response: { 200: getPaymentsResponseSchema } } },
    async (request) => {
      const token = readAccessToken(request);
      const user = token ? (await accountsService.authenticate(token))?.user : undefined;
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
