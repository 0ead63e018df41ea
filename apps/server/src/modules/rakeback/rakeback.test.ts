import {
  calendarAwardResponseSchema,
  type RakebackDay,
  rakebackClaimResponseSchema,
  rakebackDaysResponseSchema,
} from '@casino/contracts';
import { minor } from '@casino/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { openAsAnotherProcess } from '../../../test/database.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { expectLedgerInvariants } from '../../../test/ledger-invariants.ts';
import { createOperator, signInOperator } from '../../../test/operators.ts';
import {
  auditLog,
  ledgerTransactions,
  rakebackDays,
  rakebackPlayers,
  rakebackSettings,
} from '../../db/schema.ts';

/*
 * The rakeback calendar (issue 19) on the clock: accrual per day in the player's time zone, days
 * closed once, claims today and yesterday only, opting out, and payment through the wallet once.
 * Every test moves the shared clock forward to a moment of its own.
 */

const clock = createTestClock(new Date('2026-12-01T00:00:00Z'));
let app: TestApp;

beforeAll(async () => {
  // every claim of the file comes from one address: the per-address limit is raised
  app = await createTestApp({ clock, env: { RATE_LIMIT_SCALE: '10' } });
});
afterAll(async () => {
  if (app) await expectLedgerInvariants(app.database);
  await app?.close();
});

const at = (iso: string) => clock.set(new Date(iso));

async function depositor({
  deposit = 100_000n,
  currency = 'EUR',
}: {
  deposit?: bigint;
  currency?: string;
} = {}) {
  const created = await createPlayer(app, currency === 'EUR' ? {} : { currencyCode: currency });
  const userId = created.user.userId as number;
  if (deposit > 0n) {
    await app.wallet.deposit({
      userId,
      currency,
      idempotencyKey: `rb-deposit-${userId}`,
      amount: minor(deposit),
    });
    // the deposit's event starts the calendar
    await app.events.settled();
  }
  return { token: created.token, userId, currency };
}

type Player = Awaited<ReturnType<typeof depositor>>;
let rounds = 0;
/** A house round: `stake` staked, `win` paid back, now on the clock. */
async function play(player: Player, stake: bigint, win = 0n) {
  await app.wallet.settleRound({
    userId: player.userId,
    currency: player.currency,
    idempotencyKey: `rb-round-${player.userId}-${++rounds}`,
    bet: minor(stake),
    win: minor(win),
    records: [],
    context: { game: 'tidepool-treasures' },
  });
  // the round's events (loyalty xp, a level's reward) land before the test reads the balance
  await app.events.settled();
}

const get = (player: Player, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(player.token) });
async function days(player: Player, timeZone?: string) {
  const answer = await get(player, `/api/admin/get-rakeback-days${timeZone ? `?timeZone=${timeZone}` : ''}`);
  expect(answer.statusCode).toBe(200);
  return rakebackDaysResponseSchema.parse(answer.json()).data;
}
async function award(player: Player, timeZone?: string) {
  const query = new URLSearchParams({ user: String(player.userId), ...(timeZone ? { timeZone } : {}) });
  const answer = await get(player, `/api/user/calendar-award?${query}`);
  expect(answer.statusCode).toBe(200);
  return calendarAwardResponseSchema.parse(answer.json()).data.userCalendarData;
}
const claim = (player: Player, day: Pick<RakebackDay, 'bonusId' | 'canClaimDate'>) =>
  app.inject({
    method: 'POST',
    url: `/api/user/rakeback-claim?bonusId=${day.bonusId}&customerDate=${encodeURIComponent(clock.now().toISOString())}`,
    headers: bearer(player.token),
    payload: { bonusId: day.bonusId, claimDate: day.canClaimDate, customerDate: clock.now().toISOString() },
  });
/** The days' entries without their ids and times: what a player reads off the calendar. */
const shown = (entries: RakebackDay[]) =>
  entries.map(({ dayDate, canClaimDate, ngr, amount, open, paidAt }) => ({
    dayDate,
    canClaimDate,
    ngr,
    amount,
    open,
    paid: paidAt !== null,
  }));
