import {
  publicPlayerStatisticQuerySchema,
  publicPlayerStatisticResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  userDetailsResponseSchema,
  vipClubResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Accounts, authOf, readAccessToken } from '../accounts/index.ts';
import type { Content } from '../content/index.ts';
import type { Wallet } from '../wallet/index.ts';
import type { PlayersService } from './players.service.ts';

/** The signed-in player's own reads: user details and the history of their money. */
export const playersRoutes: FastifyPluginAsyncZod<{
  players: PlayersService;
  wallet: Pick<Wallet, 'history'>;
  content: Pick<Content, 'getCurrencies'>;
  accounts: Pick<Accounts, 'requireAuth' | 'authenticate'>;
}> = async (app, { players, wallet, content, accounts }) => {
  const { requireAuth } = accounts;
  app.get(
    '/api/user/get-user-details',
    { preHandler: requireAuth, schema: { response: { 200: userDetailsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: await players.userDetails(authOf(request).user),
    }),
  );

  app.get('/api/user/vip-club', { schema: { response: { 200: vipClubResponseSchema } } }, async (request) => {
    // anyone may look at the ladder; a signed-in player also sees where they stand on it
    const token = readAccessToken(request);
    const viewer = token ? ((await accounts.authenticate(token))?.user ?? null) : null;
    return { success: true as const, data: await players.vipClub(viewer) };
  });

  app.get(
    '/api/user/get-public-player-statistic',
    {
      // another player's numbers, for signed-in players only, and not to be scraped
      preHandler: requireAuth,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        querystring: publicPlayerStatisticQuerySchema,
        response: { 200: publicPlayerStatisticResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await players.publicStatistic(request.query.uniqueId),
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
