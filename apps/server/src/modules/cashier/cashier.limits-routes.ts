import {
  depositLimitInputSchema,
  depositLimitParamsSchema,
  depositLimitsResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type RequireAuth } from '../../plugins/auth.ts';
import type { DepositLimitsService } from './cashier.limits.ts';

/** The player's own deposit limits (responsible gaming): read them, set, lower, raise or remove one. */
export const cashierLimitsRoutes: FastifyPluginAsyncZod<{
  depositLimitsService: DepositLimitsService;
  requireAuth: RequireAuth;
}> = async (app, { depositLimitsService, requireAuth }) => {
  const response = { 200: depositLimitsResponseSchema };

  app.get(
    '/api/user/responsible-gaming/deposit-limits',
    { preHandler: requireAuth, schema: { response } },
    async (request) => {
      const { user } = authOf(request);
      return {
        success: true as const,
        data: { currency: user.currencyCode, limits: await depositLimitsService.list(user.id) },
      };
    },
  );

  app.put(
    '/api/user/responsible-gaming/deposit-limits/:period',
    {
      preHandler: requireAuth,
      schema: { params: depositLimitParamsSchema, body: depositLimitInputSchema, response },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { user } = authOf(request);
      const { amount } = request.body;
      const limits = await depositLimitsService.set(
        user.id,
        request.params.period,
        amount === null ? null : BigInt(amount),
      );
      return { success: true as const, data: { currency: user.currencyCode, limits } };
    },
  );
};
