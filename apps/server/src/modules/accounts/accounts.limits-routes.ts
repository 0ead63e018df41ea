import {
  betLimitsInputSchema,
  betLimitsResponseSchema,
  breakResponseSchema,
  coolingOffInputSchema,
  freezeAccountInputSchema,
  selfExclusionInputSchema,
  sessionLimitInputSchema,
  sessionLimitResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type RequireAuth } from '../../plugins/auth.ts';
import type { AccountsService } from './accounts.service.ts';

/**
 * Responsible-gaming tools a player uses on themselves (spec §2 limits pages): breaks (cooling off,
 * self-exclusion, account freeze), each answering the player's limits as they are now, and bet and
 * loss limits. (Deposit limits belong to the cashier.)
 */
export const accountsLimitsRoutes: FastifyPluginAsyncZod<{
  accountsService: AccountsService;
  requireAuth: RequireAuth;
}> = async (app, { accountsService, requireAuth }) => {
  const options = <T>(body: T) => ({
    preHandler: requireAuth,
    schema: { body, response: { 200: breakResponseSchema } },
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
  });

  app.post('/api/user/responsible-gaming/cooling-off', options(coolingOffInputSchema), async (request) => ({
    success: true as const,
    userLimit: await accountsService.startBreak(authOf(request).user, 'cooling_off', request.body),
  }));

  app.post(
    '/api/user/responsible-gaming/self-exclusion',
    options(selfExclusionInputSchema),
    async (request) => ({
      success: true as const,
      userLimit: await accountsService.startBreak(authOf(request).user, 'self_exclusion', request.body),
    }),
  );

  app.post('/api/user/responsible-gaming/freeze', options(freezeAccountInputSchema), async (request) => ({
    success: true as const,
    userLimit: await accountsService.startBreak(authOf(request).user, 'freeze', request.body),
  }));

  app.get(
    '/api/user/responsible-gaming/bet-limits',
    { preHandler: requireAuth, schema: { response: { 200: betLimitsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await accountsService.betLimits(authOf(request).user),
    }),
  );

  app.put(
    '/api/user/responsible-gaming/bet-limits',
    {
      preHandler: requireAuth,
      schema: { body: betLimitsInputSchema, response: { 200: betLimitsResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await accountsService.setBetLimits(authOf(request).user, request.body),
    }),
  );

  app.get(
    '/api/user/responsible-gaming/session-limit',
    { preHandler: requireAuth, schema: { response: { 200: sessionLimitResponseSchema } } },
    async (request) => ({ success: true as const, data: accountsService.sessionLimit(authOf(request)) }),
  );

  app.put(
    '/api/user/responsible-gaming/session-limit',
    {
      preHandler: requireAuth,
      schema: { body: sessionLimitInputSchema, response: { 200: sessionLimitResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await accountsService.setSessionLimit(authOf(request), request.body.minutes),
    }),
  );
};
