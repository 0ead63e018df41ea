import {
  clientSeedInputSchema,
  launchResponseSchema,
  resumeResponseSchema,
  rotateSeedInputSchema,
  roundResponseSchema,
  roundsResponseSchema,
  seedsResponseSchema,
  shownInputSchema,
  spinInputSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Accounts, authOf, type RequireAuth, readAccessToken } from '../../accounts/index.ts';
import type { PlayState, ResponsibleGaming } from '../../responsible-gaming/index.ts';
import type { GamesService } from '../games.service.ts';
import type { RoundsService } from './rounds.service.ts';

const gameParamsSchema = z.strictObject({ game: z.string().min(1).max(64) });
const roundParamsSchema = z.strictObject({ round: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) });

/**
 * Playing the house slots: real and demo rounds, recall, resuming a feature, provably fair seeds,
 * and opening a game for real money (the launch token a provider's game is opened with).
 */
export const roundsRoutes: FastifyPluginAsyncZod<{
  roundsService: RoundsService;
  gamesService: GamesService;
  accounts: Pick<Accounts, 'authenticate' | 'launchToken'>;
  responsibleGaming: Pick<ResponsibleGaming, 'assertMayPlay' | 'assertRealityCheckAnswered'>;
  requireAuth: RequireAuth;
}> = async (app, { roundsService, gamesService, accounts, responsibleGaming, requireAuth }) => {
  const playerId = (request: Parameters<RequireAuth>[0]) => authOf(request).user.id;
  /** The signed-in player as responsible gaming's gate takes them. */
  const playerRef = (request: Parameters<RequireAuth>[0]) => {
    const { user } = authOf(request);
    return { id: user.id, currencyCode: user.currencyCode, createdAt: user.createdAt };
  };
  /** The player of a real round: who pays, their limits, and how public win feeds name them. */
  const player = (request: Parameters<RequireAuth>[0], play: PlayState) => {
    const { user } = authOf(request);
    return {
      id: user.id,
      currencyCode: user.currencyCode,
      betLimits: play.betLimits,
      operatorLimits: play.operatorLimits,
      betExclusion: play.betExclusion,
      winner: {
        nickname: user.nickname,
        username: user.username,
        uniqueId: user.uniqueId,
        ghostMode: play.ghostMode,
      },
    };
  };

  /** The signed-in player of a request that may also come from a guest. */
  const optionalUser = async (request: Parameters<RequireAuth>[0]) => {
    const token = readAccessToken(request);
    const auth = token ? await accounts.authenticate(token) : null;
    return auth?.user ?? null;
  };

  app.post(
    '/api/games/:game/launch',
    {
      preHandler: requireAuth,
      schema: { params: gameParamsSchema, response: { 200: launchResponseSchema } },
    },
    async (request) => {
      // a game opened for real money on a break could only refuse every bet: refuse it here
      await responsibleGaming.assertMayPlay(playerRef(request));
      const game = await gamesService.markPlayed(playerId(request), request.params.game);
      const launchToken = accounts.launchToken(authOf(request).session, game);
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
      const play = await responsibleGaming.assertMayPlay(playerRef(request));
      // a reminder waiting for the player's answer holds every real-money round of this session
      await responsibleGaming.assertRealityCheckAnswered(play, authOf(request).session);
      return {
        success: true as const,
        data: { round: await roundsService.spin(player(request, play), request.params.game, request.body) },
      };
    },
  );

  app.post(
    '/api/games/:game/demo-spin',
    {
      schema: {
        params: gameParamsSchema,
        body: spinInputSchema.omit({ requestId: true, freeSpin: true }),
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
      data: { rounds: await roundsService.recentRounds(playerId(request), request.params.game) },
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
      data: { round: await roundsService.unfinishedRound(playerId(request), request.params.game) },
    }),
  );

  app.post(
    '/api/games/rounds/:round/shown',
    { preHandler: requireAuth, schema: { params: roundParamsSchema, body: shownInputSchema } },
    async (request) => {
      await roundsService.markShown(playerId(request), request.params.round, request.body.shownSteps);
      return { success: true as const };
    },
  );

  app.get(
    '/api/games/seeds',
    { preHandler: requireAuth, schema: { response: { 200: seedsResponseSchema } } },
    async (request) => ({ success: true as const, data: await roundsService.seeds(playerId(request)) }),
  );

  app.post(
    '/api/games/seeds/rotate',
    {
      preHandler: requireAuth,
      schema: { body: rotateSeedInputSchema, response: { 200: seedsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await roundsService.rotateSeeds(playerId(request), request.body),
    }),
  );

  app.put(
    '/api/games/seeds/client-seed',
    {
      preHandler: requireAuth,
      schema: { body: clientSeedInputSchema, response: { 200: seedsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await roundsService.chooseClientSeed(playerId(request), request.body),
    }),
  );
};
