import type { PolicyPageKey } from '@casino/contracts';
import { policyPageResponseSchema } from '@casino/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type PolicyPage = { key: string; locale: string; title: string; body: string };

/** GET /api/core/casino/pages/{key}?lng=: the operator's text of a policy page in a language. */
export async function getPolicyPage(
  key: PolicyPageKey,
  lng: string,
  signal?: AbortSignal,
): Promise<PolicyPage> {
  const response = await apiGet(`/api/core/casino/pages/${encodeURIComponent(key)}`, {
    query: { lng },
    schema: policyPageResponseSchema,
    signal,
  });
  return response.data;
}

export const policyPageQueryOptions = (key: PolicyPageKey, lng: string) =>
  queryOptions({
    queryKey: ['content', 'policy-page', key, lng],
    queryFn: ({ signal }) => getPolicyPage(key, lng, signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

/** The page in `lng`; while another language loads, the text already shown stays (no flash of skeleton). */
export function usePolicyPage(key: PolicyPageKey, lng: string) {
  return useQuery({
    ...policyPageQueryOptions(key, lng),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === key ? previous : undefined),
  });
}
