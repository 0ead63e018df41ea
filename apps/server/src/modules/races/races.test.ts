import {
  raceDetailResponseSchema,
  raceListResponseSchema,
  racePlayerStatsResponseSchema,
  winOfTheMonthResponseSchema,
} from '@casino/contracts';
import { type RaceDefinition, raceAdminDetailSchema, raceAdminSchema } from '@casino/contracts/races';
import { minor } from '@casino/money';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { openAsAnotherProcess } from '../../../test/database.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { expectLedgerInvariants } from '../../../test/ledger-invariants.ts';
import { createOperator, signInOperator } from '../../../test/operators.ts';
import { auditLog, ledgerTransactions, raceResults } from '../../db/schema.ts';
import { settleMs } from './races.rules.ts';

/*
 * Races (issue 20): entrants counted from the ledger after each bet (the live board), the final
 * result counted again from the ledger at the end and its prize table paid once across processes,
 * opt-in entry, the metrics and eligible games, ties to the earlier achiever, cancelling, ghost mode,
 * the operators' side and win of the month.
 */

const clock = createTestClock(new Date('2026-12-01T10:00:00Z'));
let app: TestApp;
let marketing: string;

/** Signs the marketing operator in at the clock's time (sessions end after 30 idle minutes). */
const signInMarketing = async () => {
  marketing = await signInOperator(app, await createOperator(app, 'marketing'), clock.now());
};

beforeAll(async () => {
  app = await createTestApp({ clock, env: { RATE_LIMIT_SCALE: '10' } });
});
afterAll(async () => {
  if (app) await expectLedgerInvariants(app.database);
  await app?.close();
});

const minutes = (n: number) => n * 60_000;
const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

async function createRace(overrides: Partial<RaceDefinition> = {}) {
  const answer = await call('POST', '/api/backoffice/races', marketing, {
    name: 'Weekend sprint',
    description: 'Stake the most to win',
    currency: 'EUR',
    metric: 'wagered',
    entry: 'automatic',
    games: [],
    minBet: '0',
    prizes: ['10000', '5000', '2500'],
    startsAt: at(0),
    endsAt: at(minutes(60)),
    ...overrides,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return raceAdminSchema.parse(answer.json().data);
}

async function player(currencyCode = 'EUR') {
  const created = await createPlayer(app, { currencyCode });
  const userId = created.user.userId as number;
  await app.wallet.deposit({
    userId,
    currency: currencyCode,
    idempotencyKey: `rc-deposit-${userId}`,
    amount: minor(1_000_000n),
  });
  await app.events.settled();
  return { token: created.token, userId, uniqueId: created.user.uniqueId as string };
}

let rounds = 0;
/** A house round through `wallet` (the app's, whose events count it, unless another is given). */
const spin = (userId: number, stake: bigint, win = 0n, game = 'copper-cherries', wallet = app.wallet) =>
  wallet.settleRound({
    userId,
    currency: 'EUR',
    idempotencyKey: `rc-round-${userId}-${++rounds}`,
    bet: minor(stake),
    win: minor(win),
    records: [],
    context: { game },
  });

async function detail(raceId: string, token?: string) {
  const answer = await call('GET', `/api/races/${raceId}`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return raceDetailResponseSchema.parse(answer.json()).data;
}

const prizesOf = (raceId: string) =>
  app.database.db
    .select({
      userId: ledgerTransactions.userId,
      amount: ledgerTransactions.amount,
      key: ledgerTransactions.idempotencyKey,
    })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.type, 'race_prize'),
        like(ledgerTransactions.idempotencyKey, `race:${raceId}:%`),
      ),
    )
    .orderBy(ledgerTransactions.idempotencyKey);

