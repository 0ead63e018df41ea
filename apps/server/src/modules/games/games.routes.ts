import {
  categoryListQuerySchema,
  categoryListResponseSchema,
  favoriteResponseSchema,
  gameDetailsResponseSchema,
  gameListQuerySchema,
  gameListResponseSchema,
  gameProvidersResponseSchema,
  playerGamesResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { authOf, type RequireAuth } from '../accounts/index.ts';
import type { GamesService } from './games.service.ts';
import { gameThumbnail } from './games.view.ts';

const gameParamsSchema = z.strictObject({ game: z.string().min(1).max(64) });

/**
 * The catalog API: lobby lists and search, details, thumbnails, providers and the category list;
 * the player's favourites and recent games.
 */
export const gamesRoutes: FastifyPluginAsyncZod<{
  gamesService: GamesService;
  systemAccessToken: string;
  requireAuth: RequireAuth;
}> = async (app, { gamesService, systemAccessToken, requireAuth }) => {
  app.get(
    '/api/games',
    { schema: { querystring: gameListQuerySchema, response: { 200: gameListResponseSchema } } },
    async (request) => ({ success: true as const, data: await gamesService.listGames(request.query) }),
  );

  app.get(
    '/api/games/providers',
    { schema: { response: { 200: gameProvidersResponseSchema } } },
    async () => ({ success: true as const, data: { providers: await gamesService.listProviders() } }),
  );

  app.get(
    '/api/games/:game',
    { schema: { params: gameParamsSchema, response: { 200: gameDetailsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { game: await gamesService.getGame(request.params.game) },
    }),
  );

  app.get(
    '/api/games/:game/thumbnail.svg',
    { schema: { params: gameParamsSchema } },
    async (request, reply) => {
      const game = await gamesService.getGame(request.params.game);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(gameThumbnail(game));
    },
  );

  app.get(
    '/api/admin/get-full-category-list',
    { schema: { querystring: categoryListQuerySchema, response: { 200: categoryListResponseSchema } } },
    async (request) => {
      if (request.headers['x-system-token'] !== systemAccessToken) {
        throw new AppError('UNAUTHORIZED', 'A system access token is required');
      }
      return {
        success: true as const,
        data: { topCategoryList: await gamesService.listCategories(request.query.locale) },
      };
    },
  );

  for (const list of ['favorites', 'recent'] as const) {
    app.get(
      `/api/games/${list}`,
      { preHandler: requireAuth, schema: { response: { 200: playerGamesResponseSchema } } },
      async (request) => ({
        success: true as const,
        data: { rows: await gamesService.playerGames(authOf(request).user.id, list) },
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
        data: await gamesService.setFavorite(authOf(request).user.id, request.params.game, favorite),
      }),
    });
  }
};
