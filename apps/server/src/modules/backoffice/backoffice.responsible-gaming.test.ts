import { minor } from '@casino/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { bearer, fundedPlayer as fundedPlayerOf } from '../../../test/factories.ts';
import { createOperator, signInOperator, type TestOperator } from '../../../test/operators.ts';
import { providerCaller } from '../../../test/provider-api.ts';
import { createWallet, type Wallet, withdrawalCancelledByPlayer } from '../wallet/index.ts';

/*
 * The operator's side of responsible gaming (issue 21 item 10): support changes a player's limits
 * at their request (tighter at once, looser after 24 hours, bet and loss limits only for eligible
 * levels), lifts what is left of an expired break, and reviews the markers of harm the hourly job
 * raises. Every change is audited.
 */

const secret = 'backoffice-rg-test-wallet-secret-0123456789';
const clock = createTestClock(new Date('2026-11-02T09:00:00Z'));
const hour = 3_600_000;
const day = 24 * hour;

let app: TestApp;
let wallet: Wallet;
let owner: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  app = await createTestApp({ clock, env: { WALLET_API_SECRET: secret } });
  wallet = createWallet({ database: app.database, clock });
  owner = await createOperator(app, 'owner');
  support = await createOperator(app, 'support');
});
afterAll(async () => {
  await app?.close();
});

/** Operators sign in again when the moved clock has ended their session (a code is good once a step). */
const sessions = new Map<TestOperator, string>();
async function as(
  operator: TestOperator,
  request: { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: object },
) {
  let token = sessions.get(operator) ?? (await signInOperator(app, operator, clock.now()));
  sessions.set(operator, token);
  const first = await app.inject({ ...request, headers: bearer(token) });
  if (first.statusCode !== 401) return first;
  token = await signInOperator(app, operator, clock.now());
  sessions.set(operator, token);
  return app.inject({ ...request, headers: bearer(token) });
}

const providerCall = providerCaller(() => app, secret, clock);
let transactions = 0;
/** A provider's losing bet of `amount` (what counts against loss limits). */
function lose(uniqueId: string, amount: number) {
  const id = `bo-rg-${++transactions}`;
  return providerCall('bet', {
    playerId: uniqueId,
    currency: 'EUR',
    roundId: `round-${id}`,
    gameId: 'lucky-sevens',
    transactionId: id,
    amount: String(amount),
  });
}

const playerPage = async (id: number) =>
  (await as(support, { method: 'GET', url: `/api/backoffice/players/${id}` })).json().data;
const auditOf = async (action: string) =>
  (await as(owner, { method: 'GET', url: `/api/backoffice/audit?action=${action}` })).json().data as Array<{
    action: string;
    before: unknown;
    after: Record<string, unknown>;
  }>;

