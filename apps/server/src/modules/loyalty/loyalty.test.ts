import {
  calendarAwardResponseSchema,
  publicPlayerStatisticResponseSchema,
  userDetailsResponseSchema,
  vipClubResponseSchema,
} from '@casino/contracts';
import { playerLoyaltySchema } from '@casino/contracts/loyalty';
import { minor } from '@casino/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { openAsAnotherProcess } from '../../../test/database.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { expectLedgerInvariants } from '../../../test/ledger-invariants.ts';
import { createOperator, signInOperator } from '../../../test/operators.ts';
import { auditLog, ledgerTransactions, loyaltyLevels, loyaltyPlayers, users } from '../../db/schema.ts';
import { createWallet } from '../wallet/index.ts';

/*
 * Loyalty (issue 20): points and xp from real-money stakes at the seeded rates (EUR: 100 cents a
 * point), the seeded ladder (Silver at 100 xp with a 5.00 reward, Gold at 1000 with 20.00), rewards
 * paid once, the catch-up from the ledger, the VIP club read and the operators' changes.
 */

const clock = createTestClock(new Date('2026-12-01T10:00:00Z'));
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock, env: { RATE_LIMIT_SCALE: '10' } });
});
afterAll(async () => {
  if (app) await expectLedgerInvariants(app.database);
  await app?.close();
});

async function player(deposit = 500_000n) {
  const created = await createPlayer(app);
  const userId = created.user.userId as number;
  if (deposit > 0n)
    await app.wallet.deposit({
      userId,
      currency: 'EUR',
      idempotencyKey: `ly-deposit-${userId}`,
      amount: minor(deposit),
    });
  await app.events.settled();
  return { token: created.token, userId };
}

let rounds = 0;
/** A house round through `wallet` (the app's, whose events count it, unless another is given). */
const spin = (userId: number, stake: bigint, win = 0n, wallet = app.wallet) =>
  wallet.settleRound({
    userId,
    currency: 'EUR',
    idempotencyKey: `ly-round-${userId}-${++rounds}`,
    bet: minor(stake),
    win: minor(win),
    records: [],
    context: { game: 'tidepool-treasures' },
  });

const rewardsOf = (userId: number) =>
  app.database.db
    .select({ amount: ledgerTransactions.amount, key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.type, 'level_reward')))
    .orderBy(ledgerTransactions.id);

/** The rule applied to the ledger: the player's real-money stakes in EUR, a point per 100 cents. */
async function pointsByTheLedger(userId: number) {
  const bets = await app.database.db
    .select({ before: ledgerTransactions.cashBefore, after: ledgerTransactions.cashAfter })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.type, 'bet')));
  const staked = bets.reduce((sum, bet) => sum + (bet.before - bet.after), 0n);
  return Number(staked / 100n);
}

async function details(token: string) {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/user/get-user-details',
    headers: bearer(token),
  });
  expect(answer.statusCode).toBe(200);
  return userDetailsResponseSchema.parse(answer.json()).data.userLoyaltyLevel;
}

