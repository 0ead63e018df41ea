import {
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
import { authOf, type RequireAuth, readAccessToken } from '../../plugins/auth.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { RoundsService } from './games.rounds.ts';

const gameParamsSchema = z.strictObject({ game: z.string().min(1).max(64) });
const roundParamsSchema = z.strictObject({ round: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) });

/** Playing the house slots: real and demo rounds, recall, resuming a feature, provably fair seeds. */
export const gamesPlayRoutes: FastifyPluginAsyncZod<{
  roundsService: RoundsService;
  accountsService: AccountsService;
  requireAuth: RequireAuth;
}> = async (app, { roundsService, accountsService, requireAuth }) => {
  const player = (request: Parameters<RequireAuth>[0]) => {
    const { user } = authOf(request);
    return { id: user.id, currencyCode: user.currencyCode };
  };

  app.post(
    '/api/games/:game/spin',
    {
      preHandler: requireAuth,
      schema: { params: gameParamsSchema, body: spinInputSchema, response: { 200: roundResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { round: await roundsService.spin(player(request), request.params.game, request.body) },
    }),
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
      const token = readAccessToken(request);
      const auth = token ? await accountsService.authenticate(token) : null;
      const round = await roundsService.demoSpin(
        auth ? { id: auth.user.id, currencyCode: auth.user.currencyCode } : null,
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
