import {
  depositInputSchema,
  depositResponseSchema,
  threeDsInputSchema,
  threeDsResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { authOf, type RequireAuth } from '../../accounts/index.ts';
import type { ResponsibleGaming } from '../../responsible-gaming/index.ts';
import { perSession } from '../cashier.routes.ts';
import type { DepositsService } from './deposits.service.ts';

/** Deposits: starting one, and the 3-D Secure return. */
export const depositsRoutes: FastifyPluginAsyncZod<{
  depositsService: DepositsService;
  responsibleGaming: Pick<ResponsibleGaming, 'assertMayDeposit'>;
  requireAuth: RequireAuth;
}> = async (app, { depositsService, responsibleGaming, requireAuth }) => {
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
      await responsibleGaming.assertMayDeposit(user.id);
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
};

const paramsSchema = z.strictObject({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/**
 * Where payment providers post their webhooks: the raw body is kept for the signature, and every
 * webhook is logged; a refused one answers 401 so the provider's dashboard shows it.
 */
export const depositsWebhookRoutes: FastifyPluginAsync<{ depositsService: DepositsService }> = async (
  app,
  { depositsService },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.post('/api/payments/webhooks/:provider', async (request) => {
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) throw new AppError('NOT_FOUND', 'No such payment provider');
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const { outcome } = await depositsService.receiveWebhook(params.data.provider, request.headers, rawBody);
    return { success: true as const, outcome };
  });
};
