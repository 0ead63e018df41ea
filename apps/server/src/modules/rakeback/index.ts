import type { Executor } from '../../db/database.ts';
import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import type { Accounts } from '../accounts/index.ts';
import type { Content } from '../content/index.ts';
import type { Loyalty } from '../loyalty/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { closeDaysEveryMs } from './rakeback.jobs.ts';
import {
  createRakebackRepository,
  type RakebackSettingsChanges,
  type RakebackSettingsRow,
} from './rakeback.repository.ts';
import { rakebackRoutes } from './rakeback.routes.ts';
import { createRakebackService, type RakebackService } from './rakeback.service.ts';

/*
 * The rakeback calendar (issue 19): a depositor's real-money play counted per day in their time
 * zone, each ended day closed once (by a job every minute, or by the player's next call) into an
 * entry worth the operator's share of its net gaming revenue, claimed today or yesterday and paid
 * through the wallet once.
 */

export type { RakebackSettingsChanges, RakebackSettingsRow } from './rakeback.repository.ts';

/** What other modules may ask of the rakeback calendar. */
export type Rakeback = Pick<RakebackService, 'closeDue' | 'closeAllDue' | 'playerOverview' | 'settings'> & {
  /** The operators' side of the terms: changes run in the caller's transaction. */
  settingsAdmin: {
    update(
      changes: RakebackSettingsChanges,
      tx: Executor,
    ): Promise<{ before: RakebackSettingsRow; after: RakebackSettingsRow }>;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    rakeback: Rakeback;
  }
}

export const register = defineModule<
  ModuleDeps & { accounts: Accounts; wallet: Wallet; content: Content; loyalty: Loyalty }
>('rakeback', async (app, { database, clock, events, jobs, accounts, wallet, content, loyalty }) => {
  const repository = createRakebackRepository(database.db);
  const rakeback = createRakebackService({
    repository,
    transaction: (work) => database.db.transaction((tx) => work(createRakebackRepository(tx))),
    wallet,
    clock,
    exponentOf: async (currency) =>
      (await content.getCurrencies()).find((entry) => entry.code === currency)?.exponent ?? 2,
    levelOf: loyalty.levelOf,
  });
  // a first deposit starts the player's calendar (a call of theirs would too, should this be missed)
  events.subscribe('wallet.posted', async (event) => {
    if (event.type === 'deposit')
      await rakeback.ensurePlayer({ id: event.userId, currencyCode: event.currency });
  });
  // the days that ended close once across all processes, every minute
  await jobs.every(
    'rakeback.close-days',
    closeDaysEveryMs,
    async () => void (await rakeback.closeAllDue()),
    {},
  );
  await app.register(rakebackRoutes, { rakeback, accounts });
  app.decorate('rakeback', {
    closeDue: rakeback.closeDue,
    closeAllDue: rakeback.closeAllDue,
    playerOverview: rakeback.playerOverview,
    settings: rakeback.settings,
    settingsAdmin: {
      update: async (changes, tx) => {
        const transactional = createRakebackRepository(tx);
        const before = (await transactional.lockSettings()) ?? (await transactional.settings());
        const after = await transactional.updateSettings(changes, clock.now());
        return { before, after };
      },
    },
  } satisfies Rakeback);
});