async function setMinLevel(level: number) {
  const current = (
    await as(owner, { method: 'GET', url: '/api/backoffice/responsible-gaming/play-limits' })
  ).json().data;
  const saved = await as(owner, {
    method: 'PUT',
    url: '/api/backoffice/responsible-gaming/play-limits',
    payload: {
      globalBetLimits: current.globalBetLimits,
      monthlyWinnings: current.monthlyWinnings,
      limitChangeMinLevel: level,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.limitChangeMinLevel).toBe(level);
}

describe('support changes a player’s limits at their request', () => {
  it('only for eligible levels; tighter at once, looser after 24 hours; audited', async () => {
    const { token, user } = await fundedPlayerOf(app, wallet, 1_000_000n);
    const set = await app.inject({
      method: 'PUT',
      url: '/api/user/responsible-gaming/bet-limits',
      headers: bearer(token),
      payload: { dailyLossLimit: '5000' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const id = user.userId as number;
    const change = (payload: object) =>
      as(support, { method: 'PUT', url: `/api/backoffice/players/${id}/limits/bet`, payload });
    const note = 'Player asked by chat, identity checked';

    // spec §6: a level-1 player is not eligible while the casino asks for level 3 (the default)
    expect((await playerPage(id)).responsibleGaming.limitChangeAllowed).toBe(false);
    const refused = await change({ kind: 'dailyLossLimit', amount: '8000', note });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('level 3');
    expect((await playerPage(id)).responsibleGaming.betLimits).toEqual({ dailyLossLimit: '5000' });

    // tighter: at once, whatever the level
    const lowered = await change({ kind: 'dailyLossLimit', amount: '3000', note });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().data).toEqual({ before: '5000', applies: 'now', from: null });
    expect((await lose(user.uniqueId, 3500)).json().errorCode).toBe('DAILY_LOSS_LIMIT_REACHED');
    await setMinLevel(1);
    expect((await playerPage(id)).responsibleGaming.limitChangeAllowed).toBe(true);

    // looser: the limit in force holds for 24 hours, and the player sees what waits
    const raised = await change({ kind: 'dailyLossLimit', amount: '8000', note });
    const from = new Date(clock.now().getTime() + day).toISOString();
    expect(raised.json().data).toEqual({ before: '3000', applies: 'later', from });
    const own = await app.inject({
      method: 'GET',
      url: '/api/user/responsible-gaming/bet-limits',
      headers: bearer(token),
    });
    expect(own.json().data.limits.dailyLossLimit).toBe('3000');
    expect(own.json().data.pending).toEqual({ dailyLossLimit: { amount: '8000', from } });
    expect((await playerPage(id)).responsibleGaming.betLimitsPending).toEqual({
      dailyLossLimit: { amount: '8000', from },
    });
    clock.advance(day - 1000);
    expect((await lose(user.uniqueId, 3500)).json().errorCode).toBe('DAILY_LOSS_LIMIT_REACHED');
    clock.advance(1000);
    expect((await lose(user.uniqueId, 3500)).statusCode).toBe(200);
    expect((await playerPage(id)).responsibleGaming.betLimits).toEqual({ dailyLossLimit: '8000' });

    // a removal waits the same way; removing what is not there is refused
    const removed = await as(support, {
      method: 'POST',
      url: `/api/backoffice/players/${id}/limits/remove`,
      payload: { kind: 'dailyLossLimit', note },
    });
    expect(removed.json().data).toMatchObject({ before: '8000', applies: 'later' });
    const nothing = await change({ kind: 'weeklyLossLimit', amount: null, note });
    expect(nothing.statusCode).toBe(400);
    clock.advance(day);
    expect((await playerPage(id)).responsibleGaming.betLimits).toEqual({});

    const [latest] = await auditOf('player.limit.remove');
    expect(latest).toMatchObject({
      before: { dailyLossLimit: '8000', waiting: null },
      after: { dailyLossLimit: null, applies: 'later', note },
    });
    expect((await auditOf('player.limit.change')).length).toBeGreaterThanOrEqual(2);
    await setMinLevel(3);
  });

  it('changes a deposit limit with the player’s own 24-hour rule for raises', async () => {
    const { token, user } = await fundedPlayerOf(app, wallet);
    const id = user.userId as number;
    await app.inject({
      method: 'PUT',
      url: '/api/user/responsible-gaming/deposit-limits/weekly',
      headers: bearer(token),
      payload: { amount: '20000' },
    });
    const change = (amount: string | null) =>
      as(support, {
        method: 'PUT',
        url: `/api/backoffice/players/${id}/limits/deposit/weekly`,
        payload: { amount, note: 'Asked by phone' },
      });
    expect((await change('10000')).json().data).toEqual({ before: '20000', applies: 'now', from: null });
    expect((await change('30000')).json().data).toMatchObject({ before: '10000', applies: 'later' });
    const weekly = (await playerPage(id)).responsibleGaming.depositLimits.find(
      (limit: { period: string }) => limit.period === 'weekly',
    );
    expect(weekly).toMatchObject({ amount: '10000', pending: { amount: '30000' } });
    const [audited] = await auditOf('player.deposit-limit.change');
    expect(audited).toMatchObject({
      before: { weekly: '10000' },
      after: { weekly: '30000', applies: 'later' },
    });
    // a player's token is not an operator's
    const asPlayer = await app.inject({
      method: 'PUT',
      url: `/api/backoffice/players/${id}/limits/deposit/weekly`,
      headers: bearer(token),
      payload: { amount: '1', note: 'Asked by phone' },
    });
    expect(asPlayer.statusCode).toBe(401);
  });

  it('lifts what is left of an expired break, never a running one', async () => {
    const { token, user } = await fundedPlayerOf(app, wallet);
    const id = user.userId as number;
    const started = await app.inject({
      method: 'POST',
      url: '/api/user/responsible-gaming/cooling-off',
      headers: bearer(token),
      payload: { period: '24h', confirm: true },
    });
    expect(started.statusCode, started.body).toBe(200);
    const lift = () =>
      as(support, {
        method: 'POST',
        url: `/api/backoffice/players/${id}/break/lift`,
        payload: { note: 'Checked with player' },
      });
    const running = await lift();
    expect(running.statusCode).toBe(400);
    expect(running.json().message).toContain('never shortened');

    // the end job has not run (no runDue): the break's record is left behind its end
    clock.advance(day + hour);
    const page = await playerPage(id);
    expect(page.responsibleGaming).toMatchObject({ breakKind: null, expiredBreak: true });
    const lifted = await lift();
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().data.kind).toBe('cooling_off');
    expect((await playerPage(id)).responsibleGaming.expiredBreak).toBe(false);
    expect((await lift()).statusCode).toBe(400);
    const [audited] = await auditOf('player.break.lift');
    expect(audited).toMatchObject({ after: { note: 'Checked with player' } });
  });
});

describe('markers of harm', () => {
  const markers = async (query = '') =>
    (await as(support, { method: 'GET', url: `/api/backoffice/responsible-gaming/markers${query}` })).json();

  it('flag a limit used to 80% on three days, long sessions on two days and withdrawals cancelled on two days', async () => {
    clock.set(new Date('2026-11-10T10:00:00Z'));
    const near = await fundedPlayerOf(app, wallet, 1_000_000n);
    await app.inject({
      method: 'PUT',
      url: '/api/user/responsible-gaming/bet-limits',
      headers: bearer(near.token),
      payload: { dailyLossLimit: '10000' },
    });
    const calm = await fundedPlayerOf(app, wallet, 1_000_000n);
    await app.inject({
      method: 'PUT',
      url: '/api/user/responsible-gaming/bet-limits',
      headers: bearer(calm.token),
      payload: { dailyLossLimit: '10000' },
    });
    const long = await fundedPlayerOf(app, wallet);
    const reverser = await fundedPlayerOf(app, wallet, 100_000n);

    const scanned = async () => app.responsibleGaming.harmMarkers.scan();
    for (let n = 0; n < 3; n++) {
      clock.set(new Date(Date.UTC(2026, 10, 10 + n, 10, 0)));
      // 85% of the daily loss limit for one, 50% for the other
      const lost = await lose(near.user.uniqueId, 8500);
      expect(lost.statusCode, lost.body).toBe(200);
      expect((await lose(calm.user.uniqueId, 5000)).statusCode).toBe(200);
      // a session running six hours and more, each day a new one (a session counts on the day it began)
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: long.email, password: long.password },
        headers: { 'x-forwarded-for': `203.0.113.${40 + n}` },
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      clock.advance(6 * hour + 60_000);
      const seen = await app.inject({
        method: 'GET',
        url: '/api/user/get-user-details',
        headers: bearer(signedIn.json().accessToken),
      });
      expect(seen.statusCode).toBe(200);
      // a withdrawal the player cancelled
      const key = `bo-rg-withdrawal-${n}`;
      await wallet.lockWithdrawal({
        userId: reverser.user.userId,
        currency: 'EUR',
        idempotencyKey: key,
        amount: minor(1000n),
      });
      await wallet.releaseWithdrawal({
        userId: reverser.user.userId,
        currency: 'EUR',
        idempotencyKey: `${key}:release`,
        lockKey: key,
        context: { reason: withdrawalCancelledByPlayer },
      });
      if (n === 0) {
        // the hourly job does the same as a scan: after one day nothing passes a threshold
        clock.advance(hour);
        await app.jobs.runDue();
        expect(
          (await markers()).data.filter((row: { player: { id: number } }) =>
            [near, long, reverser].some((player) => player.user.userId === row.player.id),
          ),
        ).toEqual([]);
      } else {
        await scanned();
      }
    }

    const open = (await markers()).data as Array<{
      id: number;
      kind: string;
      player: { id: number; email: string | null };
      detail: Record<string, unknown>;
    }>;
    const of = (player: { user: { userId: number } }) =>
      open.filter((row) => row.player.id === player.user.userId);
    expect(of(near)).toEqual([
      expect.objectContaining({
        kind: 'limit-near',
        detail: expect.objectContaining({ days: 3, latest: { limits: ['dailyLossLimit'] } }),
      }),
    ]);
    expect(of(near)[0]?.player.email).toBe(near.email);
    expect(of(calm)).toEqual([]);
    expect(of(long).map((row) => row.kind)).toEqual(['long-session']);
    expect(of(reverser)).toEqual([
      expect.objectContaining({ kind: 'withdrawal-reversed', detail: expect.objectContaining({ days: 3 }) }),
    ]);

    // reviewed: gone from the open list, kept with the note, audited; old signals raise nothing again
    const marker = of(near)[0];
    const review = await as(support, {
      method: 'POST',
      url: `/api/backoffice/responsible-gaming/markers/${marker?.id}/review`,
      payload: { note: 'Called the player; they lowered their limit' },
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().data).toMatchObject({ status: 'reviewed', reviewedBy: support.email });
    const again = await as(support, {
      method: 'POST',
      url: `/api/backoffice/responsible-gaming/markers/${marker?.id}/review`,
      payload: { note: 'Twice' },
    });
    expect(again.statusCode).toBe(404);
    await scanned();
    const openNow = (await markers()).data as Array<{ player: { id: number } }>;
    expect(openNow.filter((row) => row.player.id === near.user.userId)).toEqual([]);
    const history = await markers(`?status=all&player=${near.user.userId}`);
    expect(history.data).toEqual([
      expect.objectContaining({ id: marker?.id, note: 'Called the player; they lowered their limit' }),
    ]);
    const [audited] = await auditOf('harm-marker.review');
    expect(audited).toMatchObject({ after: { status: 'reviewed' } });
  });
});
