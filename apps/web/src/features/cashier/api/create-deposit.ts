import type { DepositInput } from '@casino/contracts';
import type { depositResponseSchema } from '@casino/contracts/cashier';
import { useMutation } from '@tanstack/react-query';
import { type Answer, apiPost } from '../../../lib/api-client';

/** A new id per click: the server makes a repeated id (a double click, a retried request) one deposit. */
export const newRequestId = () => crypto.randomUUID();

/** POST /api/payments/deposit: starts a deposit; the answer says where the browser goes next. */
export async function createDeposit(input: DepositInput) {
  // read by type, not parsed again (the server answers through the schema): the deposit page loads
  // without zod
  const { data } = await apiPost<Answer<typeof depositResponseSchema>>('/api/payments/deposit', input);
  return data;
}

/**
 * Starts a deposit. The request may carry card details, so the finished mutation leaves the
 * mutation cache at once (gcTime 0) instead of keeping them for five minutes.
 */
export function useCreateDeposit() {
  return useMutation({ mutationFn: createDeposit, gcTime: 0 });
}
