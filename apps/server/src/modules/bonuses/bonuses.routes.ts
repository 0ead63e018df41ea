import {
  activateBonusResponseSchema,
  activateBonusSchema,
  bonusHistoryResponseSchema,
  cancelBonusResponseSchema,
  cashbackResponseSchema,
  claimCashbackSchema,
  depositBonusesQuerySchema,
  depositBonusesResponseSchema,
  freeSpinsResponseSchema,
  promotionsQuerySchema,
  promotionsResponseSchema,
  redeemCouponSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Accounts, authOf, readAccessToken } from '../accounts/index.ts';
import type { BonusesService } from './bonuses.service.ts';

/**
 * The promotions anyone may see, and the player's deposit bonuses: what the next deposit may take,
 * and cancelling the active one.
 */
export const bonusesRoutes: FastifyPluginAsyncZod<{
  bonusesService: BonusesService;
  accounts: Pick<Accounts, 'requireAuth' | 'authenticate'>;
}> = async (app, { bonusesService, accounts }) => {
  const { requireAuth } = accounts;
  app.get(
    '/api/admin/get-all-bonus',
    { schema: { querystring: promotionsQuerySchema, response: { 200: promotionsResponseSchema } } },
    async (request) => {
      // anyone may look; a signed-in player also sees the offers targeted at their tags
      const token = readAccessToken(request);
      const viewer = token ? ((await accounts.authenticate(token))?.user ?? null) : null;
      return {
        success: true as const,
        data: { bonus: await bonusesService.promotions(request.query, viewer) },
      };
    },
  );

  app.get(
    '/api/bonuses/deposit-offers',
    {
      preHandler: requireAuth,
      schema: { querystring: depositBonusesQuerySchema, response: { 200: depositBonusesResponseSchema } },
    },
    async (request) => {
      const { user } = authOf(request);
      return {
        success: true as const,
        data: await bonusesService.depositOffers(
          { id: user.id, currencyCode: user.currencyCode, countryCode: user.countryCode, tags: user.tags },
          request.query.timeZone,
        ),
      };
    },
  );

  app.get(
    '/api/bonuses/history',
    { preHandler: requireAuth, schema: { response: { 200: bonusHistoryResponseSchema } } },
    async (request) => ({
      success: true as const,
      // pending deposit bonuses wait for their deposit; the player sees them once it completes
      data: {
        bonuses: (await bonusesService.history(authOf(request).user.id, 50)).filter(
          (bonus) => bonus.status !== 'pending',
        ),
      },
    }),
  );

  app.get(
    '/api/bonuses/free-spins',
    { preHandler: requireAuth, schema: { response: { 200: freeSpinsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { freeSpins: await bonusesService.activeFreeSpins(authOf(request).user.id) },
    }),
  );

  app.get(
    '/api/bonuses/cashback',
    { preHandler: requireAuth, schema: { response: { 200: cashbackResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { cashback: await bonusesService.activeCashback(authOf(request).user.id) },
    }),
  );

  app.post(
    '/api/bonuses/cashback/claim',
    {
      preHandler: requireAuth,
      schema: { body: claimCashbackSchema.optional(), response: { 200: activateBonusResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { bonus: await bonusesService.claimCashback(authOf(request).user.id, request.body?.bonusId) },
    }),
  );

  app.post(
    '/api/bonuses/activate',
    {
      preHandler: requireAuth,
      schema: { body: activateBonusSchema, response: { 200: activateBonusResponseSchema } },
    },
    async (request) => {
      const { user } = authOf(request);
      return {
        success: true as const,
        data: { bonus: await bonusesService.activate(user, { ...request.body, ip: request.ip }) },
      };
    },
  );

  app.post(
    '/api/bonuses/coupon',
    {
      preHandler: requireAuth,
      schema: { body: redeemCouponSchema, response: { 200: activateBonusResponseSchema } },
    },
    async (request) => {
      const { user } = authOf(request);
      return {
        success: true as const,
        data: { bonus: await bonusesService.redeemCoupon(user, { ...request.body, ip: request.ip }) },
      };
    },
  );

  app.post(
    '/api/bonuses/active/cancel',
    {
      preHandler: requireAuth,
      schema: { body: z.strictObject({}).optional(), response: { 200: cancelBonusResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { bonus: await bonusesService.cancel(authOf(request).user.id) },
    }),
  );
};
