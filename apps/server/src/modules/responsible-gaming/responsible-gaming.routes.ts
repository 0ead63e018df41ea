import {
  betExclusionInputSchema,
  betExclusionResponseSchema,
  betLimitsInputSchema,
  betLimitsResponseSchema,
  breakResponseSchema,
  coolingOffInputSchema,
  depositLimitInputSchema,
  depositLimitParamsSchema,
  depositLimitsResponseSchema,
  freezeAccountInputSchema,
  ghostModeInputSchema,
  ghostModeResponseSchema,
  monthlyWinningsResponseSchema,
  realityCheckInputSchema,
  realityCheckResponseSchema,
  selfExclusionInputSchema,
  sessionLimitInputSchema,
  sessionLimitResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type RequireAuth } from '../accounts/index.ts';
import type { BreaksService } from './breaks/breaks.service.ts';
import type { DepositLimitsService } from './deposit-limits/deposit-limits.service.ts';
import type { LimitsService } from './limits/limits.service.ts';
import type { PlayLimitsService } from './play-limits/play-limits.service.ts';

/**
 * Responsible-gaming tools a player uses on themselves (spec §2 limits pages): breaks (cooling off,
 * self-exclusion, account freeze), each answering the player's limits as they are now; bet and
 * loss limits; the session time limit; deposit limits; ghost mode.
 */
export const responsibleGamingRoutes: FastifyPluginAsyncZod<{
  breaks: BreaksService;
  limits: LimitsService;
  depositLimits: DepositLimitsService;
  playLimits: PlayLimitsService;
  requireAuth: RequireAuth;
}> = async (app, { breaks, limits, depositLimits, playLimits, requireAuth }) => {
  const options = <T>(body: T) => ({
    preHandler: requireAuth,
    schema: { body, response: { 200: breakResponseSchema } },
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
  });

  app.post('/api/user/responsible-gaming/cooling-off', options(coolingOffInputSchema), async (request) => ({
    success: true as const,
    userLimit: await breaks.startBreak(authOf(request).user.id, 'cooling_off', request.body),
  }));

  app.post(
    '/api/user/responsible-gaming/self-exclusion',
    options(selfExclusionInputSchema),
    async (request) => ({
      success: true as const,
      userLimit: await breaks.startBreak(authOf(request).user.id, 'self_exclusion', request.body),
    }),
  );

  app.post('/api/user/responsible-gaming/freeze', options(freezeAccountInputSchema), async (request) => ({
    success: true as const,
    userLimit: await breaks.startBreak(authOf(request).user.id, 'freeze', request.body),
  }));

  app.get(
    '/api/user/responsible-gaming/bet-limits',
    { preHandler: requireAuth, schema: { response: { 200: betLimitsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await limits.betLimits(authOf(request).user),
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
      data: await limits.setBetLimits(authOf(request).user, request.body),
    }),
  );

  app.get(
    '/api/user/responsible-gaming/session-limit',
    { preHandler: requireAuth, schema: { response: { 200: sessionLimitResponseSchema } } },
    async (request) => ({ success: true as const, data: await limits.sessionLimit(authOf(request)) }),
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
      data: await limits.setSessionLimit(authOf(request), request.body.minutes),
    }),
  );

  app.get(
    '/api/user/responsible-gaming/deposit-limits',
    { preHandler: requireAuth, schema: { response: { 200: depositLimitsResponseSchema } } },
    async (request) => {
      const { user } = authOf(request);
      return {
        success: true as const,
        data: { currency: user.currencyCode, limits: await depositLimits.list(user.id) },
      };
    },
  );

  app.put(
    '/api/user/responsible-gaming/deposit-limits/:period',
    {
      preHandler: requireAuth,
      schema: {
        params: depositLimitParamsSchema,
        body: depositLimitInputSchema,
        response: { 200: depositLimitsResponseSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { user } = authOf(request);
      const { amount } = request.body;
      const limitsNow = await depositLimits.set(
        user.id,
        request.params.period,
        amount === null ? null : BigInt(amount),
      );
      return { success: true as const, data: { currency: user.currencyCode, limits: limitsNow } };
    },
  );

  app.put(
    '/api/user/ghost-mode',
    {
      preHandler: requireAuth,
      schema: { body: ghostModeInputSchema, response: { 200: ghostModeResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { ghostMode: await limits.setGhostMode(authOf(request).user.id, request.body.enabled) },
    }),
  );

  app.get(
    '/api/user/responsible-gaming/monthly-winnings',
    { preHandler: requireAuth, schema: { response: { 200: monthlyWinningsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await playLimits.monthlyWinnings(playerOf(request)),
    }),
  );

  app.get(
    '/api/user/responsible-gaming/reality-check',
    { preHandler: requireAuth, schema: { response: { 200: realityCheckResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await playLimits.realityCheck(playerOf(request), authOf(request).session),
    }),
  );

  app.put(
    '/api/user/responsible-gaming/reality-check',
    {
      preHandler: requireAuth,
      schema: { body: realityCheckInputSchema, response: { 200: realityCheckResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await playLimits.setRealityCheck(
        playerOf(request),
        authOf(request).session,
        request.body.minutes,
      ),
    }),
  );

  app.post(
    '/api/user/responsible-gaming/reality-check/continue',
    {
      preHandler: requireAuth,
      schema: { response: { 200: realityCheckResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await playLimits.continueRealityCheck(playerOf(request), authOf(request).session),
    }),
  );

  app.post(
    '/api/user/responsible-gaming/bet-exclusion',
    {
      preHandler: requireAuth,
      schema: { body: betExclusionInputSchema, response: { 200: betExclusionResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => ({
      success: true as const,
      data: await playLimits.armBetExclusion(authOf(request).user.id, {
        game: request.body.game,
        bet: BigInt(request.body.bet),
      }),
    }),
  );
};

/** The signed-in player as the play limits need them. */
function playerOf(request: Parameters<RequireAuth>[0]) {
  const { user } = authOf(request);
  return { id: user.id, currencyCode: user.currencyCode, createdAt: user.createdAt };
}
