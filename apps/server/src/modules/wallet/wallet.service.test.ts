import { minor } from '@casino/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/clock.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/factories.ts';
import { ledgerAccounts, ledgerEntries } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createPostingsRepository, type PostingsRepository } from './postings/postings.repository.ts';
import { BurnRefused } from './postings/postings.rules.ts';
import type { PostingCommitted } from './wallet.events.ts';
import { createWallet, type WalletService } from './wallet.service.ts';

let database: TestDatabase;
let wallet: WalletService;
let repository: PostingsRepository;
const events: PostingCommitted[] = [];
let keySequence = 0;
const key = (label: string) => `${label}-${Date.now()}-${++keySequence}`;

beforeAll(async () => {
  database = await createTestDatabase();
  repository = createPostingsRepository(database);
  wallet = createWallet({
    database,
    postings: repository,
    clock: createTestClock(),
    publish: (event) => events.push(event),
  });
});
afterAll(async () => {
  await database?.close();
});

async function fundedPlayer({ cash = 0, bonus = 0 }: { cash?: number; bonus?: number } = {}) {
  const user = await insertUser(database.db);
  const common = { userId: user.id, currency: 'EUR' };
  if (cash > 0) await wallet.deposit({ ...common, idempotencyKey: key('dep'), amount: minor(cash) });
  if (bonus > 0) await wallet.grantBonus({ ...common, idempotencyKey: key('bonus'), amount: minor(bonus) });
  return common;
}

async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'no error';
}

const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

/** Ledger invariants an auditor checks: balanced postings, cached balances equal to their entries. */
async function expectLedgerConsistent() {
  const unbalanced = await rows(
    sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const drift = await rows(sql`
    select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`);
  expect(drift).toEqual([]);
  const totals = await rows(
    sql`select currency, sum(balance)::text as total from ledger_accounts group by currency`,
  );
  for (const row of totals) expect(row.total).toBe('0');
}

describe('bets and wins', () => {
  it('spends cash first, then bonus, and records balances before and after', async () => {
    const player = await fundedPlayer({ cash: 500, bonus: 1000 });
    const bet = await wallet.bet({ ...player, idempotencyKey: key('bet'), amount: minor(800) });
    expect(bet).toMatchObject({
      cash: 0n,
      bonus: 700n,
      balanceBefore: 1500n,
      balanceAfter: 700n,
      replayed: false,
    });
    await expectLedgerConsistent();
  });

  it('can spend bonus first', async () => {
    const player = await fundedPlayer({ cash: 500, bonus: 300 });
    const bet = await wallet.bet({
      ...player,
      idempotencyKey: key('bet'),
      amount: minor(400),
      funding: 'bonus_first',
    });
    expect(bet).toMatchObject({ cash: 400n, bonus: 0n });
  });

  it('refuses a bet larger than cash plus bonus and changes nothing', async () => {
    const player = await fundedPlayer({ cash: 100, bonus: 50 });
    expect(await errorCode(wallet.bet({ ...player, idempotencyKey: key('bet'), amount: minor(151) }))).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ cash: 100n, bonus: 50n });
  });

  it('pays a win back in the proportions of the bet and refuses a win without a bet', async () => {
    const player = await fundedPlayer({ cash: 100, bonus: 300 });
    const betKey = key('bet');
    await wallet.bet({ ...player, idempotencyKey: betKey, amount: minor(400) });
    const win = await wallet.win({ ...player, idempotencyKey: key('win'), amount: minor(1000), betKey });
    expect(win).toMatchObject({ cash: 250n, bonus: 750n });
    expect(
      await errorCode(
        wallet.win({ ...player, idempotencyKey: key('win'), amount: minor(5), betKey: 'nope' }),
      ),
    ).toBe('BET_NOT_FOUND');
    await expectLedgerConsistent();
  });

  it('returns the first result for a repeated key and refuses the key with other parameters', async () => {
    const player = await fundedPlayer({ cash: 1000 });
    const idempotencyKey = key('bet');
    const first = await wallet.bet({ ...player, idempotencyKey, amount: minor(100) });
    const again = await wallet.bet({ ...player, idempotencyKey, amount: minor(100) });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ cash: 900n });
    expect(await errorCode(wallet.bet({ ...player, idempotencyKey, amount: minor(200) }))).toBe(
      'DUPLICATE_TRANSACTION',
    );
    const other = await fundedPlayer({ cash: 1000 });
    expect(await errorCode(wallet.bet({ ...other, idempotencyKey, amount: minor(100) }))).toBe(
      'DUPLICATE_TRANSACTION',
    );
  });
});

