import {
  favoriteResponseSchema,
  gamePulseResponseSchema,
  launchResponseSchema,
  playerGamesResponseSchema,
  resumeResponseSchema,
  rotateSeedInputSchema,
  roundResponseSchema,
  roundsResponseSchema,
  seedsResponseSchema,
  shownInputSchema,
  spinInputSchema,
  winsQuerySchema,
  winsResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type RequireAuth, readAccessToken } from '../../plugins/auth.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { RoundsService } from './games.rounds.ts';
import type { GamesService } from './games.service.ts';
import type { WinsService } from './games.wins.ts';

const gameParamsSchema = z.strictObject({ game: z.string().min(1).max(64) });
const roundParamsSchema = z.strictObject({ round: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) });

/**
 * Playing the house slots (real and demo rounds, recall, resuming a feature, provably fair seeds),
 * the player's favourites and recent games, and the top-wins tables.
 */
export const gamesPlayRoutes: FastifyPluginAsyncZod<{
  roundsService: RoundsService;
  gamesService: GamesService;
  winsService: WinsService;
  accountsService: AccountsService;
  requireAuth: RequireAuth;
}> = async (app, { roundsService, gamesService, winsService, accountsService, requireAuth }) => {
  const player = (request: Parameters<RequireAuth>[0]) => {
    const { user } = authOf(request);
    return {
      id: user.id,
      currencyCode: user.currencyCode,
      betLimits: user.betLimits,
      winner: {
        nickname: user.nickname,
        username: user.username,
        uniqueId: user.uniqueId,
        ghostMode: user.ghostMode,
      },
    };
  };

  /** The signed-in player of a request that may also come from a guest. */
  const optionalUser = async (request: Parameters<RequireAuth>[0]) => {
    const token = readAccessToken(request);
    const auth = token ? await accountsService.authenticate(token) : null;
    return auth?.user ?? null;
  };

  app.get(
    '/api/games/wins',
    { schema: { querystring: winsQuerySchema, response: { 200: winsResponseSchema } } },
    async (request) => {
      const { table, game } = request.query;
      const user = table === 'mine' ? await optionalUser(request) : null;
      const rows = await winsService.wins(table, { userId: user?.id, game });
      return { success: true as const, data: { table, rows } };
    },
  );

  app.get(
    '/api/games/:game/pulse',
    { schema: { params: gameParamsSchema, response: { 200: gamePulseResponseSchema } } },
    async (request) => ({ success: true as const, data: await winsService.pulse(request.params.game) }),
  );

  for (const list of ['favorites', 'recent'] as const) {
    app.get(
      `/api/games/${list}`,
      { preHandler: requireAuth, schema: { response: { 200: playerGamesResponseSchema } } },
      async (request) => ({
        success: true as const,
        data: { rows: await gamesService.playerGames(player(request).id, list) },
      }),
    );
  }

  for (const [method, favorite] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/games/:game/favorite',
      preHandler: requireAuth,
      schema: { params: gameParamsSchema, response: { 200: favoriteResponseSchema } },
      handler: async (request) => ({
        success: true as const,
        data: await gamesService.setFavorite(player(request).id, request.params.game, favorite),
      }),
    });
  }

  app.post(
    '/api/games/:game/launch',
    {
      preHandler: requireAuth,
      schema: { params: gameParamsSchema, response: { 200: launchResponseSchema } },
    },
    async (request) => {
      // a game opened for real money on a break could only refuse every bet: refuse it here
      accountsService.assertMayPlay(authOf(request).user, 'bet');
      const game = await gamesService.markPlayed(player(request).id, request.params.game);
      const launchToken = accountsService.launchToken(authOf(request).session, game);
      return { success: true as const, data: { launchToken } };
    },
  );

  app.post(
    '/api/games/:game/spin',
    {
      preHandler: requireAuth,
      schema: { params: gameParamsSchema, body: spinInputSchema, response: { 200: roundResponseSchema } },
    },
    async (request) => {
      accountsService.assertMayPlay(authOf(request).user, 'bet');
      return {
        success: true as const,
        data: { round: await roundsService.spin(player(request), request.params.game, request.body) },
      };
    },
  );

  app.post(
    '/api/games/:game/demo-spin',
    {
      schema: {
        params: gameParamsSchema,
        body: spinInputSchema.omit({ requestId: true }),
        response: { 200: roundResponseSchema },
      },
    },
    async (request) => {
      // a guest may try when the operator allows it; a signed-in player always may
      const user = await optionalUser(request);
      const round = await roundsService.demoSpin(
        user ? { id: user.id, currencyCode: user.currencyCode } : null,
        request.params.game,
        request.body,
      );
      return { success: true as const, data: { round } };
    },
  );

  app.get(
    '/api/games/:game/rounds',
    {
      preHandler: requireAuth,
      schema: { params: gameParamsSchema, response: { 200: roundsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { rounds: await roundsService.recentRounds(player(request).id, request.params.game) },
    }),
  );

  app.get(
    '/api/games/:game/resume',
    {
      preHandler: requireAuth,
      schema: { params: gameParamsSchema, response: { 200: resumeResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { round: await roundsService.unfinishedRound(player(request).id, request.params.game) },
    }),
  );

  app.post(
    '/api/games/rounds/:round/shown',
    { preHandler: requireAuth, schema: { params: roundParamsSchema, body: shownInputSchema } },
    async (request) => {
      await roundsService.markShown(player(request).id, request.params.round, request.body.shownSteps);
      return { success: true as const };
    },
  );

  app.get(
    '/api/games/seeds',
    { preHandler: requireAuth, schema: { response: { 200: seedsResponseSchema } } },
    async (request) => ({ success: true as const, data: await roundsService.seeds(player(request).id) }),
  );

  app.post(
    '/api/games/seeds/rotate',
    {
      preHandler: requireAuth,
      schema: { body: rotateSeedInputSchema, response: { 200: seedsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await roundsService.rotateSeeds(player(request).id, request.body.clientSeed),
    }),
  );
};
