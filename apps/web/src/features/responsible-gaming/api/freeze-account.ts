import type { BreakResponse, FreezeAccountInput } from '@casino/contracts';
import { breakResponseSchema } from '@casino/contracts/responsible-gaming';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/user/responsible-gaming/freeze: locks sign-in until the end of the period; the server
 * ends every session of the player, this one too.
 */
export function freezeAccount(input: FreezeAccountInput): Promise<BreakResponse> {
  return apiPost('/api/user/responsible-gaming/freeze', input, { schema: breakResponseSchema });
}

/**
 * Freezes the account, then `onFrozen` signs this device out. Nothing is refetched: the session is
 * gone on the server, and a call with its token would answer 403.
 */
export function useFreezeAccount({
  onFrozen,
}: {
  onFrozen: (response: BreakResponse) => void | Promise<void>;
}) {
  return useMutation({ mutationFn: freezeAccount, onSuccess: (response) => onFrozen(response) });
}
