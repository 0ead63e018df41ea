import type { AddressInfo } from 'node:net';
import { breakResponseSchema, noUserLimit, userDetailsResponseSchema } from '@casino/contracts';
import { titles } from '@casino/slot-engine';
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { createTestClock } from '../../../../test/clock.ts';
import { bearer, createPlayer, fundedPlayer as fundedPlayerOf } from '../../../../test/factories.ts';
import { providerCaller } from '../../../../test/provider-api.ts';
import { responsibleGamingBreaks, responsibleGamingPlayers } from '../../../db/schema.ts';
import { realtimePath } from '../../../plugins/realtime.ts';
import { createWallet, type Wallet } from '../../wallet/index.ts';

const secret = 'breaks-test-wallet-secret-0123456789';
const clock = createTestClock(new Date('2026-11-24T10:00:00Z'));
const hour = 3_600_000;
const day = 24 * hour;
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

const takeBreak = (token: string, kind: 'cooling-off' | 'self-exclusion' | 'freeze', body: object) =>
  app.inject({
    method: 'POST',
    url: `/api/user/responsible-gaming/${kind}`,
    payload: body,
    headers: bearer(token),
  });

async function details(token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/get-user-details',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return userDetailsResponseSchema.parse(response.json()).data;
}

let clicks = 0;
const spin = (token: string) =>
  app.inject({
    method: 'POST',
    url: `/api/games/${game.id}/spin`,
    payload: { bet: String(game.minBet), requestId: `breaks-spin-${++clicks}` },
    headers: bearer(token),
  });

const providerCall = providerCaller(() => app, secret, clock);

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

