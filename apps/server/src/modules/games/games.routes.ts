import {
  categoryListQuerySchema,
  categoryListResponseSchema,
  gameDetailsResponseSchema,
  gameListQuerySchema,
  gameListResponseSchema,
  gameProvidersResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { GamesService } from './games.service.ts';
import { gameThumbnail } from './games.thumbnail.ts';

const gameParamsSchema = z.strictObject({ game: z.string().min(1).max(64) });

/** The catalog API: lobby lists and search, details, thumbnails, providers and the category list. */
export const gamesRoutes: FastifyPluginAsyncZod<{
  gamesService: GamesService;
  systemAccessToken: string;
}> = async (app, { gamesService, systemAccessToken }) => {
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
};
