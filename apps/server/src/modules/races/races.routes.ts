import {
  raceDetailResponseSchema,
  raceIdParamsSchema,
  raceJoinResponseSchema,
  raceListQuerySchema,
  raceListResponseSchema,
  racePlayerParamsSchema,
  racePlayerStatsResponseSchema,
  winOfTheMonthResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Accounts, authOf, readAccessToken } from '../accounts/index.ts';
import type { RacesService } from './races.service.ts';

/**
 * Races for players (spec §2, §4): the list and one race's board for anyone (a signed-in viewer also
 * gets their own standing), joining, a player's stats, and win of the month.
 */
export const racesRoutes: FastifyPluginAsyncZod<{
  races: RacesService;
  accounts: Pick<Accounts, 'requireAuth' | 'authenticate'>;
}> = async (app, { races, accounts }) => {
  const { requireAuth } = accounts;
  // anyone may look at races; a signed-in player also sees where they stand
  const viewerOf = async (request: Parameters<typeof readAccessToken>[0]) => {
    const token = readAccessToken(request);
    const user = token ? ((await accounts.authenticate(token))?.user ?? null) : null;
    return user ? { id: user.id } : null;
  };

  app.get(
    '/api/races',
    {
      schema: { querystring: raceListQuerySchema, response: { 200: raceListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { races: await races.list(await viewerOf(request), request.query.status ?? 'current') },
    }),
  );

  app.get(
    '/api/races/win-of-the-month',
    { schema: { response: { 200: winOfTheMonthResponseSchema } } },
    async (request) => ({ success: true as const, data: await races.winOfTheMonth(await viewerOf(request)) }),
  );

  app.get(
    '/api/races/players/:uniqueId',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { params: racePlayerParamsSchema, response: { 200: racePlayerStatsResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await races.playerStats(request.params.uniqueId) }),
  );

  app.get(
    '/api/races/:id',
    {
      schema: { params: raceIdParamsSchema, response: { 200: raceDetailResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await races.detail(Number(request.params.id), await viewerOf(request)),
    }),
  );

  app.post(
    '/api/races/:id/join',
    {
      preHandler: requireAuth,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { params: raceIdParamsSchema, response: { 200: raceJoinResponseSchema } },
    },
    async (request) => {
      const { user } = authOf(request);
      return {
        success: true as const,
        data: await races.join(Number(request.params.id), { id: user.id, currencyCode: user.currencyCode }),
      };
    },
  );
};
