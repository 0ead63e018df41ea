import {
  monthlyWinningsResponseSchema,
  type PlayLimitsSettings,
  realityCheckResponseSchema,
  userDetailsResponseSchema,
} from '@casino/contracts';
import { titles } from '@casino/slot-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { createTestClock } from '../../../../test/clock.ts';
import { bearer, fundedPlayer as fundedPlayerOf } from '../../../../test/factories.ts';
import { createOperator, signInOperator, type TestOperator } from '../../../../test/operators.ts';
import { providerCaller } from '../../../../test/provider-api.ts';
import { createWallet, type Wallet } from '../../wallet/index.ts';
import { calendarMonthsBetween, monthlyWinningsAmount, monthStart } from './play-limits.service.ts';

const secret = 'play-limits-test-wallet-secret-0123456789';
const clock = createTestClock(new Date('2026-11-24T08:00:00Z'));
const minute = 60_000;
const slot = titles.find((title) => title.bonusBuy === undefined);
const buyable = titles.find((title) => title.bonusBuy !== undefined);
if (!slot || !buyable?.bonusBuy) throw new Error('the studio needs a title with and one without a bonus buy');
const buyCost = BigInt(buyable.bonusBuy.cost);

let app: TestApp;
let wallet: Wallet;
let owner: TestOperator;

beforeAll(async () => {
  app = await createTestApp({ clock, env: { WALLET_API_SECRET: secret } });
  wallet = createWallet({ database: app.database, clock });
  owner = await createOperator(app, 'owner');
});
afterAll(async () => {
  await app?.close();
});

const fundedPlayer = (amount?: bigint) => fundedPlayerOf(app, wallet, amount);
const balanceOf = async (userId: number) => (await wallet.balances(userId, 'EUR')).total;

/**
 * The owner's token: the tests move the clock past back-office sessions, so the owner signs in again
 * when theirs has ended (a code is good once, so never twice at one instant).
 */
let ownerSession: string | null = null;
async function asOwner(request: { method: 'GET' | 'PUT'; url: string; payload?: object }) {
  ownerSession ??= await signInOperator(app, owner, clock.now());
  const first = await app.inject({ ...request, headers: bearer(ownerSession) });
  if (first.statusCode !== 401) return first;
  ownerSession = await signInOperator(app, owner, clock.now());
  return app.inject({ ...request, headers: bearer(ownerSession) });
}

async function setPlayLimits(settings: PlayLimitsSettings, token?: string) {
  const request = {
    method: 'PUT' as const,
    url: '/api/backoffice/responsible-gaming/play-limits',
    payload: settings,
  };
  return token ? app.inject({ ...request, headers: bearer(token) }) : asOwner(request);
}
const noPlayLimits: PlayLimitsSettings = { globalBetLimits: {}, monthlyWinnings: {} };

let clicks = 0;
const spin = (token: string, game: string, bet: bigint, buy = false) =>
  app.inject({
    method: 'POST',
    url: `/api/games/${game}/spin`,
    payload: { bet: bet.toString(), buy, requestId: `play-limits-spin-${++clicks}` },
    headers: bearer(token),
  });

const providerCall = providerCaller(() => app, secret, clock);
let transactions = 0;
/** A provider's bet and, when `win` is given, its win: the way to a known net result. */
async function providerRound(uniqueId: string, bet: number, win?: number) {
  const id = `play-limits-${++transactions}`;
  const placed = await providerCall('bet', {
    playerId: uniqueId,
    currency: 'EUR',
    roundId: `round-${id}`,
    gameId: 'lucky-sevens',
    transactionId: id,
    amount: String(bet),
  });
  if (placed.statusCode !== 200 || win === undefined) return placed;
  return providerCall('win', {
    playerId: uniqueId,
    currency: 'EUR',
    roundId: `round-${id}`,
    gameId: 'lucky-sevens',
    transactionId: `${id}-win`,
    betTransactionId: id,
    amount: String(win),
  });
}

async function monthlyOf(token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/responsible-gaming/monthly-winnings',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return monthlyWinningsResponseSchema.parse(response.json()).data;
}

