import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import type { Accounts } from '../accounts/index.ts';
import type { Bonuses } from '../bonuses/index.ts';
import type { Content } from '../content/index.ts';
import type { Loyalty } from '../loyalty/index.ts';
import type { Rakeback } from '../rakeback/index.ts';
import type { Referrals } from '../referrals/index.ts';
import type { ResponsibleGaming } from '../responsible-gaming/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { playersRoutes } from './players.routes.ts';
import { createPlayersService, type PlayersService } from './players.service.ts';

/*
 * Players: the "me" read model (user details: profile, wallet, bonus, limits, loyalty) assembled
 * from the other modules' public reads, the VIP club page's read, the player's money history, and
 * how players are named in public.
 */

export { type PublicNameFields, publicName } from '../accounts/index.ts';

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
    loyalty: Loyalty;
    rakeback: Rakeback;
    referrals: Referrals;
  }
>(
  'players',
  async (
    app,
    { clock, accounts, wallet, bonuses, responsibleGaming, content, loyalty, rakeback, referrals },
  ) => {
    const players = createPlayersService({
      clock,
      accounts,
      wallet,
      bonuses,
      responsibleGaming,
      content,
      loyalty,
      rakeback,
      referrals,
    });
    await app.register(playersRoutes, { players, wallet, content, accounts });
    app.decorate('players', players);
  },
);
