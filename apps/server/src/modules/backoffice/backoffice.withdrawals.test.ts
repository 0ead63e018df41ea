import { withdrawalResponseSchema } from '@casino/contracts';
import { minor } from '@casino/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { createOperator, signInOperator } from '../../../test/operators.ts';
import { payments, users } from '../../db/schema.ts';
import { createWallet, type Wallet } from '../wallet/index.ts';

let app: TestApp;
let wallet: Wallet;

beforeAll(async () => {
  app = await createTestApp({ env: { PAYMENT_SANDBOX: 'true' } });
  wallet = createWallet({ database: app.database, clock: { now: () => new Date() } });
});
afterAll(async () => {
  await app?.close();
});

const bank = {
  kind: 'bank',
  beneficiary: 'Maria Borg',
  accountNumber: 'MT84 MALT 0110 0001 2345 6789',
  email: 'maria@example.com',
  ifsc: 'MALTMTMT',
};

/** A player with a pending withdrawal of €25 after a €200 deposit played through once. */
async function pendingWithdrawal() {
  const player = await createPlayer(app);
  await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, player.email));
  const userId = player.user.userId as number;
  const common = { userId, currency: 'EUR' };
  await wallet.deposit({ ...common, idempotencyKey: `dep-${userId}`, amount: minor(20_000n) });
  await wallet.bet({ ...common, idempotencyKey: `bet-${userId}`, amount: minor(20_000n) });
  await wallet.win({
    ...common,
    idempotencyKey: `win-${userId}`,
    betKey: `bet-${userId}`,
    amount: minor(20_000n),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/withdraw',
    payload: { requestId: `withdrawal-${userId}`, method: 'bank', amount: '2500', destination: bank },
    headers: bearer(player.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { player, userId, payment: withdrawalResponseSchema.parse(response.json()).data.payment };
}

const as = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the withdrawal queue', () => {
  it('a payments operator sees the request with the player’s facts and approves it; the payout completes', async () => {
    const { userId, payment } = await pendingWithdrawal();
    const token = await signInOperator(app, await createOperator(app, 'payments'));

    const queue = await app.inject({ method: 'GET', url: '/api/backoffice/withdrawals', headers: as(token) });
    expect(queue.statusCode).toBe(200);
    const item = queue.json().data.find((row: { id: string }) => row.id === payment.id);
    expect(item).toMatchObject({
      amount: '2500',
      currency: 'EUR',
      exponent: 2,
      status: 'pending',
      destination: 'Bank ••6789',
      player: { id: userId, kycStatus: 'NOT_STARTED' },
      // the deposit was a wallet posting of its own: the facts come from the ledger
      facts: {
        deposited: '20000',
        withdrawn: '0',
        depositCount: 1,
        cashBalance: '17500',
        activeBonus: false,
      },
    });

    const approved = await app.inject({
      method: 'POST',
      url: `/api/backoffice/withdrawals/${payment.id}/approve`,
      headers: as(token),
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe('processing');
    const again = await app.inject({
      method: 'POST',
      url: `/api/backoffice/withdrawals/${payment.id}/approve`,
      headers: as(token),
    });
    expect(again.json().errorCode).toBe('WITHDRAWAL_IN_PROGRESS');

    await expect
      .poll(
        async () =>
          (await app.database.db.select().from(payments).where(eq(payments.publicId, payment.id)))[0]?.status,
        { timeout: 5_000 },
      )
      .toBe('completed');
    const audit = (await app.database.db.execute(
      sql`select action, before, after from audit_log where subject_type = 'withdrawal' and subject_id = ${payment.id}`,
    )) as unknown as { rows: Array<{ action: string; before: unknown; after: unknown }> };
    // one approval, one audit row: the refused second approval wrote none
    expect(audit.rows).toEqual([
      { action: 'withdrawal.approve', before: { status: 'pending' }, after: { status: 'processing' } },
    ]);
  });

  it('a rejection returns the funds and records the reason; support cannot open the queue', async () => {
    const { userId, payment } = await pendingWithdrawal();
    const token = await signInOperator(app, await createOperator(app, 'payments'));
    const noReason = await app.inject({
      method: 'POST',
      url: `/api/backoffice/withdrawals/${payment.id}/reject`,
      headers: as(token),
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/backoffice/withdrawals/${payment.id}/reject`,
      headers: as(token),
      payload: { reason: 'Name does not match the account' },
    });
    expect(rejected.json().data.status).toBe('declined');
    expect((await wallet.balances(userId, 'EUR')).cash).toBe(20_000n);
    const audit = (await app.database.db.execute(
      sql`select after from audit_log where action = 'withdrawal.reject' and subject_id = ${payment.id}`,
    )) as unknown as { rows: Array<{ after: unknown }> };
    expect(audit.rows).toEqual([
      { after: { status: 'declined', reason: 'Name does not match the account' } },
    ]);

    const support = await signInOperator(app, await createOperator(app, 'support'));
    const refused = await app.inject({
      method: 'GET',
      url: '/api/backoffice/withdrawals',
      headers: as(support),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the dashboard', () => {
  it('counts today’s deposits, GGR, active players and waiting withdrawals', async () => {
    const token = await signInOperator(app, await createOperator(app, 'marketing'));
    const read = async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/backoffice/dashboard',
        headers: as(token),
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      const eur = data.currencies.find((row: { currency: string }) => row.currency === 'EUR');
      return { data, eur };
    };
    // the ledger's times are the database's: a run across midnight (UTC) measures again, in one day
    const measure = async () => {
      const before = await read();
      const { userId } = await pendingWithdrawal();
      // a lost stake of €10 on top
      await wallet.bet({ userId, currency: 'EUR', idempotencyKey: `lost-${userId}`, amount: minor(1_000n) });
      return { before, after: await read() };
    };
    let { before, after } = await measure();
    if (before.data.today !== after.data.today) ({ before, after } = await measure());

    expect(after.data.today).toBe(new Date().toISOString().slice(0, 10));
    expect(after.eur.days).toHaveLength(14);
    expect(after.eur.exponent).toBe(2);
    const delta = (field: 'deposits' | 'ggr') =>
      BigInt(after.eur.today[field]) - BigInt(before.eur?.today[field] ?? '0');
    expect(delta('deposits')).toBe(20_000n);
    expect(delta('ggr')).toBe(1_000n);
    expect(after.data.activePlayersToday - before.data.activePlayersToday).toBe(1);
    expect(after.data.pendingWithdrawals - before.data.pendingWithdrawals).toBe(1);
  });
});