describe('game rounds', () => {
  const record = (label: string) => ({ text: 'select $1::text as round', values: [label] });

  it("settles a round's bet and win together, answering with the balance after the win", async () => {
    const common = await fundedPlayer({ cash: 1000, bonus: 100 });
    const roundKey = key('round');
    const result = await wallet.settleRound({
      ...common,
      idempotencyKey: roundKey,
      bet: minor(1050),
      win: minor(210),
      records: [record('a')],
    });
    // 1000 cash and 50 bonus staked; the win pays the bonus share (50/1050 of 210 = 10) back as bonus
    expect(result).toMatchObject({ idempotencyKey: `${roundKey}:win`, type: 'win', cash: 200n, bonus: 60n });
    expect(result.balanceBefore).toBe(50n);
    expect(result.balanceAfter).toBe(260n);
    const lost = await wallet.settleRound({
      ...common,
      idempotencyKey: key('round'),
      bet: minor(60),
      win: minor(0),
      records: [record('b')],
    });
    expect(lost).toMatchObject({ type: 'bet', balanceAfter: 200n });
    await expectLedgerConsistent();
  });

  it('answers a repeated round with its first result, whatever outcome the repeat brought', async () => {
    const common = await fundedPlayer({ cash: 1000 });
    const roundKey = key('round');
    const first = await wallet.settleRound({
      ...common,
      idempotencyKey: roundKey,
      bet: minor(100),
      win: minor(0),
      records: [record('a')],
    });
    const again = await wallet.settleRound({
      ...common,
      idempotencyKey: roundKey,
      bet: minor(100),
      win: minor(500),
      records: [record('b')],
    });
    expect(again).toMatchObject({ replayed: true, transactionId: first.transactionId, balanceAfter: 900n });
    expect((await wallet.balances(common.userId, 'EUR')).total).toBe(900n);
  });

  it('writes nothing of a round whose record fails, and nothing of a round it cannot afford', async () => {
    const common = await fundedPlayer({ cash: 1000 });
    const failing = { text: 'select 1 / (0 * $1::int)', values: ['1'] };
    await expect(
      wallet.settleRound({
        ...common,
        idempotencyKey: key('round'),
        bet: minor(100),
        win: minor(300),
        records: [failing],
      }),
    ).rejects.toThrow();
    expect(
      await errorCode(
        wallet.settleRound({
          ...common,
          idempotencyKey: key('round'),
          bet: minor(5000),
          win: minor(0),
          records: [record('c')],
        }),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    expect((await wallet.balances(common.userId, 'EUR')).total).toBe(1000n);
    const postings = await rows(
      sql`select type from ledger_transactions where user_id = ${common.userId} order by id`,
    );
    expect(postings.map((row) => row.type)).toEqual(['deposit']);
    await expectLedgerConsistent();
  });
});

describe('rollbacks', () => {
  it('refunds a bet to where it came from', async () => {
    const player = await fundedPlayer({ cash: 100, bonus: 100 });
    const betKey = key('bet');
    await wallet.bet({ ...player, idempotencyKey: betKey, amount: minor(150) });
    const rollback = await wallet.rollback({ ...player, idempotencyKey: key('rb'), betKey });
    expect(rollback).toMatchObject({ cash: 100n, bonus: 100n, status: 'completed' });
    expect(
      await errorCode(wallet.win({ ...player, idempotencyKey: key('win'), amount: minor(10), betKey })),
    ).toBe('BET_ROLLED_BACK');
  });

  it('treats a rollback of an unknown bet as a no-op that blocks the late bet', async () => {
    const player = await fundedPlayer({ cash: 100 });
    const betKey = key('late-bet');
    const rollback = await wallet.rollback({ ...player, idempotencyKey: key('rb'), betKey });
    expect(rollback).toMatchObject({ amount: 0n, status: 'cancelled', cash: 100n });
    expect(await errorCode(wallet.bet({ ...player, idempotencyKey: betKey, amount: minor(10) }))).toBe(
      'BET_ROLLED_BACK',
    );
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ cash: 100n });
  });

  it('does not roll back a bet that was paid out', async () => {
    const player = await fundedPlayer({ cash: 100 });
    const betKey = key('bet');
    await wallet.bet({ ...player, idempotencyKey: betKey, amount: minor(10) });
    await wallet.win({ ...player, idempotencyKey: key('win'), amount: minor(0), betKey });
    expect(await errorCode(wallet.rollback({ ...player, idempotencyKey: key('rb'), betKey }))).toBe(
      'BET_SETTLED',
    );
  });
});

