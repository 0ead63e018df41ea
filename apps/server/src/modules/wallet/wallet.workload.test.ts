import { minor } from '@casino/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/clock.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/factories.ts';
import { expectLedgerInvariants } from '../../../test/ledger-invariants.ts';
import { AppError } from '../../lib/app-error.ts';
import { createWallet, type WalletService } from './wallet.service.ts';

let database: TestDatabase;
let wallet: WalletService;

beforeAll(async () => {
  database = await createTestDatabase();
  wallet = createWallet({ database: database, clock: createTestClock() });
});
afterAll(async () => {
  await database?.close();
});

/** Deterministic pseudo-random numbers, so a failing run can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state % max;
  };
}

type Operation = () => Promise<unknown>;

const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

describe('mixed workload', () => {
  it('keeps every invariant under concurrent bets, wins, rollbacks, deposits, withdrawals and replays', async () => {
    const next = random(20_261_121);
    const players = await Promise.all(Array.from({ length: 50 }, () => insertUser(database.db)));
    const operations: Array<{ key: string; run: Operation }> = [];
    const bets: Array<{ key: string; userId: number }> = [];

    for (const [index, player] of players.entries()) {
      const common = { userId: player.id, currency: 'EUR' };
      const depositKey = `w-dep-${index}`;
      operations.push({
        key: depositKey,
        run: () => wallet.deposit({ ...common, idempotencyKey: depositKey, amount: minor(10_000) }),
      });
      for (let round = 0; round < 12; round++) {
        const betKey = `w-bet-${index}-${round}`;
        bets.push({ key: betKey, userId: player.id });
        // amounts are drawn once: a replay must carry the same parameters as the first send
        const stake = minor(1 + next(900));
        const payout = minor(next(2000));
        operations.push({
          key: betKey,
          run: () => wallet.bet({ ...common, idempotencyKey: betKey, amount: stake }),
        });
        const outcome = next(3);
        const settleKey = `w-settle-${index}-${round}`;
        operations.push(
          outcome === 0
            ? { key: settleKey, run: () => wallet.rollback({ ...common, idempotencyKey: settleKey, betKey }) }
            : {
                key: settleKey,
                run: () => wallet.win({ ...common, idempotencyKey: settleKey, betKey, amount: payout }),
              },
        );
      }
      const lockKey = `w-lock-${index}`;
      operations.push({
        key: lockKey,
        run: () => wallet.lockWithdrawal({ ...common, idempotencyKey: lockKey, amount: minor(500) }),
      });
      const closeKey = `w-close-${index}`;
      const release = next(2) === 0;
      operations.push({
        key: closeKey,
        run: () =>
          release
            ? wallet.releaseWithdrawal({ ...common, idempotencyKey: closeKey, lockKey })
            : wallet.settleWithdrawal({ ...common, idempotencyKey: closeKey, lockKey }),
      });
    }

    // every operation is sent 1 to 10 times, in a shuffled order, many at once
    const sends = operations.flatMap((operation) => Array.from({ length: 1 + next(10) }, () => operation));
    for (let i = sends.length - 1; i > 0; i--) {
      const j = next(i + 1);
      [sends[i], sends[j]] = [sends[j] as (typeof sends)[number], sends[i] as (typeof sends)[number]];
    }
    const expected = new Set([
      'INSUFFICIENT_FUNDS',
      'BET_NOT_FOUND',
      'BET_ROLLED_BACK',
      'BET_SETTLED',
      'WITHDRAWAL_NOT_FOUND',
    ]);
    const unexpected: unknown[] = [];
    for (let start = 0; start < sends.length; start += 64) {
      await Promise.all(
        sends.slice(start, start + 64).map(async (operation) => {
          try {
            await operation.run();
          } catch (error) {
            if (!(error instanceof AppError && expected.has(error.code))) unexpected.push(error);
          }
        }),
      );
    }
    // providers retry a settlement until it is accepted; a settlement sent before its bet arrived is retried here
    for (const operation of operations.filter(
      ({ key }) => key.startsWith('w-settle-') || key.startsWith('w-close-'),
    )) {
      try {
        await operation.run();
      } catch (error) {
        if (!(error instanceof AppError && expected.has(error.code))) unexpected.push(error);
      }
    }
    expect(unexpected).toEqual([]);

    // balanced postings, cached balances equal to their entries, all accounts summing to zero, each
    // key applied at most once
    await expectLedgerInvariants(database);
    // every accepted bet ends settled (won) or rolled back
    const open = await rows(sql`
      select b.idempotency_key from ledger_transactions b
      where b.type = 'bet' and b.idempotency_key like 'w-bet-%'
        and not exists (select 1 from ledger_transactions s where s.reference = b.idempotency_key and s.type in ('win', 'rollback'))`);
    expect(open).toEqual([]);
    expect(bets.length).toBe(600);
  }, 120_000);
});
