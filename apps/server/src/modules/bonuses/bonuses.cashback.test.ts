import { activateBonusResponseSchema, cashbackResponseSchema } from '@casino/contracts';
import { minor } from '@casino/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { expectLedgerInvariants } from '../../../test/ledger-invariants.ts';
import { createOperator, signInOperator } from '../../../test/operators.ts';
import { auditLog, bonusOffers, jobs, ledgerTransactions, playerBonuses, users } from '../../db/schema.ts';
import { createWallet, type Wallet } from '../wallet/index.ts';
import { createBonusesRepository } from './bonuses.repository.ts';
import { createBonusesService } from './bonuses.service.ts';

/*
 * Instant cashback (issue 18, spec §3 instant_cashback): a depositor takes it, a period starts, and
 * its share of the real money lost in that period is paid as cash, once: by the job at the
 * period's end, or earlier when the player claims it. Also the calendar dates of an offer
 * (DAYS_VALID, ADD_TO_CALENDAR) and an activation that fails for no fault of the player's
 * (UNIFIED_ERROR).
 */

let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
const dayMs = 86_400_000;
let app: TestApp;
let wallet: Wallet;
const run = Date.now().toString(36);
const key = (name: string) => `${run}-${name}`;

const cashback = (name: string, seed: Partial<typeof bonusOffers.$inferInsert> = {}) => ({
  type: 'instant_cashback' as const,
  key: key(name),
  title: `Cashback ${name}`,
  // 10% of net losses, at most €50, over 3 days
  matchBp: 1000,
  maxBonus: { EUR: '5000' },
  wageringMultiplier: 0,
  validDays: 3,
  ...seed,
});

/** A UTC calendar day `shift` days from today. */
const dayOf = (shift: number) => new Date(Date.now() + shift * dayMs).toISOString().slice(0, 10);
const kiritimatiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
  new Date(),
);

beforeAll(async () => {
  app = await createTestApp({ clock });
  wallet = createWallet({ database: app.database, clock });
  await app.database.db
    .insert(bonusOffers)
    .values([
      cashback('weekly'),
      cashback('second', { maxBonus: { EUR: '1000' }, retryDays: 1 }),
      {
        type: 'deposit',
        key: key('deposit-later'),
        title: 'Deposit bonus on a later date',
        matchBp: 5000,
        maxBonus: { EUR: '5000' },
        wageringMultiplier: 10,
        dates: [dayOf(5)],
      },
      {
        type: 'deposit',
        key: key('deposit-today'),
        title: 'Deposit bonus today',
        matchBp: 5000,
        maxBonus: { EUR: '5000' },
        wageringMultiplier: 10,
        dates: [kiritimatiToday],
      },
      {
        type: 'no_deposit',
        key: key('plain'),
        title: 'Plain bonus',
        matchBp: 0,
        bonusAmount: { EUR: '500' },
        wageringMultiplier: 1,
      },
      {
        type: 'no_deposit',
        key: key('dated'),
        title: 'Dated bonus',
        matchBp: 0,
        bonusAmount: { EUR: '500' },
        wageringMultiplier: 1,
        dates: [dayOf(2)],
      },
      {
        type: 'no_deposit',
        key: key('past'),
        title: 'Past dates',
        matchBp: 0,
        bonusAmount: { EUR: '500' },
        wageringMultiplier: 1,
        dates: [dayOf(-3), dayOf(30)],
      },
      {
        type: 'no_deposit',
        key: key('today'),
        title: 'Today only',
        matchBp: 0,
        bonusAmount: { EUR: '500' },
        wageringMultiplier: 1,
        // today where the day starts first (UTC+14)
        dates: [kiritimatiToday],
      },
    ])
    .returning();
});
afterAll(async () => {
  await app?.close();
});

async function player({ deposit = 0n, currency = 'EUR' }: { deposit?: bigint; currency?: string } = {}) {
  const created = await createPlayer(
    app,
    currency === 'EUR' ? {} : { currencyCode: currency, countryCode: 'IN' },
  );
  const userId = created.user.userId as number;
  await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
  if (deposit > 0n)
    await wallet.deposit({
      userId,
      currency,
      idempotencyKey: `cb-deposit-${userId}`,
      amount: minor(deposit),
    });
  return { ...created, userId };
}

const post = (token: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });
const activate = (token: string, promotionId: string) =>
  post(token, '/api/bonuses/activate', { promotionId: key(promotionId) });

