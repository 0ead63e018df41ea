import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { DepositsService } from './cashier.deposits.ts';

const paramsSchema = z.strictObject({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/**
 * Where payment providers post their webhooks: the raw body is kept for the signature, and every
 * webhook is logged; a refused one answers 401 so the provider's dashboard shows it.
 */
export const cashierWebhookRoutes: FastifyPluginAsync<{ depositsService: DepositsService }> = async (
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
