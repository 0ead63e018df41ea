import { launchResponseSchema, providerAuthenticateResponseSchema } from '@casino/contracts';
import { minor } from '@casino/money';
import { titles } from '@casino/slot-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { createTestClock } from '../../../../test/clock.ts';
import { bearer, createPlayer } from '../../../../test/factories.ts';
import { providerCaller } from '../../../../test/provider-api.ts';
import { createWallet } from '../../wallet/index.ts';

const secret = 'provider-test-secret-0123456789-abcdef';
const clock = createTestClock(new Date('2026-11-21T20:00:00Z'));
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock, env: { WALLET_API_SECRET: secret } });
});
afterAll(async () => {
  await app?.close();
});

const now = () => Math.floor(clock.now().getTime() / 1000);

const call = providerCaller(() => app, secret, clock);

async function fundedPlayer(amount = 10_000) {
  const { user } = await createPlayer(app);
  const wallet = createWallet({ database: app.database, clock });
  await wallet.deposit({
    userId: user.userId,
    currency: 'EUR',
    idempotencyKey: `seed-${user.userId}`,
    amount: minor(amount),
  });
  return { playerId: user.uniqueId as string, currency: 'EUR' };
}

describe('seamless wallet for game providers', () => {
  it('runs a round: balance, bet, win, with replays answered from the first result', async () => {
    const player = await fundedPlayer();
    const round = { ...player, roundId: 'r-1', gameId: 'lucky-sevens' };
    expect((await call('balance', player)).json().balance).toEqual({
      cash: '10000',
      bonus: '0',
      total: '10000',
      currency: 'EUR',
    });
    const bet = await call('bet', { ...round, transactionId: 'tx-bet-1', amount: '250' });
    expect(bet.json()).toMatchObject({ replayed: false, balance: { total: '9750' } });
    const again = await call('bet', { ...round, transactionId: 'tx-bet-1', amount: '250' });
    expect(again.json()).toMatchObject({
      replayed: true,
      transactionId: bet.json().transactionId,
      balance: { total: '9750' },
    });
    const win = await call('win', {
      ...round,
      transactionId: 'tx-win-1',
      betTransactionId: 'tx-bet-1',
      amount: '1000',
    });
    expect(win.json().balance.total).toBe('10750');
    const reused = await call('bet', { ...round, transactionId: 'tx-bet-1', amount: '300' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorCode).toBe('DUPLICATE_TRANSACTION');
  });

  it('rolls back a bet, and blocks a bet that arrives after its rollback', async () => {
    const player = await fundedPlayer(500);
    const round = { ...player, roundId: 'r-2', gameId: 'lucky-sevens' };
    await call('bet', { ...round, transactionId: 'tx-bet-2', amount: '200' });
    const rollback = await call('rollback', {
      ...round,
      transactionId: 'tx-rb-2',
      betTransactionId: 'tx-bet-2',
    });
    expect(rollback.json().balance.total).toBe('500');
    await call('rollback', { ...round, transactionId: 'tx-rb-3', betTransactionId: 'tx-bet-3' });
    const late = await call('bet', { ...round, transactionId: 'tx-bet-3', amount: '100' });
    expect(late.json().errorCode).toBe('BET_ROLLED_BACK');
    const tooMuch = await call('bet', { ...round, transactionId: 'tx-bet-4', amount: '501' });
    expect(tooMuch.json().errorCode).toBe('INSUFFICIENT_FUNDS');
  });

  it('authenticates a launch token while its session lives; bets need it live, wins do not', async () => {
    const { token, user } = await createPlayer(app);
    const wallet = createWallet({ database: app.database, clock });
    await wallet.deposit({
      userId: user.userId,
      currency: 'EUR',
      idempotencyKey: `seed-${user.userId}`,
      amount: minor(5_000),
    });
    await app.inject({
      method: 'PUT',
      url: '/api/user/update-user-details',
      payload: { nickname: 'Reelist' },
      headers: bearer(token),
    });
    const launch = await app.inject({
      method: 'POST',
      url: `/api/games/${titles[0]?.id}/launch`,
      headers: bearer(token),
    });
    expect(launch.statusCode).toBe(200);
    const { launchToken } = launchResponseSchema.parse(launch.json()).data;

    const authenticated = await call('authenticate', { launchToken });
    expect(providerAuthenticateResponseSchema.parse(authenticated.json())).toEqual({
      success: true,
      playerId: user.uniqueId,
      currency: 'EUR',
      game: titles[0]?.id,
      displayName: 'Reelist',
      balance: { cash: '5000', bonus: '0', total: '5000', currency: 'EUR' },
    });
    // a token is bound to its session and game: altered, it is refused
    const forged = launchToken.replace(/\.[a-z0-9-]+\./, '.another-game.');
    expect((await call('authenticate', { launchToken: forged })).statusCode).toBe(403);
    expect((await call('authenticate', { launchToken: 'nonsense' })).statusCode).toBe(403);

    const round = { playerId: user.uniqueId, currency: 'EUR', roundId: 'r-launch', gameId: 'g', launchToken };
    const bet = await call('bet', { ...round, transactionId: 'tx-launch-bet', amount: '100' });
    expect(bet.json()).toMatchObject({ balance: { total: '4900' } });
    // another player's token does not cover this player's bets
    const other = await createPlayer(app);
    const otherLaunch = await app.inject({
      method: 'POST',
      url: `/api/games/${titles[0]?.id}/launch`,
      headers: bearer(other.token),
    });
    const foreign = await call('bet', {
      ...round,
      launchToken: otherLaunch.json().data.launchToken,
      transactionId: 'tx-foreign',
      amount: '100',
    });
    expect(foreign.statusCode).toBe(403);

    // the player logs out: the session is over, so new bets are refused, but the win still lands
    expect(
      (await app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token), payload: {} }))
        .statusCode,
    ).toBe(200);
    expect((await call('authenticate', { launchToken })).statusCode).toBe(403);
    const late = await call('bet', { ...round, transactionId: 'tx-launch-late', amount: '100' });
    expect(late.statusCode).toBe(403);
    expect(late.json().errorCode).toBe('FORBIDDEN');
    const { launchToken: _unused, ...settle } = round;
    const win = await call('win', {
      ...settle,
      transactionId: 'tx-launch-win',
      betTransactionId: 'tx-launch-bet',
      amount: '300',
    });
    expect(win.json()).toMatchObject({ balance: { total: '5200' } });
  });

  it('refuses unsigned, wrongly signed, stale and foreign-currency requests', async () => {
    const player = await fundedPlayer();
    const body = { ...player, roundId: 'r-3', gameId: 'g', transactionId: 'tx-x', amount: '10' };
    const unsigned = await app.inject({ method: 'POST', url: '/api/wallet/v1/bet', payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect((await call('bet', body, { key: 'another-secret-of-32-characters-xx' })).statusCode).toBe(401);
    expect((await call('bet', body, { timestamp: now() - 301 })).statusCode).toBe(401);
    const usd = await call('bet', { ...body, currency: 'USD' });
    expect(usd.json().errorCode).toBe('WALLET_CURRENCY_MISMATCH');
    const unknown = await call('balance', { playerId: 'nobody', currency: 'EUR' });
    expect(unknown.statusCode).toBe(404);
    const fractional = await call('bet', { ...body, amount: '10.5' });
    expect(fractional.json().errorCode).toBe('VALIDATION_ERROR');
    // ids the database would store differently from how they were sent
    for (const transactionId of ['tx-\ud800', 'tx-\udc00-x', 'tx-\u0000']) {
      const garbled = await call('bet', { ...body, transactionId });
      expect(garbled.statusCode).toBe(400);
      expect(garbled.json().errorCode).toBe('VALIDATION_ERROR');
    }
    const beyondBigint = await call('bet', { ...body, amount: '9223372036854775808' });
    expect(beyondBigint.json().errorCode).toBe('INVALID_AMOUNT');
    expect((await call('balance', player)).json().balance.total).toBe('10000');
  });
});