/** A round of real-money play: `stake` bet and `win` paid back. */
let rounds = 0;
async function play(userId: number, stake: bigint, win: bigint) {
  const betKey = `cb-bet-${userId}-${++rounds}`;
  await wallet.bet({
    userId,
    currency: 'EUR',
    idempotencyKey: betKey,
    amount: minor(stake),
    context: { game: 'x' },
  });
  await wallet.win({ userId, currency: 'EUR', idempotencyKey: `${betKey}:win`, amount: minor(win), betKey });
}

const cashbackPayments = (userId: number) =>
  app.database.db
    .select({ amount: ledgerTransactions.amount, key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.type, 'cashback')));

describe('instant cashback', () => {
  it('is for depositors: a player who never deposited is refused with CASHBACK_NEED_DEPOSIT', async () => {
    const p = await player();
    const answer = await activate(p.token, 'weekly');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'CASHBACK_NEED_DEPOSIT' });
    expect(
      await app.database.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.userId)),
    ).toEqual([]);
  });

  it('is taken only in the currencies it names a largest payment for', async () => {
    const p = await player({ deposit: 100_000n, currency: 'INR' });
    const answer = await activate(p.token, 'weekly');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'BONUS_NOT_FOUND' });
    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/get-all-bonus?type=instant_cashback&currencyCode=INR',
    });
    expect(listed.json().data.bonus.rows.map((row: { id: string }) => row.id)).not.toContain(key('weekly'));
  });

  it('counts a provider’s round once it is settled, with its win whenever that comes', async () => {
    const p = await player({ deposit: 20_000n });
    const { bonus } = activateBonusResponseSchema.parse((await activate(p.token, 'weekly')).json()).data;
    // a table's €50.00 stake, still open: not counted yet
    await wallet.bet({
      userId: p.userId,
      currency: 'EUR',
      idempotencyKey: `cb-table-${p.userId}`,
      amount: minor(5_000n),
      context: { gameId: 'table', roundId: 'r1' },
    });
    expect((await app.bonuses.activeCashback(p.userId))?.cashback).toMatchObject({
      netLoss: '0',
      accrued: '0',
    });
    expect((await post(p.token, '/api/bonuses/cashback/claim', {})).json()).toMatchObject({
      errorCode: 'NO_CASHBACK',
    });
    // it settles with €20.00 back: €30.00 lost, €3.00 due
    await wallet.win({
      userId: p.userId,
      currency: 'EUR',
      idempotencyKey: `cb-table-${p.userId}:win`,
      amount: minor(2_000n),
      betKey: `cb-table-${p.userId}`,
    });
    expect((await app.bonuses.activeCashback(p.userId))?.cashback).toMatchObject({
      netLoss: '3000',
      accrued: '300',
    });
    const claimed = await post(p.token, '/api/bonuses/cashback/claim', { bonusId: bonus.id });
    expect(claimed.json().data.bonus).toMatchObject({ status: 'completed', bonusAmount: '300' });
  });

  it('shows what it has earned while it runs; a claim with no losses is NO_CASHBACK; a claim pays 10% of net losses once', async () => {
    const p = await player({ deposit: 20_000n });
    const taken = await activate(p.token, 'weekly');
    expect(taken.statusCode, taken.body).toBe(200);
    const { bonus } = activateBonusResponseSchema.parse(taken.json()).data;
    expect(bonus).toMatchObject({
      kind: 'cashback',
      status: 'active',
      cashback: { percent: 10, cap: '5000', netLoss: '0', accrued: '0', paid: '0' },
    });
    // one period at a time
    expect((await activate(p.token, 'second')).json()).toMatchObject({ errorCode: 'ACTIVE_BONUS' });

    // ahead of the house: nothing to pay, and the period keeps running
    await play(p.userId, 1_000n, 3_000n);
    const early = await post(p.token, '/api/bonuses/cashback/claim', {});
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ errorCode: 'NO_CASHBACK' });

    // lose 120.00 more: net loss 100.00, cashback 10.00
    await play(p.userId, 12_000n, 0n);
    const read = await app.inject({ method: 'GET', url: '/api/bonuses/cashback', headers: bearer(p.token) });
    expect(cashbackResponseSchema.parse(read.json()).data.cashback).toMatchObject({
      id: bonus.id,
      cashback: { netLoss: '10000', accrued: '1000', paid: '0' },
    });
    const before = await wallet.balances(p.userId, 'EUR');
    const claims = await Promise.all([
      post(p.token, '/api/bonuses/cashback/claim', { bonusId: bonus.id }),
      post(p.token, '/api/bonuses/cashback/claim', { bonusId: bonus.id }),
    ]);
    // a claim that came second is either told the cashback has just been paid, or (the same
    // payment asked twice at once) answered the one payment; either way there is one
    const paid = claims.filter((answer) => answer.statusCode === 200);
    expect(paid.length, claims.map((answer) => answer.body).join('\n')).toBeGreaterThanOrEqual(1);
    for (const answer of claims.filter((entry) => entry.statusCode !== 200))
      expect(answer.json()).toMatchObject({ errorCode: 'BONUS_NOT_FOUND' });
    for (const answer of paid)
      expect(answer.json().data.bonus).toMatchObject({
        id: bonus.id,
        status: 'completed',
        bonusAmount: '1000',
        cashback: { paid: '1000' },
      });
    // paid as cash, once, by the promotions' account
    expect(await wallet.balances(p.userId, 'EUR')).toMatchObject({ cash: before.cash + 1000n, bonus: 0n });
    expect(await cashbackPayments(p.userId)).toEqual([{ amount: 1000n, key: `bonus:${bonus.id}:cashback` }]);
    // its job, still due at the period's end, finds it paid and pays nothing more
    offset += 3 * dayMs + 60_000;
    try {
      await app.jobs.runDue();
    } finally {
      offset -= 3 * dayMs + 60_000;
    }
    expect(await cashbackPayments(p.userId)).toHaveLength(1);
    // over: another may be taken
    expect((await activate(p.token, 'second')).statusCode).toBe(200);
  });

  it('is paid by the job at the end of its period, exactly once, capped; losses after the period do not count', async () => {
    const p = await player({ deposit: 100_000n });
    const { bonus } = activateBonusResponseSchema.parse((await activate(p.token, 'weekly')).json()).data;
    const [job] = await app.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'bonuses.expire'), eq(jobs.key, `bonus:${bonus.id}`)));
    expect(job?.runAt.toISOString()).toBe(bonus.expiresAt);
    // 800.00 lost: 10% is 80.00, capped at 50.00
    await play(p.userId, 80_000n, 0n);
    offset += 3 * dayMs + 60_000;
    try {
      await app.jobs.runDue();
      await app.jobs.runDue();
      // a loss after the period's end: the job already paid for the period, and it would not count
      await play(p.userId, 1_000n, 0n);
      expect(await cashbackPayments(p.userId)).toEqual([
        { amount: 5000n, key: `bonus:${bonus.id}:cashback` },
      ]);
      const [row] = await app.database.db
        .select()
        .from(playerBonuses)
        .where(eq(playerBonuses.publicId, bonus.id));
      expect(row).toMatchObject({ status: 'completed', bonusAmount: 5000n });
      const read = await app.inject({
        method: 'GET',
        url: '/api/bonuses/cashback',
        headers: bearer(p.token),
      });
      expect(read.json().data.cashback).toBeNull();
    } finally {
      offset -= 3 * dayMs + 60_000;
    }
  });

  it('ends unpaid when the period had no losses, and when the player self-excludes', async () => {
    const p = await player({ deposit: 10_000n });
    const { bonus } = activateBonusResponseSchema.parse((await activate(p.token, 'weekly')).json()).data;
    await play(p.userId, 1_000n, 1_500n);
    offset += 3 * dayMs + 60_000;
    try {
      await app.jobs.runDue();
    } finally {
      offset -= 3 * dayMs + 60_000;
    }
    const [row] = await app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.publicId, bonus.id));
    expect(row).toMatchObject({ status: 'expired', bonusAmount: 0n, endReason: 'no losses in the period' });
    expect(await cashbackPayments(p.userId)).toEqual([]);

    const q = await player({ deposit: 10_000n });
    const second = activateBonusResponseSchema.parse((await activate(q.token, 'weekly')).json()).data.bonus;
    await play(q.userId, 5_000n, 0n);
    const excluded = await post(q.token, '/api/user/responsible-gaming/self-exclusion', {
      period: '1m',
      confirm: true,
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    await app.events.settled();
    const [ended] = await app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.publicId, second.id));
    expect(ended).toMatchObject({ status: 'cancelled', endReason: 'self-exclusion', bonusAmount: 0n });
    expect(await cashbackPayments(q.userId)).toEqual([]);
  });
});

