import {
  withdrawalQuoteResponseSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
} from '@casino/contracts';
import { minor } from '@casino/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { bearer, createPlayer } from '../../../../test/factories.ts';
import { payments, sandboxTransactions, users } from '../../../db/schema.ts';
import { createWallet, type Wallet } from '../../wallet/index.ts';
import { type CashierRepository, createCashierRepository } from '../cashier.repository.ts';
import { createCashierService } from '../cashier.service.ts';
import { createWithdrawalsService } from './withdrawals.service.ts';

const adminToken = 'test-admin-api-token-0123456789abcdefgh';
let app: TestApp;
let wallet: Wallet;

beforeAll(async () => {
  app = await createTestApp({ env: { ADMIN_API_TOKEN: adminToken, PAYMENT_SANDBOX: 'true' } });
  // the cashier's deposits and the games' bets, as another process of the casino would post them
  wallet = createWallet({ database: app.database, clock: { now: () => new Date() } });
});
afterAll(async () => {
  await app?.close();
});

let clicks = 0;
const requestId = () => `wd-${Date.now().toString(36)}-${++clicks}`;
const bank = {
  kind: 'bank',
  beneficiary: 'Maria Borg',
  accountNumber: 'MT84 MALT 0110 0001 2345 6789',
  email: 'maria@example.com',
  ifsc: 'MALTMTMT',
};

/** A player who may withdraw: email verified, a deposit of `deposited`, wagered once. */
async function eligiblePlayer(overrides: Parameters<typeof createPlayer>[1] = {}, deposited = 20_000n) {
  const player = await createPlayer(app, overrides);
  const currency = String(overrides.currencyCode ?? 'EUR');
  await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, player.email));
  const userId = player.user.userId as number;
  await wallet.deposit({ userId, currency, idempotencyKey: `dep-${userId}`, amount: minor(deposited) });
  await wallet.bet({ userId, currency, idempotencyKey: `bet-${userId}`, amount: minor(deposited) });
  await wallet.win({
    userId,
    currency,
    idempotencyKey: `win-${userId}`,
    betKey: `bet-${userId}`,
    amount: minor(deposited),
  });
  return player;
}

const withdraw = (token: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/withdraw',
    payload: { requestId: requestId(), ...body },
    headers: bearer(token),
  });

async function status(token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/payments/withdrawals',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return withdrawalsResponseSchema.parse(response.json()).data;
}

async function cash(token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/get-user-details',
    headers: bearer(token),
  });
  return response.json().data.userWallet.amount as string;
}

const admin = (path: string, body?: Record<string, unknown>, token = adminToken) =>
  app.inject({
    method: body ? 'POST' : 'GET',
    url: `/api/admin/withdrawals${path}`,
    ...(body ? { payload: body } : {}),
    headers: { authorization: `Bearer ${token}` },
  });

