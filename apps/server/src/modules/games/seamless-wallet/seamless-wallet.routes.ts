import {
  providerAuthenticateInputSchema,
  providerAuthenticateResponseSchema,
  providerBalanceInputSchema,
  providerBetInputSchema,
  providerRollbackInputSchema,
  providerWalletResponseSchema,
  providerWinInputSchema,
} from '@casino/contracts';
import { minor } from '@casino/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { providerSignature } from '../../../plugins/provider-signature.ts';
import type { Accounts } from '../../accounts/index.ts';
import type { Bonuses } from '../../bonuses/index.ts';
import { publicName } from '../../players/index.ts';
import type { ResponsibleGaming } from '../../responsible-gaming/index.ts';
import type { Wallet, WalletResult } from '../../wallet/index.ts';

/**
 * The seamless-wallet API game providers call (the house studio too): balance, bet, win and
 * rollback for a player named by their public id, each idempotent by the provider's transaction id.
 */
export const seamlessWalletRoutes: FastifyPluginAsyncZod<{
  walletService: Wallet;
  accounts: Pick<Accounts, 'findPlayer' | 'resolveLaunchToken'>;
  responsibleGaming: Pick<
    ResponsibleGaming,
    'assertMayPlayFromProvider' | 'assertRealityCheckAnswered' | 'ghostModes'
  >;
  bonusRules: Pick<Bonuses, 'assertBetAllowed'>;
  secret: string;
  clock: Clock;
}> = async (app, { walletService, accounts, responsibleGaming, bonusRules, secret, clock }) => {
  await app.register(providerSignature, { secret, clock });

  async function playerOf(playerId: string, currency: string) {
    const player = await accounts.findPlayer(playerId);
    if (!player) throw new AppError('NOT_FOUND', 'No player with this id');
    if (player.currencyCode !== currency) {
      throw new AppError('WALLET_CURRENCY_MISMATCH', `This player plays in ${player.currencyCode}`);
    }
    return player;
  }

  const present = (result: WalletResult) => ({
    success: true as const,
    transactionId: String(result.transactionId),
    replayed: result.replayed,
    balance: {
      cash: result.cash.toString(),
      bonus: result.bonus.toString(),
      total: result.balanceAfter.toString(),
      currency: result.currency,
    },
  });
  const response = { 200: providerWalletResponseSchema };
  // provider keys are scoped so one provider can never replay another's transaction ids
  const key = (transactionId: string) => `provider:${transactionId}`;

  app.post(
    '/api/wallet/v1/balance',
    { schema: { body: providerBalanceInputSchema, response } },
    async (request) => {
      const player = await playerOf(request.body.playerId, request.body.currency);
      const balances = await walletService.balances(player.userId, request.body.currency);
      return {
        success: true as const,
        transactionId: null,
        replayed: false,
        balance: {
          cash: balances.cash.toString(),
          bonus: balances.bonus.toString(),
          total: balances.total.toString(),
          currency: request.body.currency,
        },
      };
    },
  );

  // the launch token a game was opened with: its player, while the session it came from lives
  async function liveLaunch(launchToken: string) {
    const launch = await accounts.resolveLaunchToken(launchToken);
    if (!launch)
      throw new AppError('FORBIDDEN', "The launch token is not valid or the player's session has ended");
    return launch;
  }

  app.post(
    '/api/wallet/v1/authenticate',
    {
      schema: {
        body: providerAuthenticateInputSchema,
        response: { 200: providerAuthenticateResponseSchema },
      },
    },
    async (request) => {
      const { user, game } = await liveLaunch(request.body.launchToken);
      const balances = await walletService.balances(user.id, user.currencyCode);
      return {
        success: true as const,
        playerId: user.uniqueId,
        currency: user.currencyCode,
        game,
        displayName: publicName({
          ...user,
          ghostMode: (await responsibleGaming.ghostModes([user.id])).has(user.id),
        }),
        balance: {
          cash: balances.cash.toString(),
          bonus: balances.bonus.toString(),
          total: balances.total.toString(),
          currency: user.currencyCode,
        },
      };
    },
  );

  app.post('/api/wallet/v1/bet', { schema: { body: providerBetInputSchema, response } }, async (request) => {
    const { playerId, currency, transactionId, roundId, gameId, amount, launchToken } = request.body;
    const player = await playerOf(playerId, currency);
    // a player on a break places no new bet (the wins and rollbacks of earlier ones still settle)
    const play = await responsibleGaming.assertMayPlayFromProvider({
      id: player.userId,
      currencyCode: player.currencyCode,
      createdAt: player.createdAt,
    });
    if (launchToken !== undefined) {
      const launch = await liveLaunch(launchToken);
      if (launch.user.id !== player.userId) {
        throw new AppError('FORBIDDEN', 'The launch token belongs to another player');
      }
      // the session the game was opened in: a reality check waiting for an answer holds its bets
      await responsibleGaming.assertRealityCheckAnswered(play, launch.session);
    }
    // a stake with an active bonus keeps its rules (excluded games, the largest bet)
    await bonusRules.assertBetAllowed(player.userId, { game: gameId, amount: BigInt(amount) });
    const result = await walletService.bet({
      userId: player.userId,
      currency,
      idempotencyKey: key(transactionId),
      amount: minor(amount),
      limits: play.betLimits,
      context: { roundId, gameId },
    });
    return present(result);
  });

  app.post('/api/wallet/v1/win', { schema: { body: providerWinInputSchema, response } }, async (request) => {
    const { playerId, currency, transactionId, roundId, gameId, amount, betTransactionId } = request.body;
    const player = await playerOf(playerId, currency);
    const result = await walletService.win({
      userId: player.userId,
      currency,
      idempotencyKey: key(transactionId),
      betKey: key(betTransactionId),
      amount: minor(amount),
      context: { roundId, gameId },
    });
    return present(result);
  });

  app.post(
    '/api/wallet/v1/rollback',
    { schema: { body: providerRollbackInputSchema, response } },
    async (request) => {
      const { playerId, currency, transactionId, roundId, gameId, betTransactionId } = request.body;
      const player = await playerOf(playerId, currency);
      const result = await walletService.rollback({
        userId: player.userId,
        currency,
        idempotencyKey: key(transactionId),
        betKey: key(betTransactionId),
        context: { roundId, gameId },
      });
      return present(result);
    },
  );
};