describe('the monthly winnings limit', () => {
  it('rises by the rule with each calendar month of the account, up to its ceiling', () => {
    const rule = { base: '10000', monthlyRisePercent: 10, ceiling: '13000' };
    expect(monthlyWinningsAmount(rule, 0)).toBe(10_000n);
    expect(monthlyWinningsAmount(rule, 1)).toBe(11_000n);
    expect(monthlyWinningsAmount(rule, 3)).toBe(13_000n);
    expect(monthlyWinningsAmount(rule, 40)).toBe(13_000n);
    expect(monthlyWinningsAmount({ ...rule, ceiling: null }, 40)).toBe(50_000n);
    const opened = new Date('2026-11-30T23:59:00Z');
    expect(calendarMonthsBetween(opened, new Date('2026-11-30T23:59:59Z'))).toBe(0);
    expect(calendarMonthsBetween(opened, new Date('2026-12-01T00:00:00Z'))).toBe(1);
    expect(calendarMonthsBetween(opened, new Date('2027-02-15T00:00:00Z'))).toBe(3);
    expect(monthStart(new Date('2026-12-31T23:59:59Z'), 1).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('counts net winnings in the calendar month, stops real-money bets once reached, and starts again next month', async () => {
    clock.set(new Date('2026-11-24T08:00:00Z'));
    const { token, user } = await fundedPlayer();
    expect(await monthlyOf(token)).toBeNull();

    const saved = await setPlayLimits({
      globalBetLimits: {},
      monthlyWinnings: { EUR: { base: '10000', monthlyRisePercent: 10, ceiling: null } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await monthlyOf(token)).toEqual({
      currency: 'EUR',
      amount: '10000',
      used: '0',
      resetsAt: '2026-12-01T00:00:00.000Z',
      nextAmount: '11000',
      reached: false,
    });

    // a loss counts nothing; wins count net of stakes
    expect((await providerRound(user.uniqueId, 500, 0)).statusCode).toBe(200);
    expect((await monthlyOf(token))?.used).toBe('0');
    expect((await providerRound(user.uniqueId, 500, 6_000)).statusCode).toBe(200);
    expect((await monthlyOf(token))?.used).toBe('5000');
    // the win that crosses the limit is paid in full
    expect((await providerRound(user.uniqueId, 1_000, 7_000)).statusCode).toBe(200);
    const reached = await monthlyOf(token);
    expect(reached).toMatchObject({ used: '11000', reached: true });

    const details = await app.inject({
      method: 'GET',
      url: '/api/user/get-user-details',
      headers: bearer(token),
    });
    expect(userDetailsResponseSchema.parse(details.json()).data.userMonthlyLimit).toEqual({
      amount: '10000',
      used: '11000',
      resetsAt: '2026-12-01T00:00:00.000Z',
    });

    // every real-money bet is refused now, and changes nothing
    const before = await balanceOf(user.userId);
    const refused = await spin(token, slot.id, BigInt(slot.minBet));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'MONTHLY_WINNINGS_LIMIT_REACHED',
      fields: { limit: 'monthlyWinningsLimit' },
    });
    const providerRefused = await providerRound(user.uniqueId, 100);
    expect(providerRefused.json().errorCode).toBe('MONTHLY_WINNINGS_LIMIT_REACHED');
    expect(await balanceOf(user.userId)).toBe(before);
    // demo play is not real money
    const demo = await app.inject({
      method: 'POST',
      url: `/api/games/${slot.id}/demo-spin`,
      payload: { bet: String(slot.minBet), buy: false },
      headers: bearer(token),
    });
    expect(demo.statusCode, demo.body).toBe(200);

    // one second before the month ends it still holds; at midnight UTC the count starts again, higher
    clock.set(new Date('2026-11-30T23:59:59Z'));
    expect((await spin(token, slot.id, BigInt(slot.minBet))).json().errorCode).toBe(
      'MONTHLY_WINNINGS_LIMIT_REACHED',
    );
    clock.set(new Date('2026-12-01T00:00:00Z'));
    expect(await monthlyOf(token)).toEqual({
      currency: 'EUR',
      amount: '11000',
      used: '0',
      resetsAt: '2027-01-01T00:00:00.000Z',
      nextAmount: '12000',
      reached: false,
    });
    const again = await spin(token, slot.id, BigInt(slot.minBet));
    expect(again.statusCode, again.body).toBe(200);
    expect((await setPlayLimits(noPlayLimits)).statusCode).toBe(200);
  });

  it('is the operator’s to set: validated, audited, and refused to roles without settings.manage', async () => {
    const support = await signInOperator(app, await createOperator(app, 'support'), clock.now());
    const read = await app.inject({
      method: 'GET',
      url: '/api/backoffice/responsible-gaming/play-limits',
      headers: bearer(support),
    });
    expect(read.statusCode, read.body).toBe(200);
    const settings = {
      globalBetLimits: { EUR: '50000' },
      monthlyWinnings: { EUR: { base: '100000', monthlyRisePercent: 5, ceiling: '200000' } },
    };
    expect((await setPlayLimits(settings, support)).statusCode).toBe(403);
    const unknownCurrency = await setPlayLimits({ ...settings, globalBetLimits: { XYZ: '100' } });
    expect(unknownCurrency.statusCode).toBe(400);
    expect(unknownCurrency.json().fields).toHaveProperty('globalBetLimits');
    const lowCeiling = await setPlayLimits({
      globalBetLimits: {},
      monthlyWinnings: { EUR: { base: '100000', monthlyRisePercent: 5, ceiling: '99999' } },
    });
    expect(lowCeiling.statusCode).toBe(400);
    const badRise = await setPlayLimits({
      globalBetLimits: {},
      monthlyWinnings: { EUR: { base: '100000', monthlyRisePercent: 101, ceiling: null } },
    });
    expect(badRise.statusCode).toBe(400);

    const saved = await setPlayLimits(settings);
    expect(saved.statusCode, saved.body).toBe(200);
    // the level support needs stays as it was when a change leaves it out
    expect(saved.json().data).toEqual({ ...settings, limitChangeMinLevel: 3 });
    const audit = await asOwner({ method: 'GET', url: '/api/backoffice/audit?action=play-limits.update' });
    expect(audit.statusCode, audit.body).toBe(200);
    const [row] = audit.json().data;
    expect(row).toMatchObject({
      action: 'play-limits.update',
      after: { ...settings, limitChangeMinLevel: 3 },
    });
    expect((await setPlayLimits(noPlayLimits)).statusCode).toBe(200);
  });
});

describe('the global bet limit', () => {
  it('refuses any stake above it, in the studio and from providers, with its own code', async () => {
    const { token, user } = await fundedPlayer();
    const step = BigInt(slot.betUnits);
    const limit = BigInt(slot.minBet) + step;
    expect(
      (await setPlayLimits({ globalBetLimits: { EUR: limit.toString() }, monthlyWinnings: {} })).statusCode,
    ).toBe(200);
    const before = await balanceOf(user.userId);
    const over = await spin(token, slot.id, limit + step);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      errorCode: 'GLOBAL_BET_LIMIT_REACHED',
      fields: { limit: 'globalBetLimit' },
    });
    expect((await providerRound(user.uniqueId, Number(limit) + 1)).json().errorCode).toBe(
      'GLOBAL_BET_LIMIT_REACHED',
    );
    expect(await balanceOf(user.userId)).toBe(before);
    expect((await spin(token, slot.id, limit)).statusCode).toBe(200);
    expect((await setPlayLimits(noPlayLimits)).statusCode).toBe(200);
  });
});

describe('a bonus buy over the player’s own limits (spec §4)', () => {
  const arm = (token: string, bet: bigint, game = buyable.id) =>
    app.inject({
      method: 'POST',
      url: '/api/user/responsible-gaming/bet-exclusion',
      payload: { game, bet: bet.toString() },
      headers: bearer(token),
    });

  it('excludes exactly the next round from the player’s limits, only when it is that buy', async () => {
    clock.set(new Date('2026-12-03T10:00:00Z'));
    const { token, user } = await fundedPlayer(10_000_000n);
    const bet = BigInt(buyable.minBet);
    const cost = bet * buyCost;
    const limits = await app.inject({
      method: 'PUT',
      url: '/api/user/responsible-gaming/bet-limits',
      payload: { maxBetLimit: (cost - 1n).toString() },
      headers: bearer(token),
    });
    expect(limits.statusCode, limits.body).toBe(200);

    const refused = await spin(token, buyable.id, bet, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'MAX_BET_LIMIT_REACHED',
      fields: { limit: 'maxBetLimit', excludable: 'true' },
    });
    // a regular bet is not excludable: it was never over
    expect((await spin(token, buyable.id, bet)).statusCode).toBe(200);

    // Confirm Bonus Buy: that buy passes, once
    const armed = await arm(token, bet);
    expect(armed.statusCode, armed.body).toBe(200);
    expect(armed.json().data).toEqual({
      game: buyable.id,
      bet: bet.toString(),
      expiresAt: new Date(clock.now().getTime() + 2 * minute).toISOString(),
    });
    const before = await balanceOf(user.userId);
    const bought = await spin(token, buyable.id, bet, true);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().data.round).toMatchObject({ bought: true, cost: cost.toString() });
    expect(await balanceOf(user.userId)).toBe(before - cost + BigInt(bought.json().data.round.win));
    expect((await spin(token, buyable.id, bet, true)).json().errorCode).toBe('MAX_BET_LIMIT_REACHED');

    // another round after confirming uses the confirmation up: the buy after it is refused again
    expect((await arm(token, bet)).statusCode).toBe(200);
    expect((await spin(token, buyable.id, bet)).statusCode).toBe(200);
    expect((await spin(token, buyable.id, bet, true)).json().errorCode).toBe('MAX_BET_LIMIT_REACHED');

    // a buy of another bet does not match, and a confirmation lapses after two minutes
    expect((await arm(token, bet)).statusCode).toBe(200);
    const otherBet = bet + BigInt(buyable.betUnits);
    expect((await spin(token, buyable.id, otherBet, true)).json().errorCode).toBe('MAX_BET_LIMIT_REACHED');
    expect((await arm(token, bet)).statusCode).toBe(200);
    clock.advance(2 * minute);
    expect((await spin(token, buyable.id, bet, true)).json().errorCode).toBe('MAX_BET_LIMIT_REACHED');
  });

  it('lets one of two buys at once through, and never passes the operator’s limits', async () => {
    clock.advance(5 * minute);
    const { token } = await fundedPlayer(10_000_000n);
    const bet = BigInt(buyable.minBet);
    const cost = bet * buyCost;
    await app.inject({
      method: 'PUT',
      url: '/api/user/responsible-gaming/bet-limits',
      payload: { dailyBetLimit: (cost - 1n).toString() },
      headers: bearer(token),
    });
    expect((await arm(token, bet)).statusCode).toBe(200);
    const both = await Promise.all([spin(token, buyable.id, bet, true), spin(token, buyable.id, bet, true)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const loser = both.find((response) => response.statusCode === 400);
    expect(['BET_EXCLUSION_NOT_ARMED', 'DAILY_BET_LIMIT_REACHED']).toContain(loser?.json().errorCode);

    expect(
      (await setPlayLimits({ globalBetLimits: { EUR: (cost - 1n).toString() }, monthlyWinnings: {} }))
        .statusCode,
    ).toBe(200);
    expect((await arm(token, bet)).statusCode).toBe(200);
    const overGlobal = await spin(token, buyable.id, bet, true);
    expect(overGlobal.json().errorCode).toBe('GLOBAL_BET_LIMIT_REACHED');
    expect(overGlobal.json().fields?.excludable).toBeUndefined();
    // a refused round used nothing up: without the casino's limit the same buy passes, unarmed again
    expect((await setPlayLimits(noPlayLimits)).statusCode).toBe(200);
    const after = await spin(token, buyable.id, bet, true);
    expect(after.statusCode, after.body).toBe(200);
    expect((await spin(token, buyable.id, bet, true)).json().errorCode).toBe('DAILY_BET_LIMIT_REACHED');
  });

  it('is refused for a guest and for a malformed bet', async () => {
    const { token } = await fundedPlayer();
    const guest = await app.inject({
      method: 'POST',
      url: '/api/user/responsible-gaming/bet-exclusion',
      payload: { game: buyable.id, bet: '100' },
    });
    expect([401, 403]).toContain(guest.statusCode);
    expect((await arm(token, 0n)).statusCode).toBe(400);
  });
});

describe('the reality check', () => {
  const realityCheck = async (token: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/responsible-gaming/reality-check',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return realityCheckResponseSchema.parse(response.json()).data;
  };
  const setRealityCheck = (token: string, minutes: number | null) =>
    app.inject({
      method: 'PUT',
      url: '/api/user/responsible-gaming/reality-check',
      payload: { minutes },
      headers: bearer(token),
    });

  it('holds real-money play every N minutes until the player has seen time and net result and continues', async () => {
    clock.set(new Date('2026-12-10T18:00:00Z'));
    const signedInAt = clock.now();
    const { token, user } = await fundedPlayer();
    expect(await realityCheck(token)).toMatchObject({ minutes: null, dueAt: null, due: false });
    for (const minutes of [0, 10, 20, 121, 15.5]) {
      expect((await setRealityCheck(token, minutes)).statusCode, String(minutes)).toBe(400);
    }

    clock.advance(40 * minute);
    const set = await setRealityCheck(token, 15);
    expect(set.statusCode, set.body).toBe(200);
    // counted from when it was set, not from the session's start 40 minutes ago
    expect(set.json().data).toMatchObject({
      minutes: 15,
      sessionStartedAt: signedInAt.toISOString(),
      dueAt: new Date(clock.now().getTime() + 15 * minute).toISOString(),
      due: false,
    });
    const first = await spin(token, slot.id, BigInt(slot.minBet));
    expect(first.statusCode, first.body).toBe(200);
    const firstWin = BigInt(first.json().data.round.win);

    clock.advance(15 * minute - 1000);
    expect((await realityCheck(token)).due).toBe(false);
    // continuing before the reminder is due does not push it away
    const early = await app.inject({
      method: 'POST',
      url: '/api/user/responsible-gaming/reality-check/continue',
      headers: bearer(token),
    });
    expect(early.json().data.dueAt).toBe(new Date(clock.now().getTime() + 1000).toISOString());
    clock.advance(1000);
    const due = await realityCheck(token);
    expect(due).toMatchObject({
      due: true,
      session: {
        minutes: 55,
        staked: String(slot.minBet),
        won: firstWin.toString(),
        net: (firstWin - BigInt(slot.minBet)).toString(),
      },
    });
    const before = await balanceOf(user.userId);
    const held = await spin(token, slot.id, BigInt(slot.minBet));
    expect(held.statusCode).toBe(400);
    expect(held.json().errorCode).toBe('REALITY_CHECK_DUE');
    // a provider's game opened in this session is held the same way
    const launched = await app.inject({
      method: 'POST',
      url: `/api/games/${slot.id}/launch`,
      headers: bearer(token),
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const providerHeld = await providerCall('bet', {
      playerId: user.uniqueId,
      currency: 'EUR',
      roundId: 'round-reality-check',
      gameId: 'lucky-sevens',
      transactionId: 'reality-check-provider-bet',
      amount: '100',
      launchToken: launched.json().data.launchToken,
    });
    expect(providerHeld.json().errorCode).toBe('REALITY_CHECK_DUE');
    expect(await balanceOf(user.userId)).toBe(before);

    clock.advance(3 * minute);
    const continued = await app.inject({
      method: 'POST',
      url: '/api/user/responsible-gaming/reality-check/continue',
      headers: bearer(token),
    });
    expect(continued.statusCode, continued.body).toBe(200);
    expect(continued.json().data).toMatchObject({
      due: false,
      dueAt: new Date(clock.now().getTime() + 15 * minute).toISOString(),
    });
    expect((await spin(token, slot.id, BigInt(slot.minBet))).statusCode).toBe(200);
    clock.advance(15 * minute);
    expect((await spin(token, slot.id, BigInt(slot.minBet))).json().errorCode).toBe('REALITY_CHECK_DUE');

    // turned off, play goes on
    expect((await setRealityCheck(token, null)).json().data).toMatchObject({ minutes: null, due: false });
    expect((await spin(token, slot.id, BigInt(slot.minBet))).statusCode).toBe(200);
  });
});
