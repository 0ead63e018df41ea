import {
  calendarAwardQuerySchema,
  calendarAwardResponseSchema,
  rakebackClaimQuerySchema,
  rakebackClaimResponseSchema,
  rakebackClaimSchema,
  rakebackDaysQuerySchema,
  rakebackDaysResponseSchema,
  rakebackOptOutResponseSchema,
  rakebackOptOutSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { type Accounts, authOf } from '../accounts/index.ts';
import type { RakebackService } from './rakeback.service.ts';

type Player = { id: number; uniqueId: string; currencyCode: string };

/** A `user` or `userId` parameter names the signed-in player or nobody: another's calendar is not found. */
function checkUser(player: Player, named: string | undefined): void {
  if (named !== undefined && named !== String(player.id) && named !== player.uniqueId)
    throw new AppError('NOT_FOUND', 'There is no such calendar');
}

/** The player's rakeback calendar (spec §7): its days, today's accumulator, claims and opting out. */
export const rakebackRoutes: FastifyPluginAsyncZod<{
  rakeback: RakebackService;
  accounts: Pick<Accounts, 'requireAuth'>;
}> = async (app, { rakeback, accounts }) => {
  const { requireAuth } = accounts;

  app.get(
    '/api/admin/get-rakeback-days',
    {
      preHandler: requireAuth,
      schema: { querystring: rakebackDaysQuerySchema, response: { 200: rakebackDaysResponseSchema } },
    },
    async (request) => {
      const { user } = authOf(request);
      checkUser(user, request.query.user ?? request.query.userId);
      return {
        success: true as const,
        data: await rakeback.days(user, { timeZone: request.query.timeZone, bonusId: request.query.bonusId }),
      };
    },
  );

  app.get(
    '/api/user/calendar-award',
    {
      preHandler: requireAuth,
      schema: { querystring: calendarAwardQuerySchema, response: { 200: calendarAwardResponseSchema } },
    },
    async (request) => {
      const { user } = authOf(request);
      checkUser(user, request.query.user);
      return {
        success: true as const,
        data: { userCalendarData: await rakeback.award(user, request.query.timeZone) },
      };
    },
  );

  app.post(
    '/api/user/rakeback-claim',
    {
      preHandler: requireAuth,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        querystring: rakebackClaimQuerySchema,
        body: rakebackClaimSchema,
        response: { 200: rakebackClaimResponseSchema },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { bonusId } = request.query;
      if (bonusId !== undefined && bonusId !== request.body.bonusId)
        throw new AppError('VALIDATION_ERROR', 'The day in the address and in the body differ', {
          fields: { bonusId: 'The day in the address and in the body differ' },
        });
      return {
        success: true as const,
        data: await rakeback.claim(user, request.body, request.query.timeZone),
      };
    },
  );

  app.post(
    '/api/user/rakeback-opt-out',
    {
      preHandler: requireAuth,
      schema: { body: rakebackOptOutSchema, response: { 200: rakebackOptOutResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { status: await rakeback.optOut(authOf(request).user, request.body.optOut) },
    }),
  );
};