describe('planning from memory', () => {
  // a second service stands for a second server process: its own memory, queue and connections
  const otherProcess = () => createWallet({ database: database, clock: createTestClock() });
  const counted = async (work: () => Promise<unknown>) => {
    const before = repository.planningCounts();
    await work();
    const after = repository.planningCounts();
    return {
      fromMemory: after.fromMemory - before.fromMemory,
      replanned: after.replanned - before.replanned,
    };
  };

  it('plans the postings of a player it knows from memory, checked in the same transaction', async () => {
    const player = await fundedPlayer({ cash: 100 });
    const counts = await counted(async () => {
      for (let n = 0; n < 3; n++) {
        const betKey = key('bet');
        await wallet.bet({ ...player, idempotencyKey: betKey, amount: minor(10) });
        await wallet.win({ ...player, idempotencyKey: key('win'), betKey, amount: minor(5) });
      }
    });
    expect(counts).toEqual({ fromMemory: 6, replanned: 0 });
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ cash: 85n });
  });

  it('remembers a bounded number of players and reads the others again', async () => {
    const small = createPostingsRepository(database, { memoryLimit: 1 });
    const forgetful = createWallet({ database, postings: small, clock: createTestClock() });
    const [one, two] = [await fundedPlayer({ cash: 100 }), await fundedPlayer({ cash: 100 })];
    const bet = (player: typeof one) =>
      forgetful.bet({ ...player, idempotencyKey: key('bet'), amount: minor(1) });
    await bet(one);
    await bet(one);
    expect(small.planningCounts()).toEqual({ fromMemory: 1, replanned: 0 });
    await bet(two);
    await bet(one);
    expect(small.planningCounts()).toEqual({ fromMemory: 1, replanned: 0 });
    expect(await forgetful.balances(one.userId, 'EUR')).toMatchObject({ cash: 97n });
  });

  it('notices balances another process changed and plans again from the ledger', async () => {
    const player = await fundedPlayer({ cash: 100 });
    await otherProcess().bet({ ...player, idempotencyKey: key('bet'), amount: minor(90) });
    // this process still remembers 100 in cash
    const counts = await counted(async () => {
      expect(await errorCode(wallet.bet({ ...player, idempotencyKey: key('bet'), amount: minor(50) }))).toBe(
        'INSUFFICIENT_FUNDS',
      );
      const bet = await wallet.bet({ ...player, idempotencyKey: key('bet'), amount: minor(10) });
      expect(bet).toMatchObject({ balanceBefore: 10n, balanceAfter: 0n });
    });
    expect(counts).toEqual({ fromMemory: 2, replanned: 1 });
    await expectLedgerConsistent();
  });

  it('keeps one player exact when two processes post for them at the same time', async () => {
    const player = await fundedPlayer({ cash: 5_000 });
    const elsewhere = otherProcess();
    // both processes know the player, so both plan from memory and keep outrunning each other
    await elsewhere.bet({ ...player, idempotencyKey: key('bet'), amount: minor(1) });
    await wallet.bet({ ...player, idempotencyKey: key('bet'), amount: minor(1) });
    const amounts = Array.from({ length: 200 }, (_, n) => 1 + ((n * 37) % 90));
    const outcomes = await Promise.allSettled(
      amounts.map((amount, n) =>
        (n % 2 === 0 ? wallet : elsewhere).bet({
          ...player,
          idempotencyKey: key('race'),
          amount: minor(amount),
        }),
      ),
    );
    const accepted = amounts.filter((_, n) => outcomes[n]?.status === 'fulfilled');
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    }
    const spent = accepted.reduce((sum, amount) => sum + amount, 0);
    expect(spent).toBeGreaterThan(4_000);
    // in posting order, each bet starts from the balance the one before it left
    const results = outcomes
      .flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))
      .sort((a, b) => a.transactionId - b.transactionId);
    for (const [n, result] of results.entries()) {
      if (n > 0) expect(result.balanceBefore).toBe(results[n - 1]?.balanceAfter);
    }
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ cash: BigInt(4_998 - spent) });
    await expectLedgerConsistent();
  });

  it("finds another process's postings of the same keys: replays, rollbacks and bets to pay", async () => {
    const player = await fundedPlayer({ cash: 100 });
    const elsewhere = otherProcess();
    const [replayedKey, cancelledKey, paidKey] = [key('bet'), key('bet'), key('bet')];
    const first = await elsewhere.bet({ ...player, idempotencyKey: replayedKey, amount: minor(10) });
    await elsewhere.rollback({ ...player, idempotencyKey: key('rb'), betKey: cancelledKey });
    await elsewhere.bet({ ...player, idempotencyKey: paidKey, amount: minor(20) });
    const counts = await counted(async () => {
      expect(await wallet.bet({ ...player, idempotencyKey: replayedKey, amount: minor(10) })).toMatchObject({
        replayed: true,
        transactionId: first.transactionId,
      });
      expect(
        await errorCode(wallet.bet({ ...player, idempotencyKey: cancelledKey, amount: minor(10) })),
      ).toBe('BET_ROLLED_BACK');
      expect(
        await wallet.win({ ...player, idempotencyKey: key('win'), betKey: paidKey, amount: minor(30) }),
      ).toMatchObject({ cash: 100n, replayed: false });
    });
    expect(counts).toEqual({ fromMemory: 3, replanned: 3 });
    await expectLedgerConsistent();
  });
});

