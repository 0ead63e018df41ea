import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import type { Accounts } from '../accounts/index.ts';
import type { Bonuses } from '../bonuses/index.ts';
import type { Content } from '../content/index.ts';
import type { ResponsibleGaming } from '../responsible-gaming/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { playersRoutes } from './players.routes.ts';
import { createPlayersService, type PlayersService } from './players.service.ts';

/*
 * Players: the "me" read model (user details: profile, wallet, bonus, limits) assembled from the
 * other modules' public reads, the player's money history, and how players are named in public.
 */

export { type PublicNameFields, publicName } from './players.service.ts';

/** What other modules may ask of the players module. */
export type Players = Pick<PlayersService, 'publicNameFields'>;

declare module 'fastify' {
  interface FastifyInstance {
    players: Players;
  }
}

export const register = defineModule<
  ModuleDeps & {
    accounts: Accounts;
    wallet: Wallet;
    bonuses: Bonuses;
    responsibleGaming: ResponsibleGaming;
    content: Content;
  }
>('players', async (app, { accounts, wallet, bonuses, responsibleGaming, content }) => {
  const players = createPlayersService({ accounts, wallet, bonuses, responsibleGaming, content });
  await app.register(playersRoutes, { players, wallet, content, requireAuth: accounts.requireAuth });
  app.decorate('players', players);
});