const rakebackPayments = (userId: number) =>
  app.database.db
    .select({ amount: ledgerTransactions.amount })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.type, 'rakeback')));
const cash = async (userId: number, currency = 'EUR') => (await app.wallet.balances(userId, currency)).cash;

describe('the rakeback calendar', () => {
  it('is for depositors only: a player who never deposited is told so and cannot claim', async () => {
    at('2026-12-01T10:00:00Z');
    const player = await depositor({ deposit: 0n });
    expect(await days(player)).toMatchObject({ days: [], status: 'not-depositor' });
    expect(await award(player)).toMatchObject({ ngr: '0', payout: '0.00', status: 'not-depositor' });
    const refused = await claim(player, { bonusId: crypto.randomUUID(), canClaimDate: '2026-12-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'RAKEBACK_NEED_DEPOSIT' });
    const optOut = await app.inject({
      method: 'POST',
      url: '/api/user/rakeback-opt-out',
      headers: bearer(player.token),
      payload: { optOut: true },
    });
    expect(optOut.json()).toMatchObject({ errorCode: 'RAKEBACK_NEED_DEPOSIT' });
  });

  it('is for signed-in players, each their own: a guest is refused, another player’s id is not found', async () => {
    at('2026-12-01T10:05:00Z');
    const player = await depositor();
    // the API's answer to a request without a live session (accounts.auth.ts)
    expect((await app.inject({ method: 'GET', url: '/api/user/calendar-award' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/get-rakeback-days' })).statusCode).toBe(403);
    const other = await get(player, `/api/user/calendar-award?user=${player.userId + 1}`);
    expect(other.statusCode).toBe(404);
  });

  it('counts real-money play across midnight in a UTC+5:30 player’s day', async () => {
    at('2026-12-02T18:00:00Z'); // 23:30 in Kolkata, 2 December
    const player = await depositor();
    expect(await award(player, 'Asia/Kolkata')).toMatchObject({ ngr: '0', payout: '0.00', percent: 5 });
    clock.advance(10 * 60_000);
    await play(player, 1_000n); // €10.00 lost at 23:40
    expect(await award(player, 'Asia/Kolkata')).toMatchObject({
      ngr: '1000',
      payout: '0.50',
      status: 'active',
    });
    clock.advance(30 * 60_000); // 00:10, 3 December
    await play(player, 3_000n, 1_000n); // €20.00 lost
    await play(player, 500n, 2_000n); // €15.00 won back
    expect(await award(player, 'Asia/Kolkata')).toMatchObject({ ngr: '500', payout: '0.25' });
    expect(shown((await days(player, 'Asia/Kolkata')).days)).toEqual([
      {
        dayDate: '2026-12-02',
        canClaimDate: '2026-12-03',
        ngr: '1000',
        amount: '50',
        open: false,
        paid: false,
      },
      {
        dayDate: '2026-12-03',
        canClaimDate: '2026-12-04',
        ngr: '500',
        amount: '25',
        open: true,
        paid: false,
      },
    ]);
  });

  it('counts across midnight in a UTC−8 player’s day, closed by the job', async () => {
    at('2026-12-04T07:50:00Z'); // 23:50 in Los Angeles, 3 December
    const player = await depositor();
    await award(player, 'America/Los_Angeles');
    await play(player, 4_000n, 1_500n); // €25.00 lost on the 3rd
    at('2026-12-04T08:05:00Z'); // 00:05, 4 December
    await app.jobs.runDue();
    const [closed] = await app.database.db
      .select()
      .from(rakebackDays)
      .where(eq(rakebackDays.userId, player.userId));
    expect(closed).toMatchObject({
      dayDate: '2026-12-03',
      canClaimDate: '2026-12-04',
      ngr: 2_500n,
      amount: 125n,
      claimFrom: new Date('2026-12-04T08:00:00Z'),
      claimUntil: new Date('2026-12-06T08:00:00Z'),
    });
    await play(player, 100n);
    expect(shown((await days(player)).days).at(-1)).toEqual({
      dayDate: '2026-12-04',
      canClaimDate: '2026-12-05',
      ngr: '100',
      amount: '5',
      open: true,
      paid: false,
    });
  });

  it('pays a day claimed today or yesterday, once, and refuses the day before, nothing, and days not over', async () => {
    at('2026-12-05T12:00:00Z');
    const today = await depositor();
    const yesterday = await depositor();
    const tooLate = await depositor();
    const winner = await depositor();
    for (const player of [today, yesterday, tooLate]) await play(player, 2_000n); // €20.00 lost: €1.00 due
    await play(winner, 1_000n, 3_000n);
    // a day's running entry cannot be claimed before it is over
    const running = (await days(today)).days.at(-1) as RakebackDay;
    expect((await claim(today, running)).json()).toMatchObject({ errorCode: 'RAKEBACK_NOT_YET' });

    at('2026-12-06T09:00:00Z'); // the next day: the 5th's entries are claimable today
    const entryOf = async (player: Player) =>
      (await days(player)).days.find((day) => !day.open) as RakebackDay;
    const todays = await entryOf(today);
    expect(todays).toMatchObject({ dayDate: '2026-12-05', canClaimDate: '2026-12-06', amount: '100' });
    const before = await cash(today.userId);
    const paid = await claim(today, todays);
    expect(paid.statusCode).toBe(200);
    expect(rakebackClaimResponseSchema.parse(paid.json()).data).toEqual({
      amount: '100',
      bonusId: todays.bonusId,
      currency: 'EUR',
    });
    expect(await cash(today.userId)).toBe(before + 100n);
    // a repeated claim (an answer lost on the way) answers the same payment and pays nothing more
    const again = await claim(today, todays);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ amount: '100', bonusId: todays.bonusId, currency: 'EUR' });
    expect(await cash(today.userId)).toBe(before + 100n);
    expect(shown([await entryOf(today)])).toMatchObject([{ paid: true }]);

    // a win is no rakeback: the day is shown with nothing to claim
    const won = await entryOf(winner);
    expect(won).toMatchObject({ ngr: '-2000', amount: '0' });
    expect((await claim(winner, won)).json()).toMatchObject({ errorCode: 'RAKEBACK_NOTHING_TO_CLAIM' });
    // another player's day is not found; the claim date must be the entry's own
    const others = await entryOf(yesterday);
    expect((await claim(today, others)).statusCode).toBe(404);
    const wrongDate = await claim(yesterday, { ...others, canClaimDate: '2026-12-07' });
    expect(wrongDate.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: { claimDate: expect.any(String) },
    });

    at('2026-12-07T23:59:00Z'); // the day after: the 5th's entry is yesterday's, still claimable
    expect((await claim(yesterday, others)).statusCode).toBe(200);
    at('2026-12-08T00:01:00Z'); // the day after that: too late
    const late = await claim(tooLate, await entryOf(tooLate));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ errorCode: 'RAKEBACK_CLAIM_CLOSED' });
    expect(await rakebackPayments(tooLate.userId)).toEqual([]);
    expect(await rakebackPayments(today.userId)).toEqual([{ amount: 100n }]);
  });

  it('pays 20 concurrent claims of one day once', async () => {
    at('2026-12-09T15:00:00Z');
    const player = await depositor();
    await play(player, 12_345n); // €123.45 lost: €6.17 due (6.1725, rounded down)
    at('2026-12-10T08:00:00Z');
    const entry = (await days(player)).days[0] as RakebackDay;
    expect(entry).toMatchObject({ amount: '617', open: false });
    const before = await cash(player.userId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(player, entry)));
    // every claim answers the one payment
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({ amount: '617', bonusId: entry.bonusId });
    }
    expect(await rakebackPayments(player.userId)).toEqual([{ amount: 617n }]);
    expect(await cash(player.userId)).toBe(before + 617n);
    await expectLedgerInvariants(app.database);
  });

  it('stops counting when the player opts out, and counts again from when they opt in', async () => {
    at('2026-12-11T10:00:00Z');
    const player = await depositor();
    const optOut = (value: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/user/rakeback-opt-out',
        headers: bearer(player.token),
        payload: { optOut: value },
      });
    await play(player, 1_000n);
    expect((await optOut(true)).json()).toMatchObject({ data: { status: 'opted-out' } });
    clock.advance(60_000);
    await play(player, 2_000n); // not counted
    expect(await award(player)).toMatchObject({ ngr: '1000', status: 'opted-out' });
    clock.advance(60_000);
    expect((await optOut(false)).json()).toMatchObject({ data: { status: 'active' } });
    clock.advance(60_000);
    await play(player, 500n);
    expect(await award(player)).toMatchObject({ ngr: '1500', status: 'active' });
    // opted out over midnight: the next day counts nothing
    await optOut(true);
    at('2026-12-12T10:00:00Z');
    await play(player, 4_000n);
    expect(shown((await days(player)).days)).toEqual([
      {
        dayDate: '2026-12-11',
        canClaimDate: '2026-12-12',
        ngr: '1500',
        amount: '75',
        open: false,
        paid: false,
      },
      { dayDate: '2026-12-12', canClaimDate: '2026-12-13', ngr: '0', amount: '0', open: true, paid: false },
    ]);
  });

  it('counts bonus money’s play only when the operator includes it', async () => {
    at('2026-12-13T10:00:00Z');
    const player = await depositor({ deposit: 1_000n });
    await app.wallet.grantBonus({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: `rb-bonus-${player.userId}`,
      amount: minor(5_000n),
    });
    await play(player, 3_000n); // €10.00 of cash and €20.00 of bonus money
    expect(await award(player)).toMatchObject({ ngr: '1000', includesBonusMoney: false });
    await app.database.db.update(rakebackSettings).set({ includeBonusMoney: true });
    try {
      expect(await award(player)).toMatchObject({ ngr: '3000', includesBonusMoney: true });
    } finally {
      await app.database.db.update(rakebackSettings).set({ includeBonusMoney: false });
    }
  });

  it('shows an 8-decimal currency’s payout exactly', async () => {
    at('2026-12-14T10:00:00Z');
    const player = await depositor({ currency: 'BTC', deposit: 100_000_000n });
    // 0.12345679 BTC lost; staked, it is 9876 loyalty points (1250 satoshis a point): Gold, 6%
    await play(player, 12_345_679n);
    await app.events.settled();
    expect(await award(player)).toMatchObject({
      ngr: '12345679',
      percentBp: 600,
      payout: '0.0074074074',
      exponent: 8,
      currency: 'BTC',
    });
  });

  it('closes each day exactly once with two server processes closing at the same time', async () => {
    at('2026-12-15T20:00:00Z');
    const players = [];
    for (let n = 0; n < 6; n++) {
      const player = await depositor();
      await play(player, 1_000n * BigInt(n + 1));
      players.push(player);
    }
    at('2026-12-17T00:30:00Z'); // two days have ended: the 15th (with play) and the 16th (none)
    const other = await createTestApp({ clock, database: await openAsAnotherProcess(app.database) });
    try {
      await Promise.all([
        app.jobs.runDue(),
        other.jobs.runDue(),
        app.rakeback.closeAllDue(),
        other.rakeback.closeAllDue(),
        ...players.map((player) => other.rakeback.closeDue(player.userId)),
        ...players.map((player) => app.rakeback.closeDue(player.userId)),
      ]);
    } finally {
      await other.close();
    }
    for (const [n, player] of players.entries()) {
      const rows = await app.database.db
        .select({ dayDate: rakebackDays.dayDate, ngr: rakebackDays.ngr })
        .from(rakebackDays)
        .where(eq(rakebackDays.userId, player.userId));
      expect(rows).toEqual([{ dayDate: '2026-12-15', ngr: 1_000n * BigInt(n + 1) }]);
      const [row] = await app.database.db
        .select({ dayDate: rakebackPlayers.dayDate, lastDayDate: rakebackPlayers.lastDayDate })
        .from(rakebackPlayers)
        .where(eq(rakebackPlayers.userId, player.userId));
      expect(row).toEqual({ dayDate: '2026-12-17', lastDayDate: '2026-12-16' });
    }
    const [duplicates] = await app.database.db
      .execute(
        sql`select count(*)::int as n from (select user_id, day_date from rakeback_days group by 1, 2 having count(*) > 1) d`,
      )
      .then((result) => (Array.isArray(result) ? result : (result as { rows: Array<{ n: number }> }).rows));
    expect(duplicates).toMatchObject({ n: 0 });
  });
});

