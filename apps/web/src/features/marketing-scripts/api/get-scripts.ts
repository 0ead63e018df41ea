import type { ScriptEntry, scriptsResponseSchema } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from '../../../lib/api-client';

export type ScriptsAudience = { signedIn: boolean; depositor: boolean; cacheControlHash: string };

/** GET /api/core/casino/scripts: the operator's marketing snippets for this kind of visitor (spec §6). */
export function getScripts(audience: ScriptsAudience, signal?: AbortSignal): Promise<ScriptEntry[]> {
  return apiGet<Answer<typeof scriptsResponseSchema>>('/api/core/casino/scripts', {
    query: {
      enableAuthUsers: audience.signedIn,
      enableDepositors: audience.depositor,
      _: audience.cacheControlHash || undefined,
    },
    signal,
  }).then((response) => response.data);
}

export function scriptsQueryOptions(audience: ScriptsAudience) {
  return queryOptions({
    queryKey: ['marketing-scripts', audience],
    queryFn: ({ signal }) => getScripts(audience, signal),
    // the snippets change only with an operator's edit, which also changes the cache hash
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useScripts(audience: ScriptsAudience, enabled: boolean) {
  return useQuery({ ...scriptsQueryOptions(audience), enabled });
}
