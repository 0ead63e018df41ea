import { type ReferralSettings, referralOverviewResponseSchema } from '@casino/contracts';
import type { Executor } from '../../db/database.ts';
import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import { type Accounts, authOf, publicName } from '../accounts/index.ts';
import type { Cashier } from '../cashier/index.ts';
import type { Content } from '../content/index.ts';
import type { ResponsibleGaming } from '../responsible-gaming/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { catchUpEveryMs } from './referrals.jobs.ts';
import { createReferralsRepository, type ReferralRow } from './referrals.repository.ts';
import { createReferralsService, type ReferralsService } from './referrals.service.ts';

/*
 * Refer-a-friend (issue 20): each player's referral link, the sign-ups made through it (refused
 * from the referrer's device, network or cards), and the referrer's reward paid once per friend
 * who became a depositor and wagered the operator's amount.
 */

export type { ReferralRow };

/** What other modules may ask of refer-a-friend. */
export type Referrals = Pick<ReferralsService, 'referralData' | 'catchUp' | 'check'> & {
  admin: {
    settings(): Promise<ReferralSettings>;
    update(
      settings: ReferralSettings,
      tx: Executor,
    ): Promise<{ before: ReferralSettings; after: ReferralSettings }>;
    page(
      status: ReferralRow['status'] | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: ReferralRow[]; total: number }>;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    referrals: Referrals;
  }
}

export const register = defineModule<
  ModuleDeps & {
    accounts: Accounts;
    wallet: Wallet;
    cashier: Cashier;
    content: Content;
    responsibleGaming: ResponsibleGaming;
  }
>(
  'referrals',
  async (app, { database, clock, events, jobs, accounts, wallet, cashier, content, responsibleGaming }) => {
    const repository = createReferralsRepository(database.db);
    const referrals = createReferralsService({
      repository,
      wallet,
      accounts,
      cardTokens: cashier.cardTokens,
      names: async (userIds) => {
        const [fields, ghosts] = await Promise.all([
          accounts.publicNameFields(userIds),
          responsibleGaming.ghostModes(userIds),
        ]);
        return new Map(
          fields.map(({ id, ...rest }) => [id, publicName({ ...rest, ghostMode: ghosts.has(id) })]),
        );
      },
      exponentOf: async (currency) =>
        (await content.getCurrencies()).find((entry) => entry.code === currency)?.exponent ?? 2,
      clock,
    });
    events.subscribe('accounts.signed-up', (event) => referrals.recordSignUp(event));
    // a friend's deposit or bet may qualify their referral; a referrer's first deposit releases their rewards
    events.subscribe('wallet.posted', async (event) => {
      const deposited = event.postings.some((posting) => posting.type === 'deposit');
      if (deposited || event.postings.some((posting) => posting.type === 'bet'))
        await referrals.afterPlay(event.userId, deposited);
    });
    await jobs.every('referrals.catch-up', catchUpEveryMs, async () => void (await referrals.catchUp()), {});

    app.get(
      '/api/user/referrals',
      { preHandler: accounts.requireAuth, schema: { response: { 200: referralOverviewResponseSchema } } },
      async (request) => {
        const { user } = authOf(request);
        return { success: true as const, data: await referrals.overview(user) };
      },
    );

    app.decorate('referrals', {
      referralData: referrals.referralData,
      catchUp: referrals.catchUp,
      check: referrals.check,
      admin: {
        settings: async () => referrals.settingsView(await repository.settings()),
        update: async (settings, tx) => {
          const repo = createReferralsRepository(tx);
          const before = referrals.settingsView(await repo.lockSettings());
          const after = referrals.settingsView(
            await repo.updateSettings({
              enabled: settings.enabled,
              reward: settings.reward,
              wagerRequired: settings.wagerRequired,
              updatedAt: clock.now(),
            }),
          );
          return { before, after };
        },
        page: (status, offset, limit) => repository.page(status, offset, limit),
      },
    } satisfies Referrals);
  },
);
