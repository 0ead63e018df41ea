import {
  breakResponseSchema,
  coolingOffInputSchema,
  freezeAccountInputSchema,
  selfExclusionInputSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type RequireAuth } from '../../plugins/auth.ts';
import type { AccountsService } from './accounts.service.ts';

/**
 * Responsible-gaming breaks a player takes for themselves (spec §2 limits pages): cooling off,
 * self-exclusion and account freeze. Each answers the player's limits as they are now.
 */
export const accountsBreaksRoutes: FastifyPluginAsyncZod<{
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
};
