import type { Payment } from '@casino/contracts';
import type { threeDsResponseSchema } from '@casino/contracts/cashier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, apiPost } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';

export type ThreeDsResult = { PaReq: string; MD: string };

/**
 * The payments (MD) whose 3-D Secure result this page has posted. Module-level, so React's
 * double-run effects in strict mode and any re-render or remount of the modal post each one once.
 */
const postedChallenges = new Set<string>();

/** True the first time for a payment, false ever after: the caller posts only on true. */
export function claimChallenge(md: string): boolean {
  if (postedChallenges.has(md)) return false;
  postedChallenges.add(md);
  return true;
}

/** POST /api/user/3ds-webhook (spec §4, §7): the challenge result; the answer is the payment now. */
export async function confirmThreeDs(input: ThreeDsResult): Promise<Payment> {
  // read by type (the server answers through the schema): the deposit page loads without zod
  const { data } = await apiPost<Answer<typeof threeDsResponseSchema>>('/api/user/3ds-webhook', input);
  return data.payment;
}

/** Confirms a 3-D Secure result; a credited deposit changes the player's details (deposit count). */
export function useConfirmThreeDs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmThreeDs,
    onSuccess: (payment) => {
      if (payment.status === 'completed')
        void queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions.queryKey });
    },
  });
}