describe('withdrawals', () => {
  it('are blocked, with the reasons, until the player has deposited, verified the email and wagered the deposit', async () => {
    const { token, user, email } = await createPlayer(app);
    expect((await status(token)).blocks).toEqual(['NO_DEPOSIT', 'EMAIL_NOT_VERIFIED']);
    const refused = await withdraw(token, { method: 'bank', amount: '2000', destination: bank });
    expect(refused.json().errorCode).toBe('WITHDRAWAL_NOT_ALLOWED');

    await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, email));
    await wallet.deposit({
      userId: user.userId,
      currency: 'EUR',
      idempotencyKey: `dep-${user.userId}`,
      amount: minor(5_000n),
    });
    expect(await status(token)).toMatchObject({
      blocks: ['DEPOSIT_WAGER_INCOMPLETE'],
      depositWagerLeft: '5000',
    });
    await wallet.bet({
      userId: user.userId,
      currency: 'EUR',
      idempotencyKey: `bet-${user.userId}`,
      amount: minor(3_000n),
    });
    expect((await status(token)).depositWagerLeft).toBe('2000');
    // a rolled-back bet was never wagered
    await wallet.rollback({
      userId: user.userId,
      currency: 'EUR',
      idempotencyKey: `rb-${user.userId}`,
      betKey: `bet-${user.userId}`,
    });
    expect((await status(token)).depositWagerLeft).toBe('5000');
    await wallet.bet({
      userId: user.userId,
      currency: 'EUR',
      idempotencyKey: `bet2-${user.userId}`,
      amount: minor(5_000n),
    });
    expect(await status(token)).toMatchObject({ blocks: [], depositWagerLeft: '0' });
  });

  it('locks the funds on request; the player cancels and gets them back without fees', async () => {
    const { token } = await eligiblePlayer({ countryCode: 'IN', currencyCode: 'INR' }, 200_000n);
    const click = { method: 'upi', amount: '50000', destination: { kind: 'upi', vpa: 'maria.borg@okaxis' } };
    const first = await withdraw(token, click);
    expect(first.statusCode).toBe(200);
    const payment = withdrawalResponseSchema.parse(first.json()).data.payment;
    expect(payment).toMatchObject({
      direction: 'withdrawal',
      method: 'upi',
      amount: '50000',
      currency: 'INR',
      status: 'pending',
      details: { destination: 'UPI maria.borg@okaxis' },
    });
    expect(await cash(token)).toBe('150000');
    expect((await status(token)).withdrawals.map((row) => [row.id, row.status])).toEqual([
      [payment.id, 'pending'],
    ]);

    const cancel = () =>
      app.inject({
        method: 'POST',
        url: `/api/payments/withdrawals/${payment.id}/cancel`,
        headers: bearer(token),
      });
    expect(withdrawalResponseSchema.parse((await cancel()).json()).data.payment.status).toBe('cancelled');
    expect(await cash(token)).toBe('200000');
    expect((await cancel()).json().data.payment.status).toBe('cancelled');
    expect(await cash(token)).toBe('200000');
    // someone else's withdrawal is not theirs to cancel
    const other = await createPlayer(app);
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/payments/withdrawals/${payment.id}/cancel`,
      headers: bearer(other.token),
    });
    expect(foreign.json().errorCode).toBe('WITHDRAWAL_NOT_FOUND');
  });

  it('pays out after the operator approves: the provider’s webhook settles the lock, once', async () => {
    const { token } = await eligiblePlayer();
    const payment = withdrawalResponseSchema.parse(
      (await withdraw(token, { method: 'bank', amount: '2500', destination: bank })).json(),
    ).data.payment;
    expect(payment.details.destination).toBe('Bank ••6789');
    expect((await admin('', undefined, 'wrong-token-wrong-token-wrong-token')).statusCode).toBe(401);
    const listed = (await admin('')).json().data.withdrawals as Array<{ id: string; playerId: number }>;
    expect(listed.map((row) => row.id)).toContain(payment.id);

    const approved = await admin(`/${payment.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.payment.status).toBe('processing');
    expect((await admin(`/${payment.id}/approve`, {})).json().errorCode).toBe('WITHDRAWAL_IN_PROGRESS');
    const late = await app.inject({
      method: 'POST',
      url: `/api/payments/withdrawals/${payment.id}/cancel`,
      headers: bearer(token),
    });
    expect(late.json().errorCode).toBe('WITHDRAWAL_IN_PROGRESS');
    await expect
      .poll(
        async () =>
          (await app.database.db.select().from(payments).where(eq(payments.publicId, payment.id)))[0]?.status,
        {
          timeout: 5_000,
        },
      )
      .toBe('completed');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await cash(token)).toBe('17500');
    expect((await wallet.balances(await userIdOf(token), 'EUR')).locked).toBe(0n);
  });

  it('returns the funds when the operator rejects, and one of a cancel and an approval racing wins', async () => {
    const { token } = await eligiblePlayer();
    const rejected = withdrawalResponseSchema.parse(
      (await withdraw(token, { method: 'bank', amount: '3000', destination: bank })).json(),
    ).data.payment;
    expect(
      (await admin(`/${rejected.id}/reject`, { reason: 'name does not match the account' })).json().data
        .payment.status,
    ).toBe('declined');
    expect(await cash(token)).toBe('20000');

    const raced = withdrawalResponseSchema.parse(
      (await withdraw(token, { method: 'bank', amount: '4000', destination: bank })).json(),
    ).data.payment;
    const [cancelled, approved] = await Promise.all([
      app.inject({
        method: 'POST',
        url: `/api/payments/withdrawals/${raced.id}/cancel`,
        headers: bearer(token),
      }),
      admin(`/${raced.id}/approve`, {}),
    ]);
    const winners = [cancelled, approved].filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    await expect
      .poll(
        async () =>
          (await app.database.db.select().from(payments).where(eq(payments.publicId, raced.id)))[0]?.status,
        {
          timeout: 5_000,
        },
      )
      .toMatch(/^(cancelled|completed)$/);
    const [row] = await app.database.db.select().from(payments).where(eq(payments.publicId, raced.id));
    expect(await cash(token)).toBe(row?.status === 'cancelled' ? '20000' : '16000');
  });

  it('refuses in the database a cancel that read the withdrawal just before an approval moved it', async () => {
    const { token, user } = await eligiblePlayer();
    const payment = withdrawalResponseSchema.parse(
      (await withdraw(token, { method: 'bank', amount: '4000', destination: bank })).json(),
    ).data.payment;
    // another process: it reads the withdrawal as pending, then the operator approves before it releases
    const clock = { now: () => new Date() };
    const repository = createCashierRepository(app.database.db);
    const racing: CashierRepository = {
      ...repository,
      async findByPublicId(id) {
        const row = await repository.findByPublicId(id);
        expect((await admin(`/${id}/approve`, {})).statusCode).toBe(200);
        return row;
      },
    };
    const other = createWithdrawalsService({
      pipelined: app.database.pipelined,
      repository: racing,
      cashierService: createCashierService({ repository, clock }),
      providers: new Map(),
      walletService: wallet,
      clock,
    });
    await expect(other.cancel(user.userId, payment.id)).rejects.toMatchObject({
      code: 'WITHDRAWAL_IN_PROGRESS',
    });
    await expect
      .poll(
        async () =>
          (await app.database.db.select().from(payments).where(eq(payments.publicId, payment.id)))[0]?.status,
        {
          timeout: 5_000,
        },
      )
      .toBe('completed');
    // paid out once, never also released
    expect(await cash(token)).toBe('16000');
    expect((await wallet.balances(user.userId, 'EUR')).locked).toBe(0n);
  });

  it('checks the destination and the balance, and records nothing it refuses', async () => {
    const { token, user } = await eligiblePlayer();
    const code = async (body: Record<string, unknown>) =>
      (await withdraw(token, body)).json().errorCode as string;
    expect(await code({ method: 'bank', amount: '2500', destination: { ...bank, ifsc: 'SHORT' } })).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      await code({ method: 'bank', amount: '2500', destination: { ...bank, email: 'not-an-email' } }),
    ).toBe('VALIDATION_ERROR');
    expect(await code({ method: 'bank', amount: '2500', destination: { ...bank, netBanking: true } })).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      await code({
        method: 'crypto',
        amount: '2500',
        destination: {
          kind: 'crypto',
          network: 'ETH',
          address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
        },
      }),
    ).toBe('VALIDATION_ERROR');
    expect(await code({ method: 'crypto', amount: '2500', destination: bank })).toBe('VALIDATION_ERROR');
    expect(
      await code({ method: 'upi', amount: '2500', destination: { kind: 'upi', vpa: 'maria@okaxis' } }),
    ).toBe('PAYMENT_SERVICE_ERROR');
    expect(await code({ method: 'bank', amount: '0', destination: bank })).toBe('AMOUNT_BELOW_ZERO');
    expect(await code({ method: 'bank', amount: '1999', destination: bank })).toBe(
      'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
    );
    expect(await code({ method: 'bank', amount: '20001', destination: bank })).toBe('INSUFFICIENT_FUNDS');
    const rows = await app.database.db.select().from(payments).where(eq(payments.userId, user.userId));
    expect(rows).toEqual([]);
    expect(await cash(token)).toBe('20000');
    const ok = await withdraw(token, {
      method: 'crypto',
      amount: '2500',
      destination: { kind: 'crypto', network: 'BTC', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
    });
    expect(ok.json().data.payment.details.destination).toBe('BTC bc1qxy…0wlh');
  });
});

