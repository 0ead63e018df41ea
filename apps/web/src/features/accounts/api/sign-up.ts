import type { SignUpPayload, SignUpResponse } from '@casino/contracts';
import { signUpResponseSchema } from '@casino/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/sign-up (spec §7) with the whole sign-up payload of spec §3. */
export function postSignUp(payload: SignUpPayload): Promise<SignUpResponse> {
  return apiPost('/api/user/sign-up', payload, { schema: signUpResponseSchema });
}

export function useSignUp() {
  return useMutation({ mutationFn: postSignUp });
}