describe('cooling off', () => {
  it('needs a period from the list and the confirmation, and writes nothing without them', async () => {
    const { token } = await createPlayer(app);
    const unconfirmed = await takeBreak(token, 'cooling-off', { period: '24h', confirm: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    expect(unconfirmed.json().fields).toHaveProperty('confirm');
    const unknown = await takeBreak(token, 'cooling-off', { period: '10y', confirm: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('period');
    const now = await details(token);
    expect(now.isSelfExcluded).toBe(false);
    expect(now.getUser.userLimit).toEqual({
      isSelfExclusionPermanent: false,
      selfExclusion: null,
      coolingOff: null,
      frozenUntil: null,
    });
  });

  it('stops bets and deposits until its end, keeps withdrawals and earlier bets settling, then lifts', async () => {
    const { token, user } = await fundedPlayer();
    const round = { playerId: user.uniqueId, currency: 'EUR', roundId: 'cool-r1', gameId: 'lucky-sevens' };
    // a provider round under way when the break starts
    const earlierBet = await providerCall('bet', { ...round, transactionId: 'cool-bet-1', amount: '500' });
    expect(earlierBet.statusCode, earlierBet.body).toBe(200);

    const started = await takeBreak(token, 'cooling-off', { period: '24h', confirm: true });
    expect(started.statusCode, started.body).toBe(200);
    const end = new Date(clock.now().getTime() + day).toISOString();
    expect(breakResponseSchema.parse(started.json()).userLimit).toEqual({
      isSelfExclusionPermanent: false,
      selfExclusion: null,
      coolingOff: end,
      frozenUntil: null,
    });
    const during = await details(token);
    expect(during.isSelfExcluded).toBe(true);
    expect(during.getUser.userLimit.coolingOff).toBe(end);
    const balanceBefore = during.userWallet.totalAmount;

    const refusedSpin = await spin(token);
    expect(refusedSpin.statusCode).toBe(400);
    expect(refusedSpin.json()).toMatchObject({ errorCode: 'SELF_EXCLUDED' });
    expect(refusedSpin.json().message).toContain('2026-11-25 10:00 UTC');
    const launch = await app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/launch`,
      headers: bearer(token),
    });
    expect(launch.json()).toMatchObject({ errorCode: 'SELF_EXCLUDED' });
    const providerBet = await providerCall('bet', { ...round, transactionId: 'cool-bet-2', amount: '500' });
    expect(providerBet.json()).toMatchObject({ errorCode: 'SELF_EXCLUDED' });
    const deposit = await app.inject({
      method: 'POST',
      url: '/api/payments/deposit',
      payload: { method: 'visa', amount: '2500', requestId: 'cool-deposit-1' },
      headers: bearer(token),
    });
    expect(deposit.json()).toMatchObject({ errorCode: 'SELF_EXCLUDED' });
    // the round that began before the break still settles, and the player still sees their withdrawals
    const win = await providerCall('win', {
      ...round,
      transactionId: 'cool-win-1',
      betTransactionId: 'cool-bet-1',
      amount: '1500',
    });
    expect(win.statusCode, win.body).toBe(200);
    const withdrawals = await app.inject({
      method: 'GET',
      url: '/api/payments/withdrawals',
      headers: bearer(token),
    });
    expect(withdrawals.statusCode).toBe(200);
    expect((await details(token)).userWallet.totalAmount).toBe(String(BigInt(balanceBefore) + 1500n));

    // another break cannot start over this one, nor replace it
    const again = await takeBreak(token, 'self-exclusion', { period: '7d', confirm: true });
    expect(again.json()).toMatchObject({ errorCode: 'LIMIT_ALREADY_ACTIVE' });
    expect((await details(token)).getUser.userLimit).toMatchObject({ coolingOff: end, selfExclusion: null });

    clock.advance(day - 1_000);
    expect((await spin(token)).json()).toMatchObject({ errorCode: 'SELF_EXCLUDED' });
    clock.advance(1_000);
    const after = await spin(token);
    expect(after.statusCode, after.body).toBe(200);
    const lifted = await details(token);
    expect(lifted.isSelfExcluded).toBe(false);
    expect(lifted.getUser.userLimit.coolingOff).toBeNull();
    const providerAfter = await providerCall('bet', {
      ...round,
      roundId: 'cool-r2',
      transactionId: 'cool-bet-3',
      amount: '500',
    });
    expect(providerAfter.statusCode, providerAfter.body).toBe(200);
  });

  it('starts once when asked twice at the same moment', async () => {
    const { token } = await createPlayer(app);
    const answers = await Promise.all([
      takeBreak(token, 'cooling-off', { period: '1h', confirm: true }),
      takeBreak(token, 'self-exclusion', { period: '1m', confirm: true }),
      takeBreak(token, 'cooling-off', { period: '12h', confirm: true }),
    ]);
    const codes = answers.map((answer) => answer.json().errorCode ?? 'OK').sort();
    expect(codes).toEqual(['LIMIT_ALREADY_ACTIVE', 'LIMIT_ALREADY_ACTIVE', 'OK']);
  });
});

describe('self-exclusion', () => {
  it('can be permanent: it never ends, and signing in again still finds it', async () => {
    const { token, email, password } = await fundedPlayer();
    const started = await takeBreak(token, 'self-exclusion', { period: 'permanent', confirm: true });
    expect(breakResponseSchema.parse(started.json()).userLimit).toMatchObject({
      isSelfExclusionPermanent: true,
      selfExclusion: null,
    });
    const start = clock.now();
    clock.advance(20 * 365 * day);
    try {
      const again = await login(email, password);
      expect(again.statusCode, again.body).toBe(200);
      const fresh = again.json().accessToken as string;
      expect((await details(fresh)).isSelfExcluded).toBe(true);
      expect((await spin(fresh)).json()).toMatchObject({ errorCode: 'SELF_EXCLUDED' });
      expect((await spin(fresh)).json().message).toContain('permanently');
    } finally {
      clock.set(start);
    }
  });

  it('runs until a chosen day, from tomorrow to ten years ahead', async () => {
    const { token } = await createPlayer(app);
    const today = clock.now().toISOString().slice(0, 10);
    const tooSoon = await takeBreak(token, 'self-exclusion', {
      period: 'custom',
      until: today,
      confirm: true,
    });
    expect(tooSoon.json()).toMatchObject({ errorCode: 'INVALID_PERIOD' });
    const tooFar = await takeBreak(token, 'self-exclusion', {
      period: 'custom',
      until: '2037-01-01',
      confirm: true,
    });
    expect(tooFar.json()).toMatchObject({ errorCode: 'INVALID_PERIOD' });
    const noDate = await takeBreak(token, 'self-exclusion', { period: 'custom', confirm: true });
    expect(noDate.json().fields).toHaveProperty('until');
    const dateWithoutCustom = await takeBreak(token, 'self-exclusion', {
      period: '7d',
      until: '2026-12-24',
      confirm: true,
    });
    expect(dateWithoutCustom.json().fields).toHaveProperty('until');
    expect((await details(token)).isSelfExcluded).toBe(false);

    const started = await takeBreak(token, 'self-exclusion', {
      period: 'custom',
      until: '2026-12-24',
      confirm: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().userLimit.selfExclusion).toBe('2026-12-24T00:00:00.000Z');
  });
});

describe('account freeze', () => {
  it('signs the player out everywhere and refuses sign-in until it ends', async () => {
    const { token, email, password } = await fundedPlayer();
    const other = (await login(email, password)).json().accessToken as string;
    const started = await takeBreak(token, 'freeze', { period: '3d', confirm: true });
    expect(started.statusCode, started.body).toBe(200);
    const frozenUntil = new Date(clock.now().getTime() + 3 * day).toISOString();
    expect(started.json().userLimit.frozenUntil).toBe(frozenUntil);

    for (const ended of [token, other]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/user/get-user-details',
        headers: bearer(ended),
      });
      expect(response.statusCode).toBe(403);
    }
    const refused = await login(email, password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'ACCOUNT_FROZEN' });
    expect(refused.json().message).toContain(`${frozenUntil.slice(0, 16).replace('T', ' ')} UTC`);
    // a wrong password is told as wrong, never as frozen
    expect((await login(email, 'Wrong#Pass1')).json()).toMatchObject({ errorCode: 'INVALID_CREDENTIALS' });

    const start = clock.now();
    clock.advance(3 * day);
    try {
      const back = await login(email, password);
      expect(back.statusCode, back.body).toBe(200);
      const limit = (await details(back.json().accessToken)).getUser.userLimit;
      expect(limit.frozenUntil).toBeNull();
    } finally {
      clock.set(start);
    }
  });
});

describe('the end of a break', () => {
  it('is recorded at its time by the job runner and told to the player’s browsers, without a read', async () => {
    const { token, user } = await createPlayer(app);
    const started = await takeBreak(token, 'cooling-off', { period: '24h', confirm: true });
    expect(started.statusCode, started.body).toBe(200);
    const endsAt = breakResponseSchema.parse(started.json()).userLimit.coolingOff;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const socket = connect(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
      path: realtimePath,
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    const start = clock.now();
    try {
      await new Promise((resolve, reject) => {
        socket.once('balance', resolve);
        socket.once('connect_error', reject);
      });
      const heard = new Promise((resolve) => socket.once('userLimit', resolve));
      const breakRow = () =>
        app.database.db
          .select()
          .from(responsibleGamingBreaks)
          .where(eq(responsibleGamingBreaks.userId, user.userId as number));
      clock.advance(day - 1_000);
      await app.jobs.runDue();
      expect((await breakRow())[0]?.status).toBe('active');
      clock.advance(1_000);
      await app.jobs.runDue();
      await app.events.settled();
      expect(await heard).toEqual({ userLimit: noUserLimit, isSelfExcluded: false });
      const [ended] = await breakRow();
      expect(ended).toMatchObject({ status: 'ended', endedAt: new Date(endsAt ?? '') });
      const [state] = await app.database.db
        .select({ currentBreakId: responsibleGamingPlayers.currentBreakId })
        .from(responsibleGamingPlayers)
        .where(eq(responsibleGamingPlayers.userId, user.userId as number));
      expect(state?.currentBreakId).toBeNull();
      // and a new break may start at once
      const next = await takeBreak(token, 'cooling-off', { period: '24h', confirm: true });
      expect(next.statusCode, next.body).toBe(200);
    } finally {
      socket.disconnect();
      clock.set(start);
    }
  });
});
