import { loginHistoryResponseSchema } from '@casino/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

export type LoginAttempt = z.infer<typeof loginHistoryResponseSchema>['data']['logins'][number];

export async function getLoginHistory(signal?: AbortSignal): Promise<LoginAttempt[]> {
  return (await apiGet('/api/user/login-history', { schema: loginHistoryResponseSchema, signal })).data
    .logins;
}

/** Recent sign-ins to the account, successful or not, newest first (GET /api/user/login-history). */
export const loginHistoryQueryOptions = queryOptions({
  queryKey: ['user-login-history'],
  queryFn: ({ signal }) => getLoginHistory(signal),
  staleTime: 0,
});

export function useLoginHistory() {
  return useQuery(loginHistoryQueryOptions);
}
