import {
  withdrawalInputSchema,
  withdrawalQuoteQuerySchema,
  withdrawalQuoteResponseSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAuth } from '../../../plugins/admin-auth.ts';
import { authOf, type RequireAuth } from '../../accounts/index.ts';
import { perSession } from '../cashier.routes.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

const paymentParamsSchema = z.strictObject({ payment: z.string().max(64) });

/** The player's withdrawals: what blocks them, the calculator, requests and cancelling one. */
export const withdrawalsRoutes: FastifyPluginAsyncZod<{
  withdrawalsService: WithdrawalsService;
  requireAuth: RequireAuth;
}> = async (app, { withdrawalsService, requireAuth }) => {
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
};

/**
 * The operators' withdrawal queue (docs/payments.md), behind the admin-auth plugin: approve pays
 * out through the provider, reject returns the funds.
 */
export const withdrawalsAdminRoutes: FastifyPluginAsyncZod<{
  withdrawalsService: WithdrawalsService;
  /** The operators' admin API token; null turns the admin API off. */
  adminApiToken: string | null;
}> = async (app, { withdrawalsService, adminApiToken }) => {
  await app.register(adminAuth, { token: adminApiToken });

  app.get('/api/admin/withdrawals', async () => ({
    success: true as const,
    data: { withdrawals: await withdrawalsService.pending() },
  }));

  app.post(
    '/api/admin/withdrawals/:payment/approve',
    {
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
};
