import { betLimitChangeLockedMessage, betLimitsResponseSchema } from '@casino/contracts';
import { titles } from '@casino/slot-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { createTestClock } from '../../../../test/clock.ts';
import { bearer, createPlayer, fundedPlayer as fundedPlayerOf } from '../../../../test/factories.ts';
import { providerCaller } from '../../../../test/provider-api.ts';
import { createWallet, type Wallet } from '../../wallet/index.ts';

const secret = 'bet-limits-test-wallet-secret-0123456789';
const clock = createTestClock(new Date('2026-11-24T08:00:00Z'));
const minute = 60_000;
const game = titles[0];
if (!game) throw new Error('the studio has no title');

let app: TestApp;
let wallet: Wallet;

beforeAll(async () => {
  app = await createTestApp({ clock, env: { WALLET_API_SECRET: secret } });
  wallet = createWallet({ database: app.database, clock });
});
afterAll(async () => {
  await app?.close();
});

const fundedPlayer = () => fundedPlayerOf(app, wallet);

const setLimits = (token: string, body: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/user/responsible-gaming/bet-limits',
    payload: body as object,
    headers: bearer(token),
  });

async function limitsOf(token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/responsible-gaming/bet-limits',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return betLimitsResponseSchema.parse(response.json()).data;
}

let clicks = 0;
const spin = (token: string, bet: bigint) =>
  app.inject({
    method: 'POST',
    url: `/api/games/${game.id}/spin`,
    payload: { bet: bet.toString(), requestId: `bet-limits-spin-${++clicks}` },
    headers: bearer(token),
  });

const providerCall = providerCaller(() => app, secret, clock);

/** A provider's bet (and its round) for the player; answers the response. */
const providerBet = (uniqueId: string, id: string, amount: number) =>
  providerCall('bet', {
    playerId: uniqueId,
    currency: 'EUR',
    roundId: `round-${id}`,
    gameId: 'lucky-sevens',
    transactionId: id,
    amount: String(amount),
  });

const balanceOf = async (userId: number) => (await wallet.balances(userId, 'EUR')).total;