describe('a race from start to prizes', () => {
  // 50 players signing up and playing: ~13 s alone, longer on a busy machine
  it('ranks 50 players playing at once, ends at its time, and pays its prize table exactly once across two processes', async () => {
    clock.set(new Date('2026-12-01T10:00:00Z'));
    await signInMarketing();
    const race = await createRace();
    expect(race.status).toBe('running');
    const players: Array<Awaited<ReturnType<typeof player>>> = [];
    for (let n = 0; n < 50; n++) players.push(await player());
    const nth = (n: number) => {
      const found = players[n];
      if (!found) throw new Error(`no player ${n}`);
      return found;
    };
    // everyone plays at once: player n stakes (n + 1) × 1.00 in total, over two rounds; the last
    // two tie at 49.00, and player 48 got there first
    const [p48, p49] = [nth(48), nth(49)];
    await Promise.all(
      players.slice(0, 48).map(async ({ userId }, n) => {
        const total = BigInt((n + 1) * 100);
        await Promise.all([spin(userId, total / 2n, 10n), spin(userId, total - total / 2n)]);
      }),
    );
    await spin(p48.userId, 4_900n);
    clock.advance(1_000);
    await spin(p49.userId, 4_900n);
    await app.events.settled();

    // the live board: counted from the ledger after each bet
    const live = await detail(race.id, p48.token);
    expect(live.race).toMatchObject({ status: 'running', entrants: 50, viewerState: 'running' });
    expect(live.leaderboard.slice(0, 3).map((row) => [row.wagered, row.prize, row.me])).toEqual([
      ['4900', '10000', true],
      ['4900', '5000', false],
      ['4800', '2500', false],
    ]);
    expect(live.me).toMatchObject({ state: 'running', position: 1, score: '4900', prize: '10000' });
    const tenth = await detail(race.id, nth(0).token);
    expect(tenth.me).toMatchObject({ position: 50, wagered: '100', rounds: 2, prize: '0' });

    // a minute before the end nothing is paid; a bet after the end does not count
    clock.set(new Date(Date.parse(race.endsAt) - minutes(1)));
    await app.jobs.runDue();
    expect(await prizesOf(race.id)).toEqual([]);
    clock.set(new Date(Date.parse(race.endsAt) + 1));
    await spin(nth(0).userId, 100_000n);
    await app.events.settled();

    // at the end (and its settling time), two processes finish it at once
    clock.set(new Date(Date.parse(race.endsAt) + settleMs));
    const other = await createTestApp({ clock, database: await openAsAnotherProcess(app.database) });
    try {
      await Promise.all([
        app.jobs.runDue(),
        other.races.finish(Number(race.id)),
        app.races.finish(Number(race.id)),
      ]);
      await Promise.all([app.events.settled(), other.events.settled()]);
    } finally {
      await other.close();
    }
    expect(await prizesOf(race.id)).toEqual([
      { userId: p48.userId, amount: 10_000n, key: `race:${race.id}:1` },
      { userId: p49.userId, amount: 5_000n, key: `race:${race.id}:2` },
      { userId: nth(47).userId, amount: 2_500n, key: `race:${race.id}:3` },
    ]);
    const results = await app.database.db
      .select()
      .from(raceResults)
      .where(eq(raceResults.raceId, Number(race.id)));
    expect(results).toHaveLength(50);
    // the late bet of player 0 is not part of the race
    expect(results.find((row) => row.userId === nth(0).userId)).toMatchObject({
      rank: 50,
      wagered: 100n,
    });

    const ended = await detail(race.id, p48.token);
    expect(ended.race).toMatchObject({ status: 'ended', viewerState: 'ended' });
    expect(ended.me).toMatchObject({ state: 'ended', position: 1, prize: '10000' });
    expect(ended.me?.paidAt).not.toBeNull();
    // finishing again changes nothing
    await app.races.finish(Number(race.id));
    expect(await prizesOf(race.id)).toHaveLength(3);
    await expectLedgerInvariants(app.database);

    await signInMarketing();
    const admin = await call('GET', `/api/backoffice/races/${race.id}`, marketing);
    const board = raceAdminDetailSchema.parse(admin.json().data);
    expect(board.race).toMatchObject({ status: 'ended', paid: '17500', entrants: 50 });
    expect(board.leaderboard).toHaveLength(50);
    expect(board.leaderboard[0]).toMatchObject({ userId: String(p48.userId), prize: '10000' });
    expect(board.leaderboard[0]?.paidAt).not.toBeNull();
  }, 60_000);
});

