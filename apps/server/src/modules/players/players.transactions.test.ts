import { minor } from '@casino/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { createWallet, type Wallet } from '../wallet/index.ts';

const clock = createTestClock(new Date('2026-11-01T10:00:00Z'));
let app: TestApp;
let wallet: Wallet;

beforeAll(async () => {
  app = await createTestApp({ clock });
  wallet = createWallet({ database: app.database, clock });
});
afterAll(async () => {
  await app?.close();
});

const history = (token: string, query: string) =>
  app.inject({ method: 'GET', url: `/api/user/transactions?${query}`, headers: bearer(token) });

describe('transaction history', () => {
  it('shows each tab with the spec columns, newest first, paginated and filtered by date', async () => {
    const { token, user } = await createPlayer(app);
    const common = { userId: user.userId, currency: 'EUR' };
    await wallet.deposit({
      ...common,
      idempotencyKey: `dep-${user.userId}`,
      amount: minor(5000),
      context: { method: 'visa' },
    });
    clock.advance(60_000);
    for (let round = 1; round <= 3; round++) {
      const betKey = `bet-${user.userId}-${round}`;
      await wallet.bet({
        ...common,
        idempotencyKey: betKey,
        amount: minor(100),
        context: { gameName: 'Lucky Sevens', provider: 'House Studio' },
      });
      clock.advance(1000);
      await wallet.win({
        ...common,
        idempotencyKey: `win-${user.userId}-${round}`,
        amount: minor(round * 50),
        betKey,
      });
      clock.advance(1000);
    }
    const lock = `wd-${user.userId}`;
    await wallet.lockWithdrawal({ ...common, idempotencyKey: lock, amount: minor(1000) });

    const games = (await history(token, 'tab=games&limit=4')).json().data;
    expect(games.count).toBe(6);
    expect(games.rows).toHaveLength(4);
    expect(games.rows[0]).toMatchObject({
      type: 'win',
      amount: '150',
      transactionId: `win-${user.userId}-3`,
    });
    expect(games.rows[1]).toMatchObject({
      type: 'bet',
      gameName: 'Lucky Sevens',
      provider: 'House Studio',
      balanceBefore: '4950',
      amount: '100',
      balanceAfter: '4850',
      bonusBalance: '0',
      status: 'completed',
      exponent: 2,
    });
    const second = (await history(token, 'tab=games&limit=4&page=2')).json().data;
    expect(second.rows).toHaveLength(2);

    const deposits = (await history(token, 'tab=deposit')).json().data;
    expect(deposits.rows).toEqual([
      expect.objectContaining({ type: 'deposit', method: 'visa', amount: '5000' }),
    ]);
    const withdrawals = (await history(token, 'tab=withdrawal')).json().data;
    expect(withdrawals.rows).toEqual([
      expect.objectContaining({ type: 'withdrawal_lock', status: 'pending' }),
    ]);

    const before = (await history(token, 'tab=deposit&from=2026-10-01&to=2026-10-31')).json().data;
    expect(before.count).toBe(0);
    const thatDay = (await history(token, 'tab=deposit&from=2026-11-01&to=2026-11-01')).json().data;
    expect(thatDay.count).toBe(1);
  });

  it('shows players only their own postings and needs a session', async () => {
    const { token } = await createPlayer(app);
    expect((await history(token, 'tab=games')).json().data.count).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/user/transactions' })).statusCode).toBe(403);
  });

  it('refuses a reversed date range and unknown tabs', async () => {
    const { token } = await createPlayer(app);
    expect((await history(token, 'tab=games&from=2026-11-10&to=2026-11-01')).statusCode).toBe(400);
    expect((await history(token, 'tab=poker')).statusCode).toBe(400);
  });
});