describe('withdrawals and bonuses', () => {
  it('locks, releases without fees, and settles withdrawals', async () => {
    const player = await fundedPlayer({ cash: 1000 });
    const lockKey = key('lock');
    await wallet.lockWithdrawal({ ...player, idempotencyKey: lockKey, amount: minor(600) });
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ cash: 400n, locked: 600n });
    await wallet.releaseWithdrawal({ ...player, idempotencyKey: key('release'), lockKey });
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ cash: 1000n, locked: 0n });
    expect(
      await errorCode(wallet.settleWithdrawal({ ...player, idempotencyKey: key('settle'), lockKey })),
    ).toBe('WITHDRAWAL_NOT_FOUND');
    const second = key('lock');
    await wallet.lockWithdrawal({ ...player, idempotencyKey: second, amount: minor(250) });
    await wallet.settleWithdrawal({ ...player, idempotencyKey: key('settle'), lockKey: second });
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ cash: 750n, locked: 0n });
    await expectLedgerConsistent();
  });

  it('grants, converts and burns bonus money', async () => {
    const player = await fundedPlayer({ bonus: 500 });
    await wallet.convertBonus({ ...player, idempotencyKey: key('convert'), amount: minor(200) });
    const burn = await wallet.burnBonus({ ...player, idempotencyKey: key('burn') });
    expect(burn).toMatchObject({ amount: 300n, cash: 200n, bonus: 0n });
    await expectLedgerConsistent();
  });

  it('burns conditionally only below an amount and with no provider round open, else changes nothing', async () => {
    const player = await fundedPlayer({ bonus: 500 });
    const since = new Date(0);
    const burnKey = key('burn-if');
    const burnIf = (below: number) =>
      wallet
        .burnBonus({
          ...player,
          idempotencyKey: burnKey,
          onlyIf: { below: minor(below), noRoundOpenSince: since },
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
    expect(await burnIf(500)).toMatchObject({ name: 'BurnRefused', reason: 'not-below' });
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ bonus: 500n });

    // a provider's bet not yet answered: its win may still come back as bonus money
    const betKey = key('provider-bet');
    await wallet.bet({ ...player, idempotencyKey: betKey, amount: minor(100), context: { gameId: 'table' } });
    expect(await wallet.hasOpenRound(player.userId, since)).toBe(true);
    const open = await burnIf(450);
    expect(open).toBeInstanceOf(BurnRefused);
    expect(open).toMatchObject({ reason: 'round-open' });
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ bonus: 400n });

    // answered (it lost): the same key is still free, and the whole balance goes
    await wallet.win({ ...player, idempotencyKey: `${betKey}:win`, betKey, amount: minor(0) });
    expect(await wallet.hasOpenRound(player.userId, since)).toBe(false);
    expect(await burnIf(450)).toBeNull();
    expect(await wallet.balances(player.userId, 'EUR')).toMatchObject({ bonus: 0n });
    await expectLedgerConsistent();
  });

  it('publishes an event per new posting, not for replays', async () => {
    const player = await fundedPlayer();
    const idempotencyKey = key('dep');
    const before = events.length;
    await wallet.deposit({ ...player, idempotencyKey, amount: minor(70) });
    await wallet.deposit({ ...player, idempotencyKey, amount: minor(70) });
    expect(events.slice(before)).toEqual([
      {
        userId: player.userId,
        currency: 'EUR',
        key: idempotencyKey,
        type: 'deposit',
        amount: 70n,
        cash: 70n,
        bonus: 0n,
        total: 70n,
        postings: [{ type: 'deposit', amount: 70n, cash: 70n, bonus: 0n }],
        game: null,
        round: null,
        depositCount: 1,
      },
    ]);
  });
});

