import type { LoginInput, LoginResponse } from '@casino/contracts';
import { loginResponseSchema } from '@casino/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/login (spec §7): email, username or phone with the password, plus attribution. */
export function postLogin(input: LoginInput): Promise<LoginResponse> {
  return apiPost('/api/user/login', input, { schema: loginResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