describe('bet and loss limits', () => {
  it('start unset, take whole positive amounts only, and cannot be removed by the player', async () => {
    const { token } = await createPlayer(app);
    expect(await limitsOf(token)).toEqual({
      currency: 'EUR',
      limits: {
        maxBetLimit: null,
        dailyBetLimit: null,
        weeklyBetLimit: null,
        monthlyBetLimit: null,
        dailyLossLimit: null,
        weeklyLossLimit: null,
        monthlyLossLimit: null,
      },
      used: {
        dailyBet: '0',
        weeklyBet: '0',
        monthlyBet: '0',
        dailyLoss: '0',
        weeklyLoss: '0',
        monthlyLoss: '0',
      },
      nextChangeAt: null,
      pending: {},
    });
    for (const body of [
      {},
      { maxBetLimit: '0' },
      { maxBetLimit: '1.5' },
      { maxBetLimit: null },
      { yearly: '5' },
    ]) {
      const response = await setLimits(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    expect((await limitsOf(token)).nextChangeAt).toBeNull();
  });

  it('refuse a spin over the maximum bet, change at most once an hour, and keep the others when one changes', async () => {
    const { token, user } = await fundedPlayer();
    // bets are whole multiples of the game's bet units: the limit sits one step above the minimum
    const step = BigInt(game.betUnits);
    const max = BigInt(game.minBet) + step;
    const set = await setLimits(token, { maxBetLimit: max.toString(), monthlyLossLimit: '90000' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.limits).toMatchObject({ maxBetLimit: max.toString(), monthlyLossLimit: '90000' });
    expect(set.json().data.nextChangeAt).toBe(new Date(clock.now().getTime() + 60 * minute).toISOString());

    const before = await balanceOf(user.userId);
    const over = await spin(token, max + step);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ errorCode: 'MAX_BET_LIMIT_REACHED' });
    expect(over.json().message).toContain('maximum bet');
    expect(await balanceOf(user.userId)).toBe(before);
    expect((await spin(token, max)).statusCode).toBe(200);

    const tooSoon = await setLimits(token, { maxBetLimit: (max * 10n).toString() });
    expect(tooSoon.json()).toEqual({
      errorCode: 'BET_LIMIT_CHANGE_LOCKED',
      message: betLimitChangeLockedMessage,
    });
    clock.advance(60 * minute);
    // a higher limit waits 24 hours (the one in force holds till then); the others stay
    const later = await setLimits(token, { maxBetLimit: (max * 10n).toString() });
    expect(later.statusCode, later.body).toBe(200);
    const from = new Date(clock.now().getTime() + 24 * 60 * minute).toISOString();
    expect(later.json().data).toMatchObject({
      limits: { maxBetLimit: max.toString(), monthlyLossLimit: '90000' },
      pending: { maxBetLimit: { amount: (max * 10n).toString(), from } },
    });
    expect((await spin(token, max + step)).json().errorCode).toBe('MAX_BET_LIMIT_REACHED');
    clock.advance(24 * 60 * minute);
    expect((await limitsOf(token)).limits.maxBetLimit).toBe((max * 10n).toString());
    expect((await spin(token, max + step)).statusCode).toBe(200);
    // a lower one applies at once and drops what waited
    clock.advance(60 * minute);
    const lower = await setLimits(token, { maxBetLimit: max.toString() });
    expect(lower.json().data).toMatchObject({ limits: { maxBetLimit: max.toString() }, pending: {} });
  });

  it('count stakes over the rolling day: a cancelled bet frees its stake, a replay is still answered', async () => {
    const { token, user } = await fundedPlayer();
    await setLimits(token, { dailyBetLimit: '1000' });
    expect((await providerBet(user.uniqueId, 'daily-1', 400)).statusCode).toBe(200);
    expect((await providerBet(user.uniqueId, 'daily-2', 400)).statusCode).toBe(200);
    const before = await balanceOf(user.userId);
    const over = await providerBet(user.uniqueId, 'daily-3', 300);
    expect(over.json()).toMatchObject({ errorCode: 'DAILY_BET_LIMIT_REACHED' });
    expect(await balanceOf(user.userId)).toBe(before);
    // the provider retries a bet that was taken: it is answered again, not refused
    expect((await providerBet(user.uniqueId, 'daily-2', 400)).json()).toMatchObject({ replayed: true });
    expect((await limitsOf(token)).used).toMatchObject({ dailyBet: '800', weeklyBet: '800' });

    const rollback = await providerCall('rollback', {
      playerId: user.uniqueId,
      currency: 'EUR',
      roundId: 'round-daily-2',
      gameId: 'lucky-sevens',
      transactionId: 'daily-2-cancel',
      betTransactionId: 'daily-2',
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect((await providerBet(user.uniqueId, 'daily-4', 300)).statusCode).toBe(200);

    // a day later the day's stakes no longer count (the week's still do)
    clock.advance(24 * 60 * minute);
    expect((await providerBet(user.uniqueId, 'daily-5', 1000)).statusCode).toBe(200);
    expect((await limitsOf(token)).used).toMatchObject({ dailyBet: '1000', weeklyBet: '1700' });
  });

  it('count net losses: wins make room, and the stake counts as lost until it wins', async () => {
    const { token, user } = await fundedPlayer();
    await setLimits(token, { dailyLossLimit: '1000' });
    expect((await providerBet(user.uniqueId, 'loss-1', 800)).statusCode).toBe(200);
    const win = await providerCall('win', {
      playerId: user.uniqueId,
      currency: 'EUR',
      roundId: 'round-loss-1',
      gameId: 'lucky-sevens',
      transactionId: 'loss-1-win',
      betTransactionId: 'loss-1',
      amount: '500',
    });
    expect(win.statusCode, win.body).toBe(200);
    expect((await limitsOf(token)).used).toMatchObject({ dailyLoss: '300', dailyBet: '800' });
    expect((await providerBet(user.uniqueId, 'loss-2', 700)).statusCode).toBe(200);
    expect((await providerBet(user.uniqueId, 'loss-3', 1)).json()).toMatchObject({
      errorCode: 'DAILY_LOSS_LIMIT_REACHED',
    });
  });

  it('hold under concurrent bets: of ten bets at once only those that fit are taken', async () => {
    const { token, user } = await fundedPlayer();
    await setLimits(token, { dailyBetLimit: '1000' });
    const before = await balanceOf(user.userId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => providerBet(user.uniqueId, `burst-${index}`, 300)),
    );
    const taken = answers.filter((answer) => answer.statusCode === 200);
    expect(taken).toHaveLength(3);
    for (const answer of answers.filter((response) => response.statusCode !== 200)) {
      expect(answer.json().errorCode).toBe('DAILY_BET_LIMIT_REACHED');
    }
    expect(await balanceOf(user.userId)).toBe(before - 900n);
    expect((await limitsOf(token)).used.dailyBet).toBe('900');
  });
});
