import { messageResponseSchema } from '@casino/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/resend-verification-email: a new confirmation link to the profile's email. */
export function resendVerificationEmail() {
  return apiPost('/api/user/resend-verification-email', undefined, { schema: messageResponseSchema });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