describe('ledger safety nets', () => {
  it('forbids a negative player balance at the database level', async () => {
    const player = await fundedPlayer({ cash: 10 });
    await expect(
      database.db
        .update(ledgerAccounts)
        .set({ balance: -1n })
        .where(eq(ledgerAccounts.userId, player.userId)),
    ).rejects.toThrow();
  });

  it('refuses to change or delete a posted entry', async () => {
    await fundedPlayer({ cash: 10 });
    await expect(database.db.update(ledgerEntries).set({ amount: 1n })).rejects.toThrow();
    await expect(database.db.delete(ledgerEntries)).rejects.toThrow();
  });

  it('refuses lines and postings that name what does not exist, and removing what they name', async () => {
    const player = await fundedPlayer({ cash: 10 });
    const sqlState = (query: ReturnType<typeof sql>) =>
      database.db.execute(query).then(
        () => 'no error',
        (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
      );
    const [account] = await rows(
      sql`select id from ledger_accounts where user_id = ${player.userId} limit 1`,
    );
    const [posting] = await rows(
      sql`select id from ledger_transactions where user_id = ${player.userId} limit 1`,
    );
    const before = await rows(sql`select count(*)::int as n from ledger_entries`);
    // a line of a posting that does not exist, then of an account that does not exist (among good lines)
    expect(
      await sqlState(sql`insert into ledger_entries (transaction_id, account_id, amount)
        values (${-1}, ${account?.id}, 0)`),
    ).toBe('23503');
    expect(
      await sqlState(sql`insert into ledger_entries (transaction_id, account_id, amount)
        select ${posting?.id}::bigint, id, 0 from ledger_accounts where user_id = ${player.userId} and kind <> 'cash'
        union all select ${posting?.id}::bigint, ${-1}::bigint, 0`),
    ).toBe('23503');
    expect(await rows(sql`select count(*)::int as n from ledger_entries`)).toEqual(before);
    expect(
      await sqlState(sql`insert into ledger_transactions (idempotency_key, request_hash, type, status, user_id,
        currency, amount, cash_before, cash_after, bonus_before, bonus_after)
        values (${key('ghost')}, 'x', 'deposit', 'completed', ${-1}, 'EUR', 0, 0, 0, 0, 0)`),
    ).toBe('23503');
    expect(await sqlState(sql`delete from ledger_accounts where id = ${account?.id}`)).not.toBe('no error');
    expect(
      await sqlState(sql`update ledger_accounts set id = id + 1000000 where id = ${account?.id}`),
    ).not.toBe('no error');
    for (const table of ['ledger_accounts', 'ledger_transactions', 'ledger_entries']) {
      expect(await sqlState(sql.raw(`truncate ${table} cascade`))).not.toBe('no error');
    }
    expect(await rows(sql`select id from ledger_accounts where id = ${account?.id}`)).toHaveLength(1);
    expect(await rows(sql`select count(*)::int as n from ledger_entries`)).toEqual(before);
  });

  it('keeps 500 concurrent bets exact: no negative balance, accepted bets equal the drop', async () => {
    const player = await fundedPlayer({ cash: 50_000 });
    const amounts = Array.from({ length: 500 }, (_, i) => 1 + ((i * 7919) % 400));
    const outcomes = await Promise.allSettled(
      amounts.map((amount, i) =>
        wallet.bet({ ...player, idempotencyKey: key(`c${i}`), amount: minor(amount) }),
      ),
    );
    const accepted = amounts
      .filter((_, i) => outcomes[i]?.status === 'fulfilled')
      .reduce((sum, n) => sum + n, 0);
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
    for (const outcome of rejected) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    }
    expect(rejected.length).toBeGreaterThan(0);
    const { cash } = await wallet.balances(player.userId, 'EUR');
    expect(cash).toBe(BigInt(50_000 - accepted));
    expect(cash >= 0n).toBe(true);
    await expectLedgerConsistent();
  });
});