describe('loyalty points and levels', () => {
  it('a burst of concurrent spins earns exactly the rule applied to the ledger’s stakes, and Silver’s reward once', async () => {
    const { token, userId } = await player();
    expect(await details(token)).toEqual({ level: 1, loyaltyPoints: 0, pointsTillLevelUp: 100, xp: 0 });
    // 60 spins of 2.55 at once (some win): 153.00 staked, 153 points, Silver (100) and its 5.00
    await Promise.all(Array.from({ length: 60 }, (_, n) => spin(userId, 255n, n % 7 === 0 ? 300n : 0n)));
    await app.events.settled();
    expect(await pointsByTheLedger(userId)).toBe(153);
    expect(await details(token)).toEqual({ level: 2, loyaltyPoints: 153, pointsTillLevelUp: 847, xp: 153 });
    expect(await rewardsOf(userId)).toEqual([{ amount: 500n, key: `level-reward:${userId}:2` }]);
    // a count asked for again (another event, the job) finds nothing new: no second reward
    await app.loyalty.count(userId);
    await app.loyalty.catchUp();
    expect(await rewardsOf(userId)).toHaveLength(1);
  });

  it('counts only real money: a stake paid from bonus money earns nothing', async () => {
    const { token, userId } = await player(0n);
    await app.wallet.grantBonus({
      userId,
      currency: 'EUR',
      idempotencyKey: `ly-bonus-${userId}`,
      amount: minor(10_000n),
    });
    await spin(userId, 5_000n);
    await app.events.settled();
    expect(await details(token)).toMatchObject({ level: 1, loyaltyPoints: 0, xp: 0 });
  });

  it('stakes whose events were lost (a crash) are counted from the ledger by the job, and each reward is paid once across two processes', async () => {
    const { token, userId } = await player();
    // a wallet that tells no one: as if the process died right after each commit
    const silent = createWallet({ database: app.database, clock });
    for (let n = 0; n < 12; n++) await spin(userId, 10_000n, 0n, silent);
    await app.events.settled();
    expect(await details(token)).toMatchObject({ level: 1, xp: 0 });
    const other = await createTestApp({ clock, database: await openAsAnotherProcess(app.database) });
    try {
      await Promise.all([app.loyalty.catchUp(), other.loyalty.catchUp(), other.loyalty.count(userId)]);
      await Promise.all([app.events.settled(), other.events.settled()]);
    } finally {
      await other.close();
    }
    // 1200.00 staked: Gold, with Silver's 5.00 and Gold's 20.00 paid once each
    expect(await details(token)).toEqual({
      level: 3,
      loyaltyPoints: 1200,
      pointsTillLevelUp: 8800,
      xp: 1200,
    });
    expect((await rewardsOf(userId)).map((row) => row.amount)).toEqual([500n, 2_000n]);
    expect(await pointsByTheLedger(userId)).toBe(1200);
  });

  it('a stake stamped by a process whose clock is behind is still counted, in posting order', async () => {
    const { token, userId } = await player();
    await spin(userId, 5_000n);
    await app.events.settled();
    // another process, its clock 11 minutes behind, posts a stake nobody is told about
    const behind = createWallet({
      database: app.database,
      clock: { now: () => new Date(clock.now().getTime() - 11 * 60_000) },
    });
    await spin(userId, 7_000n, 0n, behind);
    await spin(userId, 3_000n);
    await app.events.settled();
    expect(await details(token)).toMatchObject({ xp: 150, loyaltyPoints: 150 });
    expect(await pointsByTheLedger(userId)).toBe(150);
  });

  it('the rakeback calendar pays the share of the player’s level (Gold: 6%)', async () => {
    const { token, userId } = await player();
    for (let n = 0; n < 11; n++) await spin(userId, 10_000n);
    await app.events.settled();
    const answer = await app.inject({
      method: 'GET',
      url: `/api/user/calendar-award?user=${userId}`,
      headers: bearer(token),
    });
    expect(calendarAwardResponseSchema.parse(answer.json()).data.userCalendarData.percentBp).toBe(600);
  });
});

describe('a level’s withdrawal limit', () => {
  it('refuses what would pass the level’s 24-hour limit, even two requests at once, and nothing is locked', async () => {
    const { token, userId } = await player(300_000n);
    await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
    await spin(userId, 300_000n, 300_000n); // the deposit wagered, nothing lost
    await app.events.settled();
    const [gold] = await app.database.db.select().from(loyaltyLevels).where(eq(loyaltyLevels.level, 3));
    // the player is Gold now (3000 xp); Gold may withdraw 1000.00 a day
    await app.database.db
      .update(loyaltyLevels)
      .set({ withdrawalLimit: { EUR: '100000' } })
      .where(eq(loyaltyLevels.level, 3));
    try {
      const withdraw = (amount: string, n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/payments/withdraw',
          headers: bearer(token),
          payload: {
            requestId: `ly-wd-${userId}-${n}`,
            method: 'bank',
            amount,
            destination: {
              kind: 'bank',
              beneficiary: 'Maria Borg',
              accountNumber: 'MT84 MALT 0110 0001 2345 6789',
              email: 'maria@example.com',
              ifsc: 'MALTMTMT',
            },
          },
        });
      const over = await withdraw('100001', 1);
      expect(over.statusCode).toBe(400);
      expect(over.json().errorCode).toBe('WITHDRAWAL_LEVEL_LIMIT');
      const both = await Promise.all([withdraw('60000', 2), withdraw('60000', 3)]);
      expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect(both.find((answer) => answer.statusCode === 400)?.json().errorCode).toBe(
        'WITHDRAWAL_LEVEL_LIMIT',
      );
      expect((await app.wallet.balances(userId, 'EUR')).cash).toBe(300_000n + 2_500n - 60_000n);
    } finally {
      await app.database.db
        .update(loyaltyLevels)
        .set({ withdrawalLimit: gold?.withdrawalLimit ?? {} })
        .where(eq(loyaltyLevels.level, 3));
    }
  });
});

