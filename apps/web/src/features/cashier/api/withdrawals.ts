import type { WithdrawalInput, WithdrawalQuoteQuery } from '@casino/contracts';
import type {
  withdrawalQuoteResponseSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
} from '@casino/contracts/cashier';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiGet, apiPost } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';

// The withdrawal operations share one file: the page is their only user and they refresh each other.
// Answers are read by type, not parsed again (the server answers through the schemas): the deposit
// page refreshes the withdrawals by their key and loads without zod.

/** GET /api/payments/withdrawals: what blocks a withdrawal, the methods, and the player's withdrawals. */
export async function fetchWithdrawals(signal?: AbortSignal) {
  const { data } = await apiGet<Answer<typeof withdrawalsResponseSchema>>('/api/payments/withdrawals', {
    signal,
  });
  return data;
}

/** The key shared by every player's withdrawals, to refresh them after a change. */
export const withdrawalsQueryKeyRoot = ['cashier', 'withdrawals'] as const;

/** The signed-in player's withdrawal status; keyed by player, since it depends on who asks. */
export const withdrawalsQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: [...withdrawalsQueryKeyRoot, playerId] as const,
    queryFn: ({ signal }) => fetchWithdrawals(signal),
    staleTime: 15_000,
  });

export function useWithdrawals(playerId: string | undefined) {
  return useQuery({ ...withdrawalsQueryOptions(playerId ?? ''), enabled: playerId !== undefined });
}

/** GET /api/payments/withdrawal-quote: what a withdrawal would cost and what reaches the player. */
export async function fetchWithdrawalQuote(query: WithdrawalQuoteQuery, signal?: AbortSignal) {
  const { data } = await apiGet<Answer<typeof withdrawalQuoteResponseSchema>>(
    '/api/payments/withdrawal-quote',
    {
      query,
      signal,
    },
  );
  return data.quote;
}

/** A quote for one player, method, amount and network; a refused one is an answer, not retried. */
export const withdrawalQuoteQueryOptions = (playerId: string, query: WithdrawalQuoteQuery) =>
  queryOptions({
    queryKey: [
      'cashier',
      'withdrawal-quote',
      playerId,
      query.method,
      query.amount,
      query.network ?? null,
    ] as const,
    queryFn: ({ signal }) => fetchWithdrawalQuote(query, signal),
    staleTime: 60_000,
    retry: false,
  });

/** The calculator's quote; null asks nothing. The last answer stays while the next one loads. */
export function useWithdrawalQuote(playerId: string, query: WithdrawalQuoteQuery | null) {
  return useQuery({
    ...withdrawalQuoteQueryOptions(playerId, query ?? { method: '', amount: '0' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** After a withdrawal or a cancel: the list, the blocks and the balance are all different. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: withdrawalsQueryKeyRoot }),
      queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions.queryKey }),
    ]);
}

/** POST /api/payments/withdraw: locks the amount and records the withdrawal for approval. */
export async function requestWithdrawal(input: WithdrawalInput) {
  const { data } = await apiPost<Answer<typeof withdrawalResponseSchema>>('/api/payments/withdraw', input);
  return data.payment;
}

/**
 * Asks for a withdrawal. The request carries the player's bank account or wallet, so the finished
 * mutation leaves the mutation cache at once (gcTime 0) instead of keeping them for five minutes.
 */
export function useRequestWithdrawal() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: requestWithdrawal, gcTime: 0, onSettled: refresh });
}

/** POST /api/payments/withdrawals/:id/cancel: takes back a pending withdrawal; the funds return to cash. */
export async function cancelWithdrawal(paymentId: string) {
  const { data } = await apiPost<Answer<typeof withdrawalResponseSchema>>(
    `/api/payments/withdrawals/${encodeURIComponent(paymentId)}/cancel`,
    {},
  );
  return data.payment;
}

export function useCancelWithdrawal() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: cancelWithdrawal, onSettled: refresh });
}
