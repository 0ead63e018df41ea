import type { TransactionRow, TransactionTab } from '@casino/contracts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { LedgerTransactionRow } from '../postings/postings.repository.ts';
import type { HistoryRepository } from './history.repository.ts';

const historyDefaultDays = 90;
const dayMs = 24 * 60 * 60_000;

const typesByTab: Record<TransactionTab, LedgerTransactionRow['type'][]> = {
  games: ['bet', 'win', 'rollback'],
  deposit: ['deposit'],
  withdrawal: ['withdrawal_lock', 'withdrawal_release', 'withdrawal_settle'],
};

export type HistoryQuery = {
  tab: TransactionTab;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  limit: number;
};

/** The player's history (spec §3 casino transaction columns), one tab at a time. */
export function createHistoryService({ repository, clock }: { repository: HistoryRepository; clock: Clock }) {
  return {
    /** One tab of the player's history, newest first; dates are inclusive UTC days. */
    async history(
      userId: number,
      query: HistoryQuery,
      exponentOf: (currency: string) => number,
    ): Promise<{ rows: TransactionRow[]; count: number }> {
      // `to` is inclusive: the range ends at the start of the following day
      const end = query.to
        ? new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs)
        : new Date(clock.now().getTime() + 1);
      const from = query.from
        ? new Date(`${query.from}T00:00:00Z`)
        : new Date(end.getTime() - historyDefaultDays * dayMs);
      if (from.getTime() > end.getTime())
        throw new AppError('VALIDATION_ERROR', 'The start date is after the end date');
      const { rows, count } = await repository.listTransactions({
        userId,
        types: typesByTab[query.tab],
        from,
        to: end,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return {
        count,
        rows: rows.map((row) => {
          const text = (key: string) =>
            typeof row.context[key] === 'string' ? (row.context[key] as string) : null;
          return {
            transactionId: row.idempotencyKey,
            date: row.createdAt.toISOString(),
            type: row.type,
            status: row.status,
            amount: row.amount.toString(),
            currency: row.currency,
            exponent: exponentOf(row.currency),
            method: text('method'),
            bonus: row.bonusBefore !== row.bonusAfter,
            gameName: text('gameName'),
            provider: text('provider'),
            balanceBefore: (row.cashBefore + row.bonusBefore).toString(),
            balanceAfter: (row.cashAfter + row.bonusAfter).toString(),
            bonusBalance: row.bonusAfter.toString(),
          };
        }),
      };
    },

    /** Every posting of the player, newest first, with the total (what an operator reads). */
    postings(
      userId: number,
      { offset, limit, types }: { offset: number; limit: number; types?: LedgerTransactionRow['type'][] },
    ) {
      return repository.listTransactions({ userId, offset, limit, ...(types ? { types } : {}) });
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
