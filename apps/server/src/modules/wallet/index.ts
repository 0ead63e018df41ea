import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import { emitPostingToPlayer } from './wallet.events.ts';
import { createWallet, type WalletService } from './wallet.service.ts';

/*
 * The wallet: the double-entry ledger. Every balance change is a balanced posting in one database
 * transaction, idempotent by its key; postings, balances and the player's history. A leaf: it
 * imports no other module, and tells the others what happened through the `wallet.posted` event.
 */

export type {
  BetLimitValues,
  FundingOrder,
  OperatorLimitValues,
  WalletOperation,
} from './postings/postings.rules.ts';
export { BurnRefused, withdrawalCancelledByPlayer } from './postings/postings.rules.ts';
export type { WalletResult } from './postings/postings.service.ts';
export type { PostingCommitted } from './wallet.events.ts';
export type { RaceTally, RaceTallyQuery } from './wallet.repository.ts';
export { createWallet };
export type Wallet = WalletService;

declare module 'fastify' {
  interface FastifyInstance {
    wallet: Wallet;
  }
}

export const register = defineModule<ModuleDeps>(
  'wallet',
  async (app, { config, database, clock, events, realtime }) => {
    const wallet = createWallet({
      database,
      clock,
      systemBuckets: config.ledgerSystemBuckets,
      publish: (event) => events.publish('wallet.posted', event),
    });
    events.subscribe('wallet.posted', (event) => emitPostingToPlayer(realtime.io, event));
    // a player's socket hears the balance as it is now first: nothing missed while away stays stale
    realtime.greetWith({
      event: 'balance',
      load: async ({ userId, currency }) => {
        const now = await wallet.balances(userId, currency);
        return {
          cash: now.cash.toString(),
          nonCash: now.bonus.toString(),
          total: now.total.toString(),
          currency,
        };
      },
    });
    app.decorate('wallet', wallet);
  },
);
