import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import type { Accounts } from '../accounts/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { expireJobKey } from './bonuses.jobs.ts';
import { createBonusesRepository } from './bonuses.repository.ts';
import { bonusesRoutes } from './bonuses.routes.ts';
import { type BonusesService, createBonusesService } from './bonuses.service.ts';

/*
 * Bonuses: deposit bonuses the player takes with a deposit, their wagering (settled after every
 * bet or round played with bonus money, heard from the wallet's events), conversion into cash,
 * cancellation, and expiry at its time (a job).
 */

export type { BonusPlayer, DepositGrant, ReservedBonus } from './bonuses.service.ts';

/** What other modules may ask of the bonuses module. */
export type Bonuses = Pick<
  BonusesService,
  'activeBonus' | 'hasActive' | 'reserve' | 'attach' | 'grantFor' | 'dropFor'
>;

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: Bonuses;
  }
}

export const register = defineModule<ModuleDeps & { accounts: Accounts; wallet: Wallet }>(
  'bonuses',
  async (app, { database, clock, events, jobs, accounts, wallet }) => {
    const bonuses = createBonusesService({
      repository: createBonusesRepository(database.db),
      walletService: wallet,
      clock,
      expiryJob: (bonus, expiresAt) =>
        jobs.scheduleStatement(
          'bonuses.expire',
          { bonusId: bonus.publicId },
          { runAt: expiresAt, key: expireJobKey(bonus.publicId) },
        ),
      logError: (error, message) => app.log.error({ err: error }, message),
    });
    jobs.define('bonuses.expire', ({ bonusId }) => bonuses.expire(bonusId));
    // play with bonus money moves the bonus's wagering on (a round announces its win, if any)
    events.subscribe('wallet.posted', (event) => {
      if ((event.type === 'bet' || event.type === 'win') && event.bonus > 0n) {
        return bonuses.afterPlay(event.userId);
      }
    });
    await app.register(bonusesRoutes, { bonusesService: bonuses, requireAuth: accounts.requireAuth });
    app.decorate('bonuses', bonuses);
  },
);