describe('operators', () => {
  it('create an instant cashback offer with dates from the back-office (1% to 100%, audited), which players then see', async () => {
    const operator = await createOperator(app, 'marketing');
    const token = await signInOperator(app, operator, clock.now());
    const create = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/backoffice/bonus-offers', headers: bearer(token), payload });
    const offer = {
      key: key('ops-cashback'),
      type: 'instant_cashback',
      title: 'Operators’ cashback',
      description: '',
      matchBp: 20_000,
      maxBonus: { EUR: '2000' },
      minDeposit: {},
      wageringMultiplier: 0,
      depositNumber: null,
      validDays: 7,
      isActive: true,
      sortPriority: 0,
      dates: [dayOf(0)],
    };
    const tooMuch = await create(offer);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: { matchBp: expect.any(String) },
    });
    const badDate = await create({ ...offer, matchBp: 1500, dates: ['24/12/2026'] });
    expect(badDate.statusCode).toBe(400);
    const created = await create({ ...offer, matchBp: 1500 });
    expect(created.statusCode, created.body).toBe(200);
    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, operator.id), eq(auditLog.action, 'bonus-offer.create')));
    expect(audited).toHaveLength(1);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/admin/get-all-bonus?type=instant_cashback&calendarDateTime=${dayOf(0)}T12:00:00Z`,
    });
    expect(listed.json().data.bonus.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: key('ops-cashback'), cashbackPercent: 15, dates: [dayOf(0)] }),
      ]),
    );
    const tomorrow = await app.inject({
      method: 'GET',
      url: `/api/admin/get-all-bonus?type=instant_cashback&calendarDateTime=${dayOf(1)}T12:00:00Z`,
    });
    expect(tomorrow.json().data.bonus.rows.map((row: { id: string }) => row.id)).not.toContain(
      key('ops-cashback'),
    );
    // what the weekly cashback has cost so far, as the offers list shows it: €3.00 + €10.00 + €50.00 paid
    const offers = await app.inject({
      method: 'GET',
      url: '/api/backoffice/bonus-offers',
      headers: bearer(token),
    });
    expect(
      (offers.json().data as Array<{ key: string; stats: unknown }>).find(
        (entry) => entry.key === key('weekly'),
      )?.stats,
    ).toMatchObject({ completed: 3, granted: { EUR: '6300' }, converted: { EUR: '6300' } });
  });
});

describe('calendar dates', () => {
  it('a dated bonus coming inside the calendar’s week is ADD_TO_CALENDAR, with its date', async () => {
    const p = await player();
    const answer = await activate(p.token, 'dated');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'ADD_TO_CALENDAR', fields: { date: dayOf(2) } });
  });

  it('a bonus none of whose dates is today or this week is DAYS_VALID', async () => {
    const p = await player();
    const answer = await activate(p.token, 'past');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'DAYS_VALID' });
  });

  it('a deposit bonus is offered and reserved only on its dates, in the player’s time zone', async () => {
    const p = await player();
    const offered = async (timeZone: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/bonuses/deposit-offers?timeZone=${encodeURIComponent(timeZone)}`,
          headers: bearer(p.token),
        })
      )
        .json()
        .data.offers.map((offer: { key: string }) => offer.key);
    const kiritimati = await offered('Pacific/Kiritimati');
    expect(kiritimati).toContain(key('deposit-today'));
    expect(kiritimati).not.toContain(key('deposit-later'));
    const refused = await app.bonuses
      .reserve(
        { id: p.userId, currencyCode: 'EUR', countryCode: 'MT', tags: [] },
        { key: key('deposit-later'), amount: 2_000n, replaceActive: false, timeZone: 'UTC' },
      )
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'DAYS_VALID' });
    await expect(
      app.bonuses.reserve(
        { id: p.userId, currencyCode: 'EUR', countryCode: 'MT', tags: [] },
        { key: key('deposit-today'), amount: 2_000n, replaceActive: false, timeZone: 'Pacific/Kiritimati' },
      ),
    ).resolves.toMatchObject({ bonusAmount: 1_000n });
  });

  it('is taken on its date in the player’s time zone', async () => {
    const p = await player();
    const answer = await post(p.token, '/api/bonuses/activate', {
      promotionId: key('today'),
      timeZone: 'Pacific/Kiritimati',
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

/** The same service over the same database, with a part that breaks (`parts`). */
const failingService = (parts: Partial<Parameters<typeof createBonusesService>[0]>) =>
  createBonusesService({
    repository: createBonusesRepository(app.database.db),
    transaction: (work) => app.database.db.transaction((tx) => work(createBonusesRepository(tx), tx)),
    walletService: wallet,
    clock,
    ...parts,
  });

/** Takes an offer through `service` as the player; answers the error it refused with (null: taken). */
async function activateThrough(
  service: ReturnType<typeof createBonusesService>,
  userId: number,
  offer: string,
) {
  const [profile] = await app.database.db.select().from(users).where(eq(users.id, userId));
  return service
    .activate(
      {
        id: userId,
        currencyCode: 'EUR',
        countryCode: 'MT',
        tags: [],
        isEmailVerified: true,
        createdAt: profile?.createdAt ?? new Date(),
      },
      { promotionId: key(offer) },
    )
    .then(
      () => null,
      (error: unknown) => error,
    );
}

describe('an activation that fails for no fault of the player', () => {
  it('is UNIFIED_ERROR naming the promotion, the player and the bonus, and leaves nothing granted', async () => {
    const p = await player();
    // the same service over the same database, with a wallet whose grant breaks mid-way
    const refused = await activateThrough(
      failingService({
        walletService: {
          ...wallet,
          grantBonus: async () => {
            throw new Error('the connection to the database was lost');
          },
        },
      }),
      p.userId,
      'plain',
    );
    expect(refused).toMatchObject({
      code: 'UNIFIED_ERROR',
      fields: { promotionId: key('plain'), userId: String(p.userId), userBonusId: expect.any(String) },
    });
    const userBonusId = (refused as { fields: { userBonusId: string } }).fields.userBonusId;
    expect((refused as Error).message).toContain(userBonusId);
    // the bonus it named is on record, not active, and no money moved
    const [row] = await app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.publicId, userBonusId));
    expect(row).toMatchObject({ userId: p.userId, status: 'cancelled' });
    expect(await wallet.balances(p.userId, 'EUR')).toMatchObject({ cash: 0n, bonus: 0n });
    // the player may take it once the fault is gone
    expect((await activate(p.token, 'plain')).statusCode).toBe(200);
  });
});

describe('two cashback offers taken at once', () => {
  it('start one period: the other is refused as ACTIVE_BONUS, not as a failure', async () => {
    const p = await player({ deposit: 10_000n });
    const answers = await Promise.all([activate(p.token, 'weekly'), activate(p.token, 'second')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json()).toMatchObject({ errorCode: 'ACTIVE_BONUS' });
    const running = await app.database.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.userId, p.userId));
    expect(running.map((row) => row.status)).toEqual(['active']);
  });
});

describe('a cashback or free spins taken while the database fails', () => {
  it('is UNIFIED_ERROR naming the promotion, the player and the bonus it would have been, and keeps nothing', async () => {
    const p = await player({ deposit: 10_000n });
    const failures: string[] = [];
    // the same service over the same database, whose job table cannot be written
    const refused = await activateThrough(
      failingService({
        scheduleExpiry: async () => {
          throw new Error('the jobs table is not writable');
        },
        logError: (_error, message) => void failures.push(message),
      }),
      p.userId,
      'second',
    );
    expect(refused).toMatchObject({
      code: 'UNIFIED_ERROR',
      fields: { promotionId: key('second'), userId: String(p.userId), userBonusId: expect.any(String) },
    });
    const userBonusId = (refused as { fields: { userBonusId: string } }).fields.userBonusId;
    expect((refused as Error).message).toContain(userBonusId);
    // the log line support searches names the same bonus
    expect(failures).toEqual([expect.stringContaining(userBonusId)]);
    // nothing of it stayed: no bonus, no job, and the offer can be taken once the fault is gone
    expect(
      await app.database.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.userId)),
    ).toEqual([]);
    expect((await activate(p.token, 'second')).statusCode).toBe(200);
  });
});

describe('the ledger after these journeys', () => {
  it('is balanced: postings, cached balances, zero-sum currencies, no player below zero, each key once', async () => {
    await expectLedgerInvariants(app.database);
  });
});
