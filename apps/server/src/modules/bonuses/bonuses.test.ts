import {
  cancelBonusResponseSchema,
  depositBonusesResponseSchema,
  depositResponseSchema,
  userDetailsResponseSchema,
  withdrawalsResponseSchema,
} from '@casino/contracts';
import { minor } from '@casino/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openAsAnotherProcess } from '../../../test/database.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { expectLedgerInvariants } from '../../../test/ledger-invariants.ts';
import { jobs, ledgerTransactions, payments, playerBonuses, users } from '../../db/schema.ts';
import { createWallet, type Wallet } from '../wallet/index.ts';

// real time, moved forward by hand to reach a bonus's expiry
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
let app: TestApp;
let wallet: Wallet;

beforeAll(async () => {
  app = await createTestApp({ clock, env: { PAYMENT_SANDBOX: 'true' } });
  // the games' bets, as another process of the casino would post them
  wallet = createWallet({ database: app.database, clock });
});
afterAll(async () => {
  await app?.close();
});

let clicks = 0;
const card = { number: '4111 1111 1111 1111', holder: 'Maria Borg', expiry: '12/39', cvc: '737' };

/** A new player who may deposit (an address on file) and whose email is verified. */
async function depositor() {
  const player = await createPlayer(app);
  const put = await app.inject({
    method: 'PUT',
    url: '/api/user/update-user-details',
    payload: { address: '12 Republic Street', city: 'Valletta', zipCode: 'VLT 1117' },
    headers: bearer(player.token),
  });
  expect(put.statusCode).toBe(200);
  await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, player.email));
  return { ...player, userId: player.user.userId as number };
}

const startDeposit = (token: string, amount: string, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/deposit',
    payload: { method: 'visa', amount, requestId: `bonus-dep-${Date.now()}-${++clicks}`, card, ...extra },
    headers: bearer(token),
  });

/** A card deposit taken through 3-D Secure to the given outcome; answers the payment id. */
async function deposit(
  token: string,
  amount: string,
  extra: Record<string, unknown> = {},
  outcome = 'success',
) {
  return finishDeposit(token, await startDeposit(token, amount, extra), outcome);
}

/** A started card deposit taken through 3-D Secure to the given outcome; answers the payment id. */
async function finishDeposit(
  token: string,
  started: Awaited<ReturnType<typeof startDeposit>>,
  outcome = 'success',
) {
  expect(started.statusCode, started.body).toBe(200);
  const { payment, next } = depositResponseSchema.parse(started.json()).data;
  if (next.kind !== 'redirect') throw new Error(`expected the 3-D Secure page, got ${next.kind}`);
  const answer = await app.inject({
    method: 'POST',
    url: next.url,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = new URL(String(answer.headers.location), 'http://casino.test');
  if (outcome === 'success') {
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/user/3ds-webhook',
      payload: { PaReq: location.searchParams.get('PaReq'), MD: location.searchParams.get('MD') },
      headers: bearer(token),
    });
    expect(confirmed.json().data.payment.status).toBe('completed');
  }
  return payment.id;
}

async function details(token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/get-user-details',
    headers: bearer(token),
  });
  return userDetailsResponseSchema.parse(response.json()).data;
}

async function offers(token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/bonuses/deposit-offers',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return depositBonusesResponseSchema.parse(response.json()).data;
}

const bonusRows = (userId: number) =>
  app.database.db
    .select()
    .from(playerBonuses)
    .where(eq(playerBonuses.userId, userId))
    .orderBy(playerBonuses.id);

/** Rounds that give back what they took: the bonus is wagered without changing the balances. */
async function wager(userId: number, total: bigint, step = 10_000n, through: Wallet = wallet) {
  for (let done = 0n; done < total; done += step) {
    const key = `wager-${userId}-${Date.now()}-${++clicks}`;
    await through.bet({ userId, currency: 'EUR', idempotencyKey: key, amount: minor(step) });
    await through.win({
      userId,
      currency: 'EUR',
      idempotencyKey: `${key}:win`,
      betKey: key,
      amount: minor(step),
    });
  }
}

