import { messageResponseSchema } from '@casino/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/forgot-password: mails a reset link when the email belongs to a player. */
export function postForgotPassword(email: string): Promise<{ message: string }> {
  return apiPost('/api/user/forgot-password', { email }, { schema: messageResponseSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