describe('group commit', () => {
  it('posts operations that arrive together in one transaction, each seeing those before it', async () => {
    const oneLane = createWallet({
      database: database,
      clock: createTestClock(),
      batching: { maxBatch: 64, lanes: 1 },
    });
    const player = await fundedPlayer({ cash: 100 });
    const [betA, betB, betC, winA, refundC] = [key('a'), key('b'), key('c'), key('win-a'), key('rb-c')];
    // the first call takes the free lane alone; the others queue behind it and post as one batch
    const warmUp = oneLane.balances(player.userId, 'EUR');
    const first = oneLane.bet({ ...player, idempotencyKey: key('first'), amount: minor(10) });
    const calls = [
      oneLane.bet({ ...player, idempotencyKey: betA, amount: minor(60) }),
      oneLane.win({ ...player, idempotencyKey: winA, betKey: betA, amount: minor(30) }),
      oneLane.bet({ ...player, idempotencyKey: betB, amount: minor(70) }),
      oneLane.bet({ ...player, idempotencyKey: betC, amount: minor(60) }),
      oneLane.bet({ ...player, idempotencyKey: betA, amount: minor(60) }),
      oneLane.bet({ ...player, idempotencyKey: betA, amount: minor(61) }),
      oneLane.rollback({ ...player, idempotencyKey: refundC, betKey: betC }),
    ];
    // observed at once: the refused ones may be refused before the first bet has answered
    const settled = Promise.allSettled(calls);
    await warmUp;
    await first;
    const [a, win, b, c, replay, changed, refund] = await settled;
    // 90 after the first bet: A 60 → 30, win 30 → 60, B 70 refused, C 60 → 0, C refunded → 60
    expect(a).toMatchObject({ status: 'fulfilled', value: { balanceBefore: 90n, balanceAfter: 30n } });
    expect(win).toMatchObject({ status: 'fulfilled', value: { balanceAfter: 60n } });
    expect(b).toMatchObject({ status: 'rejected', reason: { code: 'INSUFFICIENT_FUNDS' } });
    expect(c).toMatchObject({ status: 'fulfilled', value: { balanceAfter: 0n } });
    expect(replay).toMatchObject({ status: 'fulfilled', value: { replayed: true, balanceAfter: 30n } });
    expect((replay as PromiseFulfilledResult<{ transactionId: number }>).value.transactionId).toBe(
      (a as PromiseFulfilledResult<{ transactionId: number }>).value.transactionId,
    );
    expect(changed).toMatchObject({ status: 'rejected', reason: { code: 'DUPLICATE_TRANSACTION' } });
    expect(refund).toMatchObject({ status: 'fulfilled', value: { balanceAfter: 60n } });
    expect((await oneLane.balances(player.userId, 'EUR')).cash).toBe(60n);
    // the four new postings share one database transaction (same inserting transaction id)
    const posted = sql.join(
      [betA, winA, betC, refundC].map((posting) => sql`${posting}`),
      sql`, `,
    );
    const writers = await rows(
      sql`select count(distinct xmin::text)::int as n from ledger_transactions where idempotency_key in (${posted})`,
    );
    expect(writers).toEqual([{ n: 1 }]);
    await expectLedgerConsistent();
  });

  it('lets only one of two players use the same key at the same time, even from two processes', async () => {
    // a second service stands for a second server process: its own queue, its own connections
    const elsewhere = createWallet({ database: database, clock: createTestClock() });
    const [one, two] = [await fundedPlayer({ cash: 100 }), await fundedPlayer({ cash: 100 })];
    for (let round = 0; round < 10; round++) {
      const idempotencyKey = key('shared');
      const outcomes = await Promise.allSettled([
        wallet.bet({ ...one, idempotencyKey, amount: minor(1) }),
        elsewhere.bet({ ...two, idempotencyKey, amount: minor(1) }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
        reason: { code: 'DUPLICATE_TRANSACTION' },
      });
    }
    const [a, b] = [await wallet.balances(one.userId, 'EUR'), await wallet.balances(two.userId, 'EUR')];
    expect(a.cash + b.cash).toBe(190n);
    await expectLedgerConsistent();
  });

  it('answers busy at once instead of queueing without bound', async () => {
    const small = createWallet({
      database: database,
      clock: createTestClock(),
      batching: { maxBatch: 1, lanes: 1, maxWaiting: 3 },
    });
    const player = await fundedPlayer({ cash: 100 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        small.bet({ ...player, idempotencyKey: key(`q${i}`), amount: minor(1) }),
      ),
    );
    // one posting in the database, three waiting, two refused before anything was written
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    expect(outcomes[5]).toMatchObject({ reason: { code: 'SERVICE_UNAVAILABLE' } });
    expect((await small.balances(player.userId, 'EUR')).cash).toBe(96n);
  });

  it("is not blocked by another player's rollback that names the same bet id", async () => {
    const [one, two] = [await fundedPlayer({ cash: 100 }), await fundedPlayer({ cash: 100 })];
    const betKey = key('bet');
    await wallet.rollback({ ...one, idempotencyKey: key('rb'), betKey });
    const bet = await wallet.bet({ ...two, idempotencyKey: betKey, amount: minor(40) });
    expect(bet.balanceAfter).toBe(60n);
    const refund = await wallet.rollback({ ...two, idempotencyKey: key('rb'), betKey });
    expect(refund.balanceAfter).toBe(100n);
  });

  it('refuses amounts a ledger column cannot hold, and ids the database would store differently', async () => {
    const player = await fundedPlayer({ cash: 100 });
    const huge = minor(2n ** 63n);
    expect(await errorCode(wallet.bet({ ...player, idempotencyKey: key('big'), amount: huge }))).toBe(
      'INVALID_AMOUNT',
    );
    expect(await errorCode(wallet.deposit({ ...player, idempotencyKey: key('big'), amount: huge }))).toBe(
      'INVALID_AMOUNT',
    );
    expect(await errorCode(wallet.bet({ ...player, idempotencyKey: 'lone-\ud800', amount: minor(1) }))).toBe(
      'VALIDATION_ERROR',
    );
    expect((await wallet.balances(player.userId, 'EUR')).cash).toBe(100n);
  });
});
