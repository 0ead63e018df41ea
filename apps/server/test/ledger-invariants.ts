import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';

/**
 * The ledger's invariants, checked over a whole test database: every posting balanced, each cached
 * balance equal to its entries, every currency's accounts summing to zero, no player account below
 * zero, and each idempotency key applied once. Run after a suite that moves money.
 */
export async function expectLedgerInvariants(database: DatabaseHandle): Promise<void> {
  const rows = async (query: ReturnType<typeof sql>) => {
    const result = await database.db.execute(query);
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
      Record<string, unknown>
    >;
  };
  expect(
    await rows(
      sql`select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0`,
    ),
    'unbalanced postings',
  ).toEqual([]);
  expect(
    await rows(sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`),
    'balances that differ from their entries',
  ).toEqual([]);
  expect(
    await rows(sql`select currency, sum(balance)::text as total from ledger_accounts
      group by currency having sum(balance) <> 0`),
    'currencies whose accounts do not sum to zero',
  ).toEqual([]);
  expect(
    await rows(sql`select id from ledger_accounts where user_id is not null and balance < 0`),
    'player accounts below zero',
  ).toEqual([]);
  expect(
    await rows(
      sql`select idempotency_key from ledger_transactions group by idempotency_key having count(*) > 1`,
    ),
    'keys applied twice',
  ).toEqual([]);
}