describe('the VIP club read', () => {
  it('shows a guest the ladder with its perks in the default currency, and a player their progress and history', async () => {
    const guest = vipClubResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/user/vip-club' })).json(),
    ).data;
    expect(guest.player).toBeNull();
    expect(guest.rate).toEqual({ amount: '100', currency: 'EUR', exponent: 2 });
    expect(
      guest.levels.map((level) => [level.name, level.xpThreshold, level.reward?.amount ?? null]),
    ).toEqual([
      ['Bronze', 0, null],
      ['Silver', 100, '500'],
      ['Gold', 1000, '2000'],
      ['Platinum', 10000, '10000'],
      ['Diamond', 50000, '50000'],
    ]);
    expect(guest.levels.map((level) => level.rakebackPercentBp)).toEqual([500, 500, 600, 750, 1000]);
    expect(guest.levels.map((level) => level.personalManager)).toEqual([false, false, false, true, true]);

    const { token, userId } = await player();
    await spin(userId, 15_000n);
    await app.events.settled();
    const mine = vipClubResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/user/vip-club', headers: bearer(token) })).json(),
    ).data;
    expect(mine.player).toEqual({
      level: 2,
      loyaltyPoints: 150,
      xp: 150,
      pointsTillLevelUp: 850,
      progressPercent: 5.5,
      personalManager: false,
    });
    expect(mine.history).toMatchObject([
      { kind: 'level_up', level: 2, reward: { amount: '500', currency: 'EUR' }, paidAt: expect.any(String) },
    ]);
  });
});