describe('the rakeback calendar in the back-office', () => {
  const call = (method: 'GET' | 'PATCH', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('marketing sets the share, bonus money and hidden themes, audited; players’ awards follow; support cannot', async () => {
    at('2026-12-20T10:00:00Z');
    const marketing = await signInOperator(app, await createOperator(app, 'marketing'), clock.now());
    const support = await signInOperator(app, await createOperator(app, 'support'), clock.now());
    expect((await call('GET', '/api/backoffice/rakeback/settings', support)).statusCode).toBe(403);
    expect(
      (await call('PATCH', '/api/backoffice/rakeback/settings', support, { percentBp: 1_000 })).statusCode,
    ).toBe(403);
    const before = (await call('GET', '/api/backoffice/rakeback/settings', marketing)).json().data;
    expect(before).toMatchObject({
      percentBp: 500,
      levelPercentBp: {},
      includeBonusMoney: false,
      hiddenThemes: [],
    });

    // a share above 100% or an unknown theme changes nothing
    for (const bad of [
      { percentBp: 10_001 },
      { hiddenThemes: ['neon'] },
      { levelPercentBp: { zero: 100 } },
      {},
    ]) {
      const refused = await call('PATCH', '/api/backoffice/rakeback/settings', marketing, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    }
    const changed = await call('PATCH', '/api/backoffice/rakeback/settings', marketing, {
      percentBp: 1_250,
      hiddenThemes: ['lulu'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      percentBp: 1_250,
      hiddenThemes: ['lulu'],
      includeBonusMoney: false,
    });
    const [audited] = await app.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'rakeback-settings.update'));
    expect(audited).toEqual({
      before: { percentBp: 500, hiddenThemes: [] },
      after: { percentBp: 1_250, hiddenThemes: ['lulu'] },
    });
    try {
      const player = await depositor();
      await play(player, 1_000n);
      expect(await award(player)).toMatchObject({
        percent: 12.5,
        percentBp: 1_250,
        payout: '1.25',
        hiddenThemes: ['lulu'],
      });
      // a loyalty level's share overrides the flat one (this player, having staked little, is level 1)
      await call('PATCH', '/api/backoffice/rakeback/settings', marketing, { levelPercentBp: { '1': 800 } });
      expect(await award(player)).toMatchObject({ percentBp: 800, payout: '0.80' });
    } finally {
      await app.database.db
        .update(rakebackSettings)
        .set({ percentBp: 500, levelPercentBp: { '3': 600, '4': 750, '5': 1000 }, hiddenThemes: [] });
    }
  });

  it('shows a player’s calendar to support: status, time zone and days with what was paid', async () => {
    at('2026-12-21T12:00:00Z');
    const player = await depositor();
    await award(player, 'Asia/Kolkata');
    await play(player, 2_000n);
    at('2026-12-22T06:00:00Z');
    const entry = (await days(player)).days.find((day) => !day.open) as RakebackDay;
    expect((await claim(player, entry)).statusCode).toBe(200);
    const support = await signInOperator(app, await createOperator(app, 'support'), clock.now());
    const answer = await call('GET', `/api/backoffice/players/${player.userId}/rakeback`, support);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: 'active',
      timeZone: 'Asia/Kolkata',
      optedOutAt: null,
      openDay: { dayDate: '2026-12-22' },
      exponent: 2,
      days: [{ dayDate: '2026-12-21', amount: '100', ngr: '2000', paidAt: expect.any(String) }],
    });
    // a depositor whose calendar never started (a deposit before the calendar existed) is shown as one
    const earlier = await depositor();
    await app.database.db.delete(rakebackPlayers).where(eq(rakebackPlayers.userId, earlier.userId));
    await play(earlier, 300n);
    const started = await call('GET', `/api/backoffice/players/${earlier.userId}/rakeback`, support);
    expect(started.json().data).toMatchObject({
      status: 'active',
      openDay: { dayDate: '2026-12-22', ngr: '300', amount: '15', currency: 'EUR' },
      days: [],
    });
    const payments = await signInOperator(app, await createOperator(app, 'payments'), clock.now());
    expect(
      (await call('GET', `/api/backoffice/players/${player.userId}/rakeback`, payments)).statusCode,
    ).toBe(403);
  });
});

