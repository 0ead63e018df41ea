import { messageResponseSchema } from '@casino/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type ResetPasswordInput = { token: string; password: string; confirmPassword: string };

/** POST /api/user/reset-password: sets the new password and ends every session of the player. */
export function postResetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiPost('/api/user/reset-password', input, { schema: messageResponseSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