describe('deposit bonuses', () => {
  it('offers the welcome bonus for the first deposit only, and the reload bonus for any', async () => {
    const player = await depositor();
    const first = await offers(player.token);
    expect(first.activeBonus).toBeNull();
    expect(first.offers.map((offer) => offer.key)).toEqual(['welcome', 'reload']);
    expect(first.offers[0]).toMatchObject({
      title: 'Welcome bonus',
      matchPercent: 100,
      maxBonus: '10000',
      minDeposit: '1000',
      wageringMultiplier: 30,
      validDays: 7,
    });
    await deposit(player.token, '2500');
    expect((await offers(player.token)).offers.map((offer) => offer.key)).toEqual(['reload']);
  });

  it('grants the bonus with the deposit, in one ledger transaction, and blocks withdrawals while active', async () => {
    const player = await depositor();
    const paymentId = await deposit(player.token, '5000', { bonus: 'welcome' });
    const now = await details(player.token);
    expect(now.userWallet).toMatchObject({ amount: '5000', nonCashAmount: '5000', totalAmount: '10000' });
    expect(now.activeBonus).toMatchObject({
      offerKey: 'welcome',
      title: 'Welcome bonus',
      status: 'active',
      bonusAmount: '5000',
      bonusBalance: '5000',
      wageringRequired: '150000',
      wagered: '0',
    });
    const expires = new Date(now.activeBonus?.expiresAt ?? 0).getTime() - clock.now().getTime();
    expect(Math.round(expires / 86_400_000)).toBe(7);
    // the grant and the deposit were posted together
    const [payment] = await app.database.db.select().from(payments).where(eq(payments.publicId, paymentId));
    const postings = await app.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, player.userId));
    const grant = postings.find((row) => row.type === 'bonus_grant');
    const credit = postings.find((row) => row.type === 'deposit');
    expect(grant?.amount).toBe(5000n);
    expect(credit?.context).toMatchObject({ paymentId });
    expect(payment?.status).toBe('completed');
    // a late second delivery of the completion finds the bonus active and carries no grant: it
    // replays the first, granting nothing more
    const again = await wallet.deposit({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: `deposit:${paymentId}`,
      amount: minor(5000n),
    });
    expect(again.replayed).toBe(true);
    expect((await details(player.token)).userWallet).toMatchObject({ amount: '5000', nonCashAmount: '5000' });
    const withdrawals = await app.inject({
      method: 'GET',
      url: '/api/payments/withdrawals',
      headers: bearer(player.token),
    });
    expect(withdrawalsResponseSchema.parse(withdrawals.json()).data.blocks).toContain('BONUS_ACTIVE');
    // a 50% bonus of a €30 deposit is €15: the reload's maximum and rounding follow the deposit
    const other = await depositor();
    await deposit(other.token, '1000');
    await deposit(other.token, '3001', { bonus: 'reload' });
    expect((await details(other.token)).activeBonus?.bonusAmount).toBe('1500');
  });

  it('refuses what its rules refuse, before anything is recorded', async () => {
    const player = await depositor();
    const code = async (amount: string, extra: Record<string, unknown>) =>
      (await startDeposit(player.token, amount, extra)).json();
    expect(await code('500', { bonus: 'welcome' })).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: { bonus: expect.stringContaining('1000') },
    });
    expect((await code('5000', { bonus: 'no-such-bonus' })).errorCode).toBe('BONUS_NOT_FOUND');
    expect(await bonusRows(player.userId)).toEqual([]);
    expect(await app.database.db.select().from(payments).where(eq(payments.userId, player.userId))).toEqual(
      [],
    );
    await deposit(player.token, '2500');
    expect(await code('5000', { bonus: 'welcome' })).toMatchObject({
      errorCode: 'DEPOSITS_NUMBER',
      fields: { required: '1', current: '1' },
    });
    await deposit(player.token, '4000', { bonus: 'reload' });
    // another bonus while one is active: only once the player agreed to lose it
    expect((await code('4000', { bonus: 'reload' })).errorCode).toBe('ACTIVE_BONUS');
    expect((await bonusRows(player.userId)).map((row) => row.status)).toEqual(['active']);
  });

  it('replaces the active bonus when the player agrees: its bonus money is burnt with the new deposit', async () => {
    const player = await depositor();
    await deposit(player.token, '5000', { bonus: 'welcome' });
    await deposit(player.token, '6000', { bonus: 'reload', replaceActiveBonus: true });
    const now = await details(player.token);
    expect(now.userWallet).toMatchObject({ amount: '11000', nonCashAmount: '3000' });
    expect(now.activeBonus).toMatchObject({ offerKey: 'reload', bonusAmount: '3000', bonusBalance: '3000' });
    expect((await bonusRows(player.userId)).map((row) => row.status)).toEqual(['cancelled', 'active']);
    const burns = await app.database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, player.userId), eq(ledgerTransactions.type, 'bonus_burn')));
    expect(burns.map((row) => row.amount)).toEqual([5000n]);
  });

  it('does not replace a bonus that became active after the player chose theirs: the deposit comes without it', async () => {
    const player = await depositor();
    const started = await startDeposit(player.token, '5000', { bonus: 'welcome' });
    // while the card is on the provider's page, the player takes a no-deposit bonus
    const taken = await app.inject({
      method: 'POST',
      url: '/api/bonuses/activate',
      payload: { promotionId: 'free-start' },
      headers: bearer(player.token),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    await finishDeposit(player.token, started);
    const now = await details(player.token);
    expect(now.userWallet).toMatchObject({ amount: '5000', nonCashAmount: '500' });
    expect(now.activeBonus).toMatchObject({ offerKey: 'free-start', bonusBalance: '500' });
    const rows = await bonusRows(player.userId);
    expect(rows.map((row) => [row.status, row.endReason])).toEqual(
      expect.arrayContaining([
        ['cancelled', 'another bonus became active before the deposit completed'],
        ['active', null],
      ]),
    );
  });

  it('turns what is left of the bonus into cash once it is wagered', async () => {
    const player = await depositor();
    await deposit(player.token, '5000', { bonus: 'welcome' });
    await wager(player.userId, 100_000n);
    expect((await details(player.token)).activeBonus).toMatchObject({ wagered: '100000', status: 'active' });
    await wager(player.userId, 50_000n);
    const now = await details(player.token);
    expect(now.activeBonus).toBeNull();
    expect(now.userWallet).toMatchObject({ amount: '10000', nonCashAmount: '0' });
    expect((await bonusRows(player.userId)).map((row) => row.status)).toEqual(['completed']);
    const withdrawals = await app.inject({
      method: 'GET',
      url: '/api/payments/withdrawals',
      headers: bearer(player.token),
    });
    expect(withdrawalsResponseSchema.parse(withdrawals.json()).data.blocks).not.toContain('BONUS_ACTIVE');
  });

  it('turns into cash at the bet that completes the wagering, without waiting for a read', async () => {
    const player = await depositor();
    await deposit(player.token, '5000', { bonus: 'welcome' });
    // the casino's own wallet: its events settle the bonus after play with bonus money
    const gameWallet = app.wallet;
    const status = async () => (await bonusRows(player.userId)).map((row) => row.status);
    await wager(player.userId, 140_000n, 10_000n, gameWallet);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await status()).toEqual(['active']);
    await wager(player.userId, 10_000n, 10_000n, gameWallet);
    await expect.poll(status, { timeout: 5_000 }).toEqual(['completed']);
    const converted = await app.database.db
      .select({ amount: ledgerTransactions.amount })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, player.userId), eq(ledgerTransactions.type, 'bonus_convert')));
    expect(converted).toEqual([{ amount: 5000n }]);
  });

  it('ends as lost when its money is played away, and a cancelled bonus burns what is left', async () => {
    const lost = await depositor();
    await deposit(lost.token, '2000', { bonus: 'welcome' });
    await wallet.bet({
      userId: lost.userId,
      currency: 'EUR',
      idempotencyKey: `all-${lost.userId}`,
      amount: minor(4000n),
    });
    // right after the bet a provider's win may still come: the bonus waits a minute of quiet play
    expect((await details(lost.token)).activeBonus).toMatchObject({ status: 'active', bonusBalance: '0' });
    offset += 61_000;
    expect((await details(lost.token)).activeBonus).toBeNull();
    expect((await bonusRows(lost.userId)).map((row) => row.status)).toEqual(['lost']);

    const player = await depositor();
    await deposit(player.token, '3000', { bonus: 'welcome' });
    const cancel = () =>
      app.inject({
        method: 'POST',
        url: '/api/bonuses/active/cancel',
        payload: {},
        headers: bearer(player.token),
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelBonusResponseSchema.parse(cancelled.json()).data.bonus).toMatchObject({
      status: 'cancelled',
    });
    expect((await details(player.token)).userWallet).toMatchObject({ amount: '3000', nonCashAmount: '0' });
    expect((await cancel()).json().errorCode).toBe('BONUS_NOT_FOUND');
  });

  it('goes with a deposit that fails', async () => {
    const player = await depositor();
    await deposit(player.token, '5000', { bonus: 'welcome' }, 'declined');
    await expect
      .poll(async () => (await bonusRows(player.userId)).map((row) => row.status), { timeout: 5_000 })
      .toEqual(['cancelled']);
    expect((await details(player.token)).userWallet).toMatchObject({ amount: '0', nonCashAmount: '0' });
    // the welcome bonus is still there for the first deposit that succeeds
    expect((await offers(player.token)).offers.map((offer) => offer.key)).toContain('welcome');
  });

  it('expires at its time by the job runner, once, though the player never comes back', async () => {
    const player = await depositor();
    await deposit(player.token, '5000', { bonus: 'welcome' });
    const [bonus] = await bonusRows(player.userId);
    expect(bonus?.status).toBe('active');
    const burns = () =>
      app.database.db
        .select({ amount: ledgerTransactions.amount })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.userId, player.userId), eq(ledgerTransactions.type, 'bonus_burn')));
    // a second server process on the same database, running its jobs at the same time
    const other = await createTestApp({
      clock,
      env: { PAYMENT_SANDBOX: 'true' },
      database: await openAsAnotherProcess(app.database),
    });
    try {
      await Promise.all([app.jobs.runDue(), other.jobs.runDue()]);
      expect((await bonusRows(player.userId)).map((row) => row.status)).toEqual(['active']);
      offset += 7 * 86_400_000 + 1_000;
      // nobody reads the player's details or bonus: only the job runner acts
      await Promise.all([app.jobs.runDue(), other.jobs.runDue(), app.jobs.runDue(), other.jobs.runDue()]);
    } finally {
      await other.close();
    }
    expect((await bonusRows(player.userId)).map((row) => row.status)).toEqual(['expired']);
    expect(await burns()).toEqual([{ amount: 5000n }]);
    const [job] = await app.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'bonuses.expire'), eq(jobs.key, `bonus:${bonus?.publicId}`)));
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ cash: 5000n, bonus: 0n });
  });

  it('expires after its days: the bonus money is removed', async () => {
    const player = await depositor();
    await deposit(player.token, '5000', { bonus: 'welcome' });
    offset += 8 * 86_400_000;
    const now = await details(player.token);
    expect(now.activeBonus).toBeNull();
    expect(now.userWallet).toMatchObject({ amount: '5000', nonCashAmount: '0' });
    expect((await bonusRows(player.userId)).map((row) => row.status)).toEqual(['expired']);
  });
});

describe('the ledger after these journeys', () => {
  it('is balanced: postings, cached balances, zero-sum currencies, no player below zero, each key once', async () => {
    await expectLedgerInvariants(app.database);
  });
});
