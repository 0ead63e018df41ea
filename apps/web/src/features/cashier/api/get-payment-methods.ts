import type { PaymentMethod } from '@casino/contracts';
import type { getPaymentsResponseSchema } from '@casino/contracts/cashier';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from '../../../lib/api-client';

/**
 * GET /api/admin/get-payments without a query: with the player's token the server lists the methods
 * for their country and currency, narrowed by their email and tags (spec §6).
 */
export async function fetchPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  // read by type, not parsed again (the server answers through the schema): /deposit starts this
  // read at start-up, whose code must not bring zod along
  const { data } = await apiGet<Answer<typeof getPaymentsResponseSchema>>('/api/admin/get-payments', {
    signal,
  });
  return data.payments;
}

/** The signed-in player's methods; keyed by player, since the list depends on who asks. */
export const paymentMethodsQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: ['cashier', 'payment-methods', playerId] as const,
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
    staleTime: 60_000,
  });

/** The key shared by every player's list, to refresh it after the server turned a method down. */
export const paymentMethodsQueryKeyRoot = ['cashier', 'payment-methods'] as const;

export function usePaymentMethods(playerId: string | undefined) {
  return useQuery({ ...paymentMethodsQueryOptions(playerId ?? ''), enabled: playerId !== undefined });
}
