import { createHmac, timingSafeEqual } from 'node:crypto';
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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { publicName } from '../accounts/accounts.service.ts';
import type { WalletResult, WalletService } from './wallet.service.ts';

/** How far a request's timestamp may be from the server clock: replays older than this are refused. */
export const signatureWindowSeconds = 300;

/** The signature a provider sends in X-Wallet-Signature: hex HMAC-SHA256 of "<timestamp>.<raw body>". */
export function signWalletRequest(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The seamless-wallet API game providers call (the house studio too): balance, bet, win and
 * rollback for a player named by their public id, each idempotent by the provider's transaction id.
 */
export const walletProviderRoutes: FastifyPluginAsyncZod<{
  walletService: WalletService;
  accountsService: AccountsService;
  secret: string;
  clock: Clock;
}> = async (app, { walletService, accountsService, secret, clock }) => {
  // the signature covers the exact bytes sent, so keep them (only for the routes of this plugin)
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(
        Object.assign(new Error('The request body is not valid JSON'), {
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
          statusCode: 400,
        }),
      );
    }
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const timestamp = Number(request.headers['x-wallet-timestamp']);
    const signature = String(request.headers['x-wallet-signature'] ?? '');
    const now = Math.floor(clock.now().getTime() / 1000);
    if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > signatureWindowSeconds) {
      throw new AppError('UNAUTHORIZED', 'The request is unsigned or its timestamp is out of range');
    }
    const expected = Buffer.from(signWalletRequest(secret, timestamp, request.rawBody ?? ''), 'hex');
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('UNAUTHORIZED', 'The request signature is not valid');
    }
  });

  async function playerOf(playerId: string, currency: string) {
    const player = await accountsService.findPlayer(playerId);
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
    const launch = await accountsService.resolveLaunchToken(launchToken);
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
        displayName: publicName(user),
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
    accountsService.assertMayPlay(player, 'bet');
    if (launchToken !== undefined) {
      const launch = await liveLaunch(launchToken);
      if (launch.user.id !== player.userId) {
        throw new AppError('FORBIDDEN', 'The launch token belongs to another player');
      }
    }
    const result = await walletService.bet({
      userId: player.userId,
      currency,
      idempotencyKey: key(transactionId),
      amount: minor(amount),
      limits: player.betLimits,
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