describe('loyalty in the back-office', () => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('support adjusts points and sets a level down, each audited with its reason; play does not undo the change', async () => {
    const support = await signInOperator(app, await createOperator(app, 'support'), clock.now());
    const { token, userId } = await player();
    await spin(userId, 120_000n);
    await app.events.settled();
    expect(await details(token)).toMatchObject({ level: 3, xp: 1200 });

    const added = await call('POST', `/api/backoffice/players/${userId}/loyalty/points`, support, {
      points: 50,
      reason: 'Goodwill after an outage',
    });
    expect(added.statusCode).toBe(200);
    expect(playerLoyaltySchema.parse(added.json().data)).toMatchObject({
      level: 3,
      loyaltyPoints: 1250,
      xp: 1250,
    });

    const down = await call('POST', `/api/backoffice/players/${userId}/loyalty/level`, support, {
      level: 1,
      reason: 'Bonus abuse confirmed',
    });
    expect(down.statusCode).toBe(200);
    expect(down.json().data).toMatchObject({ level: 1, levelName: 'Bronze', xp: 0 });
    // the next stake counts from there: no level comes back by itself, no reward is paid again
    await spin(userId, 1_000n);
    await app.events.settled();
    expect(await details(token)).toMatchObject({ level: 1, xp: 10, loyaltyPoints: 1260 });
    await spin(userId, 10_000n);
    await app.events.settled();
    expect(await details(token)).toMatchObject({ level: 2, xp: 110 });
    expect((await rewardsOf(userId)).map((row) => row.amount)).toEqual([500n, 2_000n]);

    const audits = await app.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(userId)));
    expect(audits).toEqual(
      expect.arrayContaining([
        {
          action: 'player.loyalty-points',
          before: { points: 1200, xp: 1200, level: 3 },
          after: { points: 1250, xp: 1250, level: 3, reason: 'Goodwill after an outage' },
        },
        {
          action: 'player.loyalty-level',
          before: { level: 3, xp: 1250 },
          after: { level: 1, xp: 0, reason: 'Bonus abuse confirmed' },
        },
      ]),
    );
  });

  it('points an operator adds reach their levels at once, and pay none of their rewards', async () => {
    const support = await signInOperator(app, await createOperator(app, 'support'), clock.now());
    const { token, userId } = await player();
    const added = await call('POST', `/api/backoffice/players/${userId}/loyalty/points`, support, {
      points: 60_000,
      reason: 'VIP transfer from a partner casino',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({
      level: 5,
      levelName: 'Diamond',
      xp: 60_000,
      pointsTillLevelUp: null,
    });
    await spin(userId, 100n);
    await app.events.settled();
    await app.loyalty.catchUp();
    expect(await details(token)).toMatchObject({ level: 5, xp: 60_001 });
    expect(await rewardsOf(userId)).toEqual([]);
    expect((await app.wallet.balances(userId, 'EUR')).cash).toBe(500_000n - 100n);
  });

  it('refuses bad changes with their codes and changes nothing', async () => {
    const support = await signInOperator(app, await createOperator(app, 'support'), clock.now());
    const { userId } = await player();
    const unknown = await call('POST', `/api/backoffice/players/${userId}/loyalty/level`, support, {
      level: 9,
      reason: 'Promotion',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('LOYALTY_LEVEL_UNKNOWN');
    const zero = await call('POST', `/api/backoffice/players/${userId}/loyalty/points`, support, {
      points: 0,
      reason: 'Nothing',
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errorCode).toBe('VALIDATION_ERROR');
    const [row] = await app.database.db
      .select()
      .from(loyaltyPlayers)
      .where(eq(loyaltyPlayers.userId, userId));
    expect(row).toBeUndefined();
  });

  it('marketing edits the ladder and the rates, audited; support may not; a broken ladder is refused', async () => {
    const marketing = await signInOperator(app, await createOperator(app, 'marketing'), clock.now());
    const support = await signInOperator(app, await createOperator(app, 'support'), clock.now());
    expect((await call('GET', '/api/backoffice/loyalty', support)).statusCode).toBe(403);
    const before = (await call('GET', '/api/backoffice/loyalty', marketing)).json().data;
    expect(before.rates.EUR).toBe('100');

    const broken = await call('PUT', '/api/backoffice/loyalty/levels', marketing, {
      levels: [{ ...before.levels[0] }, { ...before.levels[1], xpThreshold: 0 }],
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errorCode).toBe('VALIDATION_ERROR');

    const levels = before.levels.map((level: { level: number; withdrawalLimit: object }) =>
      level.level === 2 ? { ...level, withdrawalLimit: { EUR: '500000' } } : level,
    );
    const saved = await call('PUT', '/api/backoffice/loyalty/levels', marketing, { levels });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.levels[1].withdrawalLimit).toEqual({ EUR: '500000' });
    const rates = await call('PATCH', '/api/backoffice/loyalty/rates', marketing, {
      rates: { ...before.rates, EUR: '50' },
    });
    expect(rates.statusCode).toBe(200);
    expect(rates.json().data.rates.EUR).toBe('50');
    try {
      // the new rate applies to what is staked from now on: 1.00 is now 2 points
      const { token, userId } = await player();
      await spin(userId, 100n);
      await app.events.settled();
      expect(await details(token)).toMatchObject({ loyaltyPoints: 2 });
      const actions = (
        await app.database.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(eq(auditLog.subjectType, 'loyalty'))
      ).map((row) => row.action);
      expect(actions).toEqual(expect.arrayContaining(['loyalty-levels.update', 'loyalty-rates.update']));
    } finally {
      await call('PATCH', '/api/backoffice/loyalty/rates', marketing, { rates: before.rates });
      await call('PUT', '/api/backoffice/loyalty/levels', marketing, { levels: before.levels });
    }
  });
});

describe('the public player statistic', () => {
  const statistic = (token: string, uniqueId: string) =>
    app.inject({
      method: 'GET',
      url: `/api/user/get-public-player-statistic?uniqueId=${encodeURIComponent(uniqueId)}`,
      headers: bearer(token),
    });

  it('answers a player’s last 30 days of deposits and bets, without a name in ghost mode; unknown ids are 404, guests 403', async () => {
    const viewer = await player(0n);
    const created = await createPlayer(app);
    const userId = created.user.userId as number;
    const [named] = await app.database.db
      .update(users)
      .set({ nickname: 'LuckyMaria' })
      .where(eq(users.id, userId))
      .returning({ uniqueId: users.uniqueId });
    const uniqueId = named?.uniqueId ?? '';
    // a deposit 31 days ago is outside the window
    clock.set(new Date('2026-10-31T09:00:00Z'));
    await app.wallet.deposit({
      userId,
      currency: 'EUR',
      idempotencyKey: `ly-old-${userId}`,
      amount: minor(90_000n),
    });
    clock.set(new Date('2026-12-01T10:00:00Z'));
    await app.wallet.deposit({
      userId,
      currency: 'EUR',
      idempotencyKey: `ly-new-${userId}`,
      amount: minor(25_000n),
    });
    for (let n = 0; n < 3; n++) await spin(userId, 100n);
    await app.events.settled();

    const answer = await statistic(viewer.token, uniqueId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(publicPlayerStatisticResponseSchema.parse(answer.json()).data).toEqual({
      uniqueId,
      name: 'LuckyMaria',
      currency: 'EUR',
      exponent: 2,
      depositAmountLast30Days: '25000',
      totalBetsLast30Days: 3,
    });

    const ghost = await app.inject({
      method: 'PUT',
      url: '/api/user/ghost-mode',
      headers: bearer(created.token),
      payload: { enabled: true },
    });
    expect(ghost.statusCode).toBe(200);
    expect((await statistic(viewer.token, uniqueId)).json().data.name).toBeNull();

    expect((await statistic(viewer.token, 'no-such-player')).statusCode).toBe(404);
    const guest = await app.inject({
      method: 'GET',
      url: `/api/user/get-public-player-statistic?uniqueId=${uniqueId}`,
    });
    expect(guest.statusCode).toBe(403);
  });
});
