import {
  transactionsQuerySchema,
  transactionsResponseSchema,
  userDetailsResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type RequireAuth } from '../accounts/index.ts';
import type { Content } from '../content/index.ts';
import type { Wallet } from '../wallet/index.ts';
import type { PlayersService } from './players.service.ts';

/** The signed-in player's own reads: user details and the history of their money. */
export const playersRoutes: FastifyPluginAsyncZod<{
  players: PlayersService;
  wallet: Pick<Wallet, 'history'>;
  content: Pick<Content, 'getCurrencies'>;
  requireAuth: RequireAuth;
}> = async (app, { players, wallet, content, requireAuth }) => {
  app.get(
    '/api/user/get-user-details',
    { preHandler: requireAuth, schema: { response: { 200: userDetailsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await players.userDetails(authOf(request).user),
    }),
  );

  app.get(
    '/api/user/transactions',
    {
      preHandler: requireAuth,
      schema: { querystring: transactionsQuerySchema, response: { 200: transactionsResponseSchema } },
    },
    async (request) => {
      const { user } = authOf(request);
      const currencies = await content.getCurrencies();
      const exponents = new Map(currencies.map((currency) => [currency.code, currency.exponent]));
      const { rows, count } = await wallet.history(
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
