import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import { playerRoom } from '../../plugins/realtime.ts';
import type { Accounts } from '../accounts/index.ts';
import type { Bonuses } from '../bonuses/index.ts';
import type { Content } from '../content/index.ts';
import type { Loyalty } from '../loyalty/index.ts';
import type { ResponsibleGaming } from '../responsible-gaming/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { createCashierRepository } from './cashier.repository.ts';
import { cashierRoutes } from './cashier.routes.ts';
import { type CashierService, createCashierService } from './cashier.service.ts';
import { createDepositAddresses } from './crypto-addresses/crypto-addresses.service.ts';
import { depositsRoutes, depositsWebhookRoutes } from './deposits/deposits.routes.ts';
import { createDepositsService } from './deposits/deposits.service.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { sandboxRoutes } from './providers/sandbox/sandbox.routes.ts';
import { createSandboxProvider } from './providers/sandbox/sandbox.service.ts';
import { withdrawalsAdminRoutes, withdrawalsRoutes } from './withdrawals/withdrawals.routes.ts';
import { createWithdrawalsService, type WithdrawalsService } from './withdrawals/withdrawals.service.ts';

/*
 * The cashier: payment methods, deposits (the spec's checks, the provider's page, the outcome
 * applied once), withdrawals (locked at once, approved by an operator, paid out by the provider),
 * payment providers (the sandbox among them) and their webhooks.
 */

export type { PaymentProvider } from './providers/provider.ts';

/** What other modules may ask of the cashier: the withdrawal queue's reads and decisions (the back-office). */
export type Cashier = {
  withdrawals: Pick<WithdrawalsService, 'queue' | 'approve' | 'reject' | 'latestPayments'>;
  methods: Pick<CashierService, 'allMethods' | 'updateMethod'>;
  /** The tokens of the cards a player deposited with (refer-a-friend's same-card check). */
  cardTokens(userId: number): Promise<string[]>;
  /**
   * Verification's rule (issue 21): what a player may withdraw in 30 days without an approved
   * verification (null: no limit). Set once by the verification module, registered after the cashier.
   */
  useKycThreshold(rule: (userId: number, currency: string) => Promise<bigint | null>): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    cashier: Cashier;
  }
}

export const register = defineModule<
  ModuleDeps & {
    accounts: Accounts;
    responsibleGaming: ResponsibleGaming;
    wallet: Wallet;
    bonuses: Bonuses;
    content: Content;
    loyalty: Loyalty;
  }
>(
  'cashier',
  async (
    app,
    { config, database, clock, realtime, accounts, responsibleGaming, wallet, bonuses, content, loyalty },
  ) => {
    const repository = createCashierRepository(database.db);
    const cashierService = createCashierService({ repository, clock });
    // the deposit limits count the deposits the cashier knows (pending, in progress, completed)
    responsibleGaming.useDepositTotals((userId, at) => repository.depositTotals(userId, at));

    const providers = new Map<string, PaymentProvider>();
    if (config.paymentSandbox) {
      const sandbox = createSandboxProvider({
        db: database.db,
        secret: config.sandboxWebhookSecret,
        clock,
        // the sandbox lives in this process: its webhooks go through the same HTTP route and checks
        // as an external provider's would
        deliver: async (body, headers) => {
          await app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', payload: body, headers });
        },
      });
      providers.set(sandbox.name, sandbox);
      await app.register(sandboxRoutes, { sandbox });
      app.addHook('onClose', async () => sandbox.idle());
    }

    let kycThreshold: (userId: number, currency: string) => Promise<bigint | null> = async () => null;
    const withdrawalsService = createWithdrawalsService({
      pipelined: database.pipelined,
      repository,
      cashierService,
      providers,
      walletService: wallet,
      clock,
      hasActiveBonus: (userId) => bonuses.hasActive(userId),
      withdrawalLimitOf: loyalty.withdrawalLimitOf,
      kycThresholdOf: (userId, currency) => kycThreshold(userId, currency),
    });
    const depositsService = createDepositsService({
      repository,
      cashierService,
      providers,
      walletService: wallet,
      responsibleGaming,
      clock,
      getSettings: () => content.getSettings(),
      applyPayout: (payment, event) => withdrawalsService.applyPayout(payment, event),
      depositAddress: createDepositAddresses({ repository, xpubs: config.cryptoXpubs }),
      bonuses,
      onFailed: (userId, failed) => {
        if (realtime.reaches(playerRoom(userId)))
          realtime.io.to(playerRoom(userId)).emit('failedDeposit', failed);
      },
    });

    const { requireAuth } = accounts;
    await app.register(cashierRoutes, { cashierService, accounts });
    await app.register(depositsRoutes, { depositsService, responsibleGaming, requireAuth });
    await app.register(depositsWebhookRoutes, { depositsService });
    await app.register(withdrawalsRoutes, { withdrawalsService, requireAuth });
    await app.register(withdrawalsAdminRoutes, { withdrawalsService, adminApiToken: config.adminApiToken });
    app.decorate('cashier', {
      withdrawals: {
        queue: withdrawalsService.queue,
        approve: withdrawalsService.approve,
        reject: withdrawalsService.reject,
        latestPayments: withdrawalsService.latestPayments,
      },
      methods: { allMethods: cashierService.allMethods, updateMethod: cashierService.updateMethod },
      cardTokens: (userId) => repository.cardTokens(userId),
      useKycThreshold: (rule) => {
        kycThreshold = rule;
      },
    } satisfies Cashier);
  },
);
