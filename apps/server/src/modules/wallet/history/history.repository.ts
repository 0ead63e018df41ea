import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import type { LedgerTransactionRow } from '../postings/postings.repository.ts';
import { ledgerTransactions } from '../wallet.schema.ts';

/** Pages of a player's postings. */
export function createHistoryRepository(db: Executor) {
  return {
    /**
     * A page of a player's postings, newest first, and the total: of some types between two instants,
     * or every one when they are not given.
     */
    async listTransactions({
      userId,
      types,
      from,
      to,
      offset,
      limit,
    }: {
      userId: number;
      types?: LedgerTransactionRow['type'][];
      from?: Date;
      to?: Date;
      offset: number;
      limit: number;
    }) {
      const where = and(
        eq(ledgerTransactions.userId, userId),
        types ? inArray(ledgerTransactions.type, types) : undefined,
        from ? gte(ledgerTransactions.createdAt, from) : undefined,
        to ? lt(ledgerTransactions.createdAt, to) : undefined,
      );
      const rows = await db
        .select()
        .from(ledgerTransactions)
        .where(where)
        .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
        .offset(offset)
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(ledgerTransactions).where(where);
      return { rows, count: total?.n ?? 0 };
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
