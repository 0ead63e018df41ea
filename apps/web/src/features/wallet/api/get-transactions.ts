import type { TransactionRow, TransactionTab } from '@casino/contracts';
import { transactionsResponseSchema } from '@casino/contracts/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type TransactionsParams = {
  tab: TransactionTab;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from: string;
  to: string;
  page: number;
  limit: number;
};

export type TransactionsPage = { rows: TransactionRow[]; count: number };

/** GET /api/user/transactions: one page of one history tab, newest first. */
export async function getTransactions(
  params: TransactionsParams,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  const { data } = await apiGet('/api/user/transactions', {
    query: params,
    schema: transactionsResponseSchema,
    signal,
  });
  return { rows: data.rows, count: data.count };
}

/** The key every history query starts with, for invalidation after a wallet event. */
export const transactionsQueryKeyRoot = ['user-transactions'] as const;

export const transactionsQueryOptions = (params: TransactionsParams) =>
  queryOptions({
    queryKey: [...transactionsQueryKeyRoot, params],
    queryFn: ({ signal }) => getTransactions(params, signal),
    staleTime: 30_000,
  });

/** One page of the history; the previous page stays on screen while the next one loads. */
export function useTransactions(params: TransactionsParams) {
  return useQuery({ ...transactionsQueryOptions(params), placeholderData: keepPreviousData });
}