describe('entering and counting', () => {
  it('an opt-in race counts bets from joining on; a race in another currency or one that ended cannot be joined', async () => {
    clock.set(new Date('2026-12-05T10:00:00Z'));
    await signInMarketing();
    const race = await createRace({ entry: 'opt_in', metric: 'rounds', prizes: ['1000'] });
    const { token, userId } = await player();
    await spin(userId, 100n);
    await app.events.settled();
    expect((await detail(race.id, token)).me).toMatchObject({ state: 'not_entered', rounds: 0 });

    clock.advance(1_000);
    const joined = await call('POST', `/api/races/${race.id}/join`, token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(raceDetailResponseSchema.parse(joined.json()).data.me).toMatchObject({ state: 'running' });
    clock.advance(1_000);
    await spin(userId, 100n);
    await spin(userId, 100n);
    await app.events.settled();
    expect((await detail(race.id, token)).me).toMatchObject({ position: 1, score: '2', rounds: 2 });

    const dollars = await player('USD');
    const refused = await call('POST', `/api/races/${race.id}/join`, dollars.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('RACE_CURRENCY');

    clock.set(new Date(Date.parse(race.endsAt) + 1));
    const late = await call('POST', `/api/races/${race.id}/join`, (await player()).token);
    expect(late.json().errorCode).toBe('RACE_CLOSED');
    clock.advance(settleMs);
    await app.jobs.runDue();
    expect(await prizesOf(race.id)).toEqual([{ userId, amount: 1_000n, key: `race:${race.id}:1` }]);
  });

  it('a multiplier race counts only its games and bets from the minimum, and a tie goes to the earlier multiplier', async () => {
    clock.set(new Date('2026-12-06T10:00:00Z'));
    await signInMarketing();
    const race = await createRace({
      metric: 'multiplier',
      games: ['copper-cherries'],
      minBet: '100',
      prizes: ['3000', '1000'],
    });
    const [first, second, third] = [await player(), await player(), await player()];
    await spin(first.userId, 100n, 1_250n); // ×12.50
    clock.advance(1_000);
    await spin(second.userId, 200n, 2_500n); // ×12.50, later
    await spin(third.userId, 99n, 9_900n); // ×100 but under the minimum bet
    await spin(third.userId, 100n, 5_000n, 'tidepool-treasures'); // ×50 on another game
    await spin(third.userId, 100n, 300n); // ×3
    await app.events.settled();
    const board = (await detail(race.id)).leaderboard;
    expect(board.map((row) => [row.uniqueId, row.score, row.prize])).toEqual([
      [first.uniqueId, '1250', '3000'],
      [second.uniqueId, '1250', '1000'],
      [third.uniqueId, '300', '0'],
    ]);
    expect(board[2]).toMatchObject({ rounds: 1, wagered: '100' });
    clock.set(new Date(Date.parse(race.endsAt) + settleMs));
    await app.jobs.runDue();
    expect((await prizesOf(race.id)).map((row) => [row.userId, row.amount])).toEqual([
      [first.userId, 3_000n],
      [second.userId, 1_000n],
    ]);
  });

  it('counts a provider’s late win and rollback: the multiplier rises when its win arrives, a cancelled stake leaves the board', async () => {
    clock.set(new Date('2026-12-06T14:00:00Z'));
    await signInMarketing();
    const race = await createRace({ metric: 'multiplier', prizes: ['900'] });
    const wagered = await createRace({ metric: 'wagered', prizes: ['900'] });
    const { userId, token } = await player();
    const bet = (key: string, amount: bigint) =>
      app.wallet.bet({
        userId,
        currency: 'EUR',
        idempotencyKey: key,
        amount: minor(amount),
        context: { gameId: 'copper-cherries' },
      });
    await bet(`rc-p-${userId}-1`, 200n);
    await bet(`rc-p-${userId}-2`, 300n);
    await app.events.settled();
    expect((await detail(wagered.id, token)).me).toMatchObject({ score: '500', rounds: 2 });
    // the first bet's win comes later, as a provider sends it: ×5.00
    await app.wallet.win({
      userId,
      currency: 'EUR',
      idempotencyKey: `rc-p-${userId}-1:win`,
      amount: minor(1_000n),
      betKey: `rc-p-${userId}-1`,
    });
    await app.events.settled();
    expect((await detail(race.id, token)).me).toMatchObject({ score: '500', position: 1 });
    // the second bet is cancelled: its stake no longer counts
    await app.wallet.rollback({
      userId,
      currency: 'EUR',
      idempotencyKey: `rc-p-${userId}-2:rollback`,
      betKey: `rc-p-${userId}-2`,
    });
    await app.events.settled();
    expect((await detail(wagered.id, token)).me).toMatchObject({ score: '200', rounds: 1 });
  });

  it('a player in ghost mode is on the board without a name or public id, and their stats are not shown', async () => {
    clock.set(new Date('2026-12-07T10:00:00Z'));
    await signInMarketing();
    const race = await createRace({ prizes: ['500'] });
    const ghost = await player();
    const ghostMode = await call('PUT', '/api/user/ghost-mode', ghost.token, { enabled: true });
    expect(ghostMode.statusCode).toBe(200);
    const open = await player();
    await spin(ghost.userId, 2_000n);
    await spin(open.userId, 1_000n, 1_500n);
    await app.events.settled();
    const board = (await detail(race.id, open.token)).leaderboard;
    expect(board.map((row) => [row.name === null, row.uniqueId, row.me])).toEqual([
      [true, null, false],
      [false, open.uniqueId, true],
    ]);
    expect((await call('GET', `/api/races/players/${ghost.uniqueId}`)).statusCode).toBe(404);
    const stats = await call('GET', `/api/races/players/${open.uniqueId}`);
    expect(stats.statusCode).toBe(200);
    expect(racePlayerStatsResponseSchema.parse(stats.json()).data).toMatchObject({
      totalBets: 1,
      wins: 1,
      losses: 0,
      totalGames: 1,
    });
  });

  it('bets whose events were lost still count in the final result, read from the ledger', async () => {
    clock.set(new Date('2026-12-08T10:00:00Z'));
    await signInMarketing();
    const race = await createRace({ prizes: ['700'] });
    const { userId } = await player();
    const { createWallet } = await import('../wallet/index.ts');
    const silent = createWallet({ database: app.database, clock });
    await spin(userId, 3_000n, 0n, 'copper-cherries', silent);
    await app.events.settled();
    expect((await detail(race.id)).leaderboard).toEqual([]);
    clock.set(new Date(Date.parse(race.endsAt) + settleMs));
    await app.jobs.runDue();
    expect(await prizesOf(race.id)).toEqual([{ userId, amount: 700n, key: `race:${race.id}:1` }]);
  });
});

describe('the operators’ side', () => {
  it('validates a race, changes it only before it starts, and cancels it with nothing paid; every change is audited', async () => {
    clock.set(new Date('2026-12-10T10:00:00Z'));
    await signInMarketing();
    const unknownGame = await call('POST', '/api/backoffice/races', marketing, {
      name: 'Bad race',
      description: '',
      currency: 'EUR',
      metric: 'wagered',
      entry: 'automatic',
      games: ['no-such-game'],
      minBet: '0',
      prizes: ['100'],
      startsAt: at(0),
      endsAt: at(minutes(10)),
    });
    expect(unknownGame.statusCode).toBe(400);
    expect(unknownGame.json().fields?.games ?? unknownGame.json().data?.fields?.games).toMatch(
      /no-such-game/,
    );
    const backwards = await call('POST', '/api/backoffice/races', marketing, {
      name: 'Backwards',
      description: '',
      currency: 'EUR',
      metric: 'wagered',
      entry: 'automatic',
      games: [],
      minBet: '0',
      prizes: ['100'],
      startsAt: at(minutes(10)),
      endsAt: at(0),
    });
    expect(backwards.statusCode).toBe(400);

    const upcoming = await createRace({ startsAt: at(minutes(30)), endsAt: at(minutes(90)) });
    expect(upcoming.status).toBe('upcoming');
    const changed = await call('PUT', `/api/backoffice/races/${upcoming.id}`, marketing, {
      name: 'Evening sprint',
      description: 'Changed',
      currency: 'EUR',
      metric: 'rounds',
      entry: 'opt_in',
      games: [],
      minBet: '0',
      prizes: ['2000'],
      startsAt: upcoming.startsAt,
      endsAt: upcoming.endsAt,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(raceAdminSchema.parse(changed.json().data)).toMatchObject({
      name: 'Evening sprint',
      metric: 'rounds',
    });

    clock.advance(minutes(31));
    await signInMarketing();
    const started = await call('PUT', `/api/backoffice/races/${upcoming.id}`, marketing, {
      name: 'Too late',
      description: '',
      currency: 'EUR',
      metric: 'rounds',
      entry: 'opt_in',
      games: [],
      minBet: '0',
      prizes: ['2000'],
      startsAt: upcoming.startsAt,
      endsAt: upcoming.endsAt,
    });
    expect(started.json().errorCode).toBe('RACE_STARTED');

    const { token, userId } = await player();
    await call('POST', `/api/races/${upcoming.id}/join`, token);
    await spin(userId, 100n);
    await app.events.settled();
    const cancelled = await call('POST', `/api/backoffice/races/${upcoming.id}/cancel`, marketing, {
      reason: 'Prize sponsor withdrew',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Prize sponsor withdrew',
    });
    clock.set(new Date(Date.parse(upcoming.endsAt) + settleMs));
    await app.jobs.runDue();
    expect(await prizesOf(upcoming.id)).toEqual([]);
    await signInMarketing();
    const again = await call('POST', `/api/backoffice/races/${upcoming.id}/cancel`, marketing, {
      reason: 'Twice',
    });
    expect(again.json().errorCode).toBe('RACE_FINISHED');
    // players no longer see a cancelled race among the current ones
    const list = raceListResponseSchema.parse((await call('GET', '/api/races', token)).json()).data.races;
    expect(list.some((race) => race.id === upcoming.id)).toBe(false);

    const audits = await app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'race'), eq(auditLog.subjectId, upcoming.id)));
    expect(audits.map((row) => row.action).sort()).toEqual(['race.cancel', 'race.create', 'race.update']);
  });

  it('only operators who manage races reach the races pages', async () => {
    await signInMarketing();
    const support = await signInOperator(app, await createOperator(app, 'support'), clock.now());
    expect((await call('GET', '/api/backoffice/races', support)).statusCode).toBe(403);
    expect((await call('GET', '/api/backoffice/races', marketing)).statusCode).toBe(200);
  });
});

describe('win of the month', () => {
  it('the operator’s rule makes a month’s race paying 700 to its holder, shown to players, and last month’s winner after it', async () => {
    clock.set(new Date('2027-01-10T10:00:00Z'));
    await signInMarketing();
    const before = await call('GET', '/api/races/win-of-the-month');
    expect(winOfTheMonthResponseSchema.parse(before.json()).data.current).toBeNull();
    const set = await call('PUT', '/api/backoffice/races/win-of-the-month', marketing, {
      enabled: true,
      currency: 'EUR',
      metric: 'multiplier',
      rule: 'The biggest multiplier of the month wins 700.',
      games: [],
      minBet: '50',
    });
    expect(set.statusCode, set.body).toBe(200);
    const { token, userId, uniqueId } = await player();
    await spin(userId, 100n, 4_000n); // ×40
    await app.events.settled();
    const month = winOfTheMonthResponseSchema.parse(
      (await call('GET', '/api/races/win-of-the-month', token)).json(),
    ).data;
    expect(month.current).toMatchObject({
      kind: 'win_of_the_month',
      name: 'Win of the month: January 2027',
      description: 'The biggest multiplier of the month wins 700.',
      prizes: ['70000'],
      // set on the 10th: play from then on counts, not play from before the rule was published
      startsAt: '2027-01-10T10:00:00.000Z',
      endsAt: '2027-02-01T00:00:00.000Z',
    });
    expect(month.holder).toMatchObject({ uniqueId, score: '4000', me: true });

    // in February the sweep (the job every minute) finishes January's race and shows its winner
    clock.set(new Date('2027-02-01T00:02:00Z'));
    await app.races.finishDue();
    const next = winOfTheMonthResponseSchema.parse(
      (await call('GET', '/api/races/win-of-the-month')).json(),
    ).data;
    expect(next.previousWinner).toMatchObject({ uniqueId, raceName: 'Win of the month: January 2027' });
    expect(next.current).toMatchObject({
      name: 'Win of the month: February 2027',
      startsAt: '2027-02-01T00:00:00.000Z',
    });
    const paid = await app.database.db
      .select({ amount: ledgerTransactions.amount })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.type, 'race_prize')));
    expect(paid).toEqual([{ amount: 70_000n }]);
  });
});
