import { gamePulseResponseSchema, winsQuerySchema, winsResponseSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Accounts, readAccessToken } from '../../accounts/index.ts';
import type { WinsService } from './wins.service.ts';

const gameParamsSchema = z.strictObject({ game: z.string().min(1).max(64) });

/** The top-wins tables (My Wins for the signed-in player) and each game's pulse. */
export const winsRoutes: FastifyPluginAsyncZod<{
  winsService: WinsService;
  accounts: Pick<Accounts, 'authenticate'>;
}> = async (app, { winsService, accounts }) => {
  app.get(
    '/api/games/wins',
    { schema: { querystring: winsQuerySchema, response: { 200: winsResponseSchema } } },
    async (request) => {
      const { table, game } = request.query;
      const token = table === 'mine' ? readAccessToken(request) : null;
      const user = token ? (await accounts.authenticate(token))?.user : undefined;
      const rows = await winsService.wins(table, { userId: user?.id, game });
      return { success: true as const, data: { table, rows } };
    },
  );

  app.get(
    '/api/games/:game/pulse',
    { schema: { params: gameParamsSchema, response: { 200: gamePulseResponseSchema } } },
    async (request) => ({ success: true as const, data: await winsService.pulse(request.params.game) }),
  );
};