describe('the rakeback calendar’s edges', () => {
  const optOut = (player: Player, value: boolean) =>
    app.inject({
      method: 'POST',
      url: '/api/user/rakeback-opt-out',
      headers: bearer(player.token),
      payload: { optOut: value },
    });
  const dayRows = (userId: number) =>
    app.database.db
      .select({ dayDate: rakebackDays.dayDate, ngr: rakebackDays.ngr })
      .from(rakebackDays)
      .where(eq(rakebackDays.userId, userId))
      .orderBy(rakebackDays.dayDate);

  it('counts a provider’s round staked before midnight and settled after it in the later day', async () => {
    at('2027-01-02T23:59:00Z');
    const player = await depositor();
    await award(player, 'UTC');
    await app.wallet.bet({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: `rb-table-${player.userId}`,
      amount: minor(5_000n),
      context: { gameId: 'table', roundId: 'r1' },
    });
    // the day closes (a call at 00:00:30) while the round is still open
    at('2027-01-03T00:00:30Z');
    expect(shown((await days(player)).days)).toEqual([
      { dayDate: '2027-01-03', canClaimDate: '2027-01-04', ngr: '0', amount: '0', open: true, paid: false },
    ]);
    at('2027-01-03T00:01:00Z');
    await app.wallet.win({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: `rb-table-${player.userId}:win`,
      amount: minor(1_000n),
      betKey: `rb-table-${player.userId}`,
    });
    expect(await award(player)).toMatchObject({ ngr: '4000' });
    at('2027-01-04T00:10:00Z');
    await days(player);
    expect(await dayRows(player.userId)).toEqual([{ dayDate: '2027-01-03', ngr: 4_000n }]);
  });

  it('keeps a running day’s end when the player names another time zone: the new one applies from the next day', async () => {
    at('2027-01-05T12:00:00Z');
    const player = await depositor();
    await award(player, 'UTC');
    await play(player, 1_000n);
    // opted out and in again, then a zone where the day would already be over: nothing moves
    await optOut(player, true);
    clock.advance(60_000);
    await optOut(player, false);
    clock.advance(60_000);
    await play(player, 500n);
    expect(await award(player, 'Pacific/Kiritimati')).toMatchObject({ ngr: '1500' });
    const [row] = await app.database.db
      .select()
      .from(rakebackPlayers)
      .where(eq(rakebackPlayers.userId, player.userId));
    expect(row).toMatchObject({
      timeZone: 'UTC',
      nextTimeZone: 'Pacific/Kiritimati',
      dayEndsAt: new Date('2027-01-06T00:00:00Z'),
    });
    // after midnight UTC the next day runs to midnight in Kiritimati (UTC+14)
    at('2027-01-06T01:00:00Z');
    await play(player, 200n);
    const calendar = await days(player, 'Pacific/Kiritimati');
    expect(shown(calendar.days)).toEqual([
      {
        dayDate: '2027-01-05',
        canClaimDate: '2027-01-06',
        ngr: '1500',
        amount: '75',
        open: false,
        paid: false,
      },
      {
        dayDate: '2027-01-06',
        canClaimDate: '2027-01-07',
        ngr: '200',
        amount: '10',
        open: true,
        paid: false,
      },
    ]);
    const [moved] = await app.database.db
      .select()
      .from(rakebackPlayers)
      .where(eq(rakebackPlayers.userId, player.userId));
    expect(moved).toMatchObject({
      timeZone: 'Pacific/Kiritimati',
      nextTimeZone: null,
      dayEndsAt: new Date('2027-01-06T10:00:00Z'),
    });
  });

  it('counts nothing twice when the player opts out and in within one millisecond', async () => {
    at('2027-01-08T12:00:00Z');
    const player = await depositor();
    await play(player, 1_000n);
    await optOut(player, true);
    await optOut(player, false);
    expect(await award(player)).toMatchObject({ ngr: '1000', status: 'active' });
    clock.advance(1);
    await play(player, 300n);
    expect(await award(player)).toMatchObject({ ngr: '1300' });
  });

  it('lets a day be changed only by the writer that read its latest version', async () => {
    at('2027-01-09T12:00:00Z');
    const player = await depositor();
    await play(player, 1_000n);
    await award(player);
    const { createRakebackRepository } = await import('./rakeback.repository.ts');
    const repository = createRakebackRepository(app.database.db);
    const stale = (await repository.findPlayer(player.userId))?.version as number;
    await optOut(player, true);
    // a closer that read the row before the opt-out cannot overwrite what the opt-out carried
    expect(
      await repository.updatePlayer(player.userId, stale, { carriedNgr: 0n, countingFrom: clock.now() }),
    ).toBe(false);
    expect(await award(player)).toMatchObject({ ngr: '1000', status: 'opted-out' });
  });

  it('refuses a second payment of a paid day even under another key, and moves no money', async () => {
    at('2027-01-10T12:00:00Z');
    const player = await depositor();
    await play(player, 2_000n);
    at('2027-01-11T08:00:00Z');
    const entry = (await days(player)).days[0] as RakebackDay;
    expect((await claim(player, entry)).statusCode).toBe(200);
    const [day] = await app.database.db
      .select()
      .from(rakebackDays)
      .where(eq(rakebackDays.publicId, entry.bonusId));
    const { createRakebackRepository } = await import('./rakeback.repository.ts');
    const before = await cash(player.userId);
    await expect(
      app.wallet.payRakeback({
        userId: player.userId,
        currency: 'EUR',
        amount: minor(100n),
        idempotencyKey: `rakeback:${entry.bonusId}:again`,
        records: [
          createRakebackRepository(app.database.db).paidRecord(day?.id as number, player.userId, clock.now()),
        ],
      }),
    ).rejects.toThrow();
    expect(await cash(player.userId)).toBe(before);
    expect(await rakebackPayments(player.userId)).toEqual([{ amount: 100n }]);
  });

  it('starts a long-standing depositor’s calendar two days back, so every claimable day is whole', async () => {
    // a deposit made before the calendar existed: no event started it
    at('2027-01-12T12:00:00Z');
    const player = await depositor({ deposit: 0n });
    const { createWallet } = await import('../wallet/index.ts');
    await createWallet({ database: app.database, clock }).deposit({
      userId: player.userId,
      currency: 'EUR',
      idempotencyKey: `rb-old-deposit-${player.userId}`,
      amount: minor(50_000n),
    });
    await play(player, 1_000n);
    expect(
      await app.database.db.select().from(rakebackPlayers).where(eq(rakebackPlayers.userId, player.userId)),
    ).toEqual([]);
    at('2027-01-20T09:00:00Z');
    await play(player, 400n);
    const calendar = await days(player, 'UTC');
    expect(shown(calendar.days)).toEqual([
      {
        dayDate: '2027-01-20',
        canClaimDate: '2027-01-21',
        ngr: '400',
        amount: '20',
        open: true,
        paid: false,
      },
    ]);
    const [row] = await app.database.db
      .select()
      .from(rakebackPlayers)
      .where(eq(rakebackPlayers.userId, player.userId));
    expect(row).toMatchObject({ lastDayDate: '2027-01-19', dayStart: new Date('2027-01-20T00:00:00Z') });
  });
});
