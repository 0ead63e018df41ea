import { createHash, timingSafeEqual } from 'node:crypto';
import {
  depositInputSchema,
  depositResponseSchema,
  getPaymentsQuerySchema,
  getPaymentsResponseSchema,
  threeDsInputSchema,
  threeDsResponseSchema,
  withdrawalInputSchema,
  withdrawalQuoteQuerySchema,
  withdrawalQuoteResponseSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { authOf, type RequireAuth, readAccessToken } from '../../plugins/auth.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { DepositsService } from './cashier.deposits.ts';
import { paymentMethodLogo } from './cashier.logo.ts';
import type { CashierService } from './cashier.service.ts';
import type { WithdrawalsService } from './cashier.withdrawals.ts';

const methodParamsSchema = z.strictObject({ name: z.string().regex(/^[a-z0-9-]{1,40}$/) });
const paymentParamsSchema = z.strictObject({ payment: z.string().max(64) });

/**
 * Payment clicks are limited per signed-in session, not per address: players behind one carrier's
 * shared address must not use up each other's tries. The key is a hash, never the token itself.
 */
const perSession = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const token = readAccessToken(request);
    return token
      ? `session:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`
      : rateLimitAddress(request.ip);
  },
};

/** The cashier API: payment methods, deposits and the 3-D Secure return (withdrawals come next). */
export const cashierRoutes: FastifyPluginAsyncZod<{
  cashierService: CashierService;
  depositsService: DepositsService;
  withdrawalsService: WithdrawalsService;
  accountsService: AccountsService;
  requireAuth: RequireAuth;
  /** The operators' admin API token; null turns the admin API off. */
  adminApiToken: string | null;
}> = async (
  app,
  { cashierService, depositsService, withdrawalsService, accountsService, requireAuth, adminApiToken },
) => {
  const withdrawer = (request: Parameters<RequireAuth>[0]) => {
    const { user } = authOf(request);
    return {
      id: user.id,
      currencyCode: user.currencyCode,
      countryCode: user.countryCode,
      isEmailVerified: user.isEmailVerified,
      email: user.email,
      tags: user.tags,
    };
  };

  app.get(
    '/api/payments/withdrawals',
    { preHandler: requireAuth, schema: { response: { 200: withdrawalsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await withdrawalsService.status(withdrawer(request)),
    }),
  );

  app.get(
    '/api/payments/withdrawal-quote',
    {
      preHandler: requireAuth,
      schema: { querystring: withdrawalQuoteQuerySchema, response: { 200: withdrawalQuoteResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { quote: await withdrawalsService.quote(withdrawer(request), request.query) },
    }),
  );

  app.post(
    '/api/payments/withdraw',
    {
      preHandler: requireAuth,
      schema: { body: withdrawalInputSchema, response: { 200: withdrawalResponseSchema } },
      config: { rateLimit: perSession },
    },
    async (request) => ({
      success: true as const,
      data: { payment: await withdrawalsService.request(withdrawer(request), request.body) },
    }),
  );

  app.post(
    '/api/payments/withdrawals/:payment/cancel',
    {
      preHandler: requireAuth,
      schema: { params: paymentParamsSchema, response: { 200: withdrawalResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { payment: await withdrawalsService.cancel(authOf(request).user.id, request.params.payment) },
    }),
  );

  // the operators' admin API (docs/payments.md): a bearer token of its own, compared in constant time
  const requireAdmin = async (request: Parameters<RequireAuth>[0]) => {
    const given = /^Bearer\s+(\S+)$/i.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    const expected = adminApiToken ?? '';
    const same =
      expected !== '' &&
      given.length === expected.length &&
      timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    if (!same) throw new AppError('UNAUTHORIZED', 'The admin API needs its token');
  };

  app.get('/api/admin/withdrawals', { preHandler: requireAdmin }, async () => ({
    success: true as const,
    data: { withdrawals: await withdrawalsService.pending() },
  }));

  app.post(
    '/api/admin/withdrawals/:payment/approve',
    {
      preHandler: requireAdmin,
      schema: { params: paymentParamsSchema, response: { 200: withdrawalResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { payment: await withdrawalsService.approve(request.params.payment) },
    }),
  );

  app.post(
    '/api/admin/withdrawals/:payment/reject',
    {
      preHandler: requireAdmin,
      schema: {
        params: paymentParamsSchema,
        body: z.strictObject({ reason: z.string().trim().min(1).max(200) }),
        response: { 200: withdrawalResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { payment: await withdrawalsService.reject(request.params.payment, request.body.reason) },
    }),
  );

  app.post(
    '/api/payments/deposit',
    {
      preHandler: requireAuth,
      schema: { body: depositInputSchema, response: { 200: depositResponseSchema } },
      config: { rateLimit: perSession },
    },
    async (request) => {
      const { user } = authOf(request);
      // a player on a break deposits nothing (a payment started before it may still complete)
      accountsService.assertMayPlay(user, 'deposit');
      const data = await depositsService.start(
        {
          id: user.id,
          email: user.email,
          countryCode: user.countryCode,
          currencyCode: user.currencyCode,
          tags: user.tags,
          isEmailVerified: user.isEmailVerified,
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
