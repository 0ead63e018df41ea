import { transactionsQuerySchema, transactionsResponseSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type RequireAuth } from '../../plugins/auth.ts';
import type { ContentService } from '../content/content.service.ts';
import type { WalletService } from './wallet.service.ts';

export const walletRoutes: FastifyPluginAsyncZod<{
  walletService: WalletService;
  contentService: ContentService;
  requireAuth: RequireAuth;
}> = async (app, { walletService, contentService, requireAuth }) => {
  app.get(
    '/api/user/transactions',
    {
      preHandler: requireAuth,
      schema: { querystring: transactionsQuerySchema, response: { 200: transactionsResponseSchema } },
    },
    async (request) => {
      const { user } = authOf(request);
      const currencies = await contentService.getCurrencies();
      const exponents = new Map(currencies.map((currency) => [currency.code, currency.exponent]));
      const { rows, count } = await walletService.history(
        user.id,
        request.query,
        (code) => exponents.get(code) ?? 2,
      );
      return {
        success: true as const,
        data: { rows, count, page: request.query.page, limit: request.query.limit },
      };
    },
  );
};