describe('withdrawal methods and fees', () => {
  const btc = { kind: 'crypto', network: 'BTC', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' };
  const quote = (token: string, query: string) =>
    app.inject({ method: 'GET', url: `/api/payments/withdrawal-quote?${query}`, headers: bearer(token) });

  it('lists the methods a player may withdraw with, in their currency and country', async () => {
    const euro = await eligiblePlayer();
    const { methods } = await status(euro.token);
    expect(methods.map((method) => [method.name, method.kind])).toEqual([
      ['crypto', 'crypto'],
      ['bank', 'bank'],
    ]);
    expect(methods[0]).toMatchObject({ minAmount: '1000', feeRateBp: 50 });
    expect(methods[0]?.networks).toEqual([
      { network: 'BTC', fee: '250' },
      { network: 'ETH', fee: '150' },
      { network: 'USDT-TRC20', fee: '100' },
      { network: 'USDT-ERC20', fee: '300' },
    ]);
    expect(methods[1]).toMatchObject({ minAmount: '2000', maxAmount: '5000000', feeRateBp: 0, networks: [] });
    const indian = await eligiblePlayer({ countryCode: 'IN', currencyCode: 'INR' }, 200_000n);
    expect((await status(indian.token)).methods.map((method) => method.name)).toEqual(['upi', 'bank']);
  });

  it('quotes the fee of the amount and the network fee, and what reaches the player', async () => {
    const { token } = await eligiblePlayer();
    const quoted = await quote(token, 'method=crypto&amount=10000&network=BTC');
    expect(quoted.statusCode).toBe(200);
    expect(withdrawalQuoteResponseSchema.parse(quoted.json()).data.quote).toEqual({
      amount: '10000',
      fee: '50',
      networkFee: '250',
      receiveAmount: '9700',
      currency: 'EUR',
    });
    // the rate rounds down, in the player's favour
    expect((await quote(token, 'method=crypto&amount=2699&network=ETH')).json().data.quote).toMatchObject({
      fee: '13',
      networkFee: '150',
      receiveAmount: '2536',
    });
    expect((await quote(token, 'method=bank&amount=2500')).json().data.quote).toMatchObject({
      fee: '0',
      networkFee: '0',
      receiveAmount: '2500',
    });
    const code = async (query: string) => (await quote(token, query)).json().errorCode as string;
    expect(await code('method=crypto&amount=251&network=BTC')).toBe('WITHDRAWAL_CALCULATION_ERROR');
    expect(await code('method=crypto&amount=10000')).toBe('VALIDATION_ERROR');
    expect(await code('method=crypto&amount=0&network=BTC')).toBe('AMOUNT_BELOW_ZERO');
    expect(await code('method=upi&amount=10000')).toBe('PAYMENT_SERVICE_ERROR');
    expect(await code('method=visa&amount=10000')).toBe('NOT_FOUND');
  });

  it('keeps the fees fixed at request time and has the provider send only what reaches the player', async () => {
    const { token, user } = await eligiblePlayer();
    const payment = withdrawalResponseSchema.parse(
      (await withdraw(token, { method: 'crypto', amount: '10000', destination: btc })).json(),
    ).data.payment;
    expect(payment.details).toMatchObject({ fee: '50', networkFee: '250', receiveAmount: '9700' });
    expect(await cash(token)).toBe('10000');
    expect((await admin(`/${payment.id}/approve`, {})).statusCode).toBe(200);
    const [sent] = await app.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.merchantReference, payment.id));
    expect(sent?.amount).toBe(9_700n);
    await expect
      .poll(
        async () =>
          (await app.database.db.select().from(payments).where(eq(payments.publicId, payment.id)))[0]?.status,
        { timeout: 5_000 },
      )
      .toBe('completed');
    // the whole amount left the balance; nothing stays locked
    expect(await cash(token)).toBe('10000');
    expect((await wallet.balances(user.userId, 'EUR')).locked).toBe(0n);
    // the method's minimum keeps amounts above what the fees would eat
    const small = await withdraw(token, { method: 'crypto', amount: '251', destination: btc });
    expect(small.json().errorCode).toBe('PAYMENT_PROVIDER_LIMIT_THRESHOLD');
    expect(await cash(token)).toBe('10000');
  });
});

async function userIdOf(token: string): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/get-user-details',
    headers: bearer(token),
  });
  return response.json().data.getUser.userId as number;
}
