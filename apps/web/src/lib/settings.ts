import type { AppSettings, appSettingsResponseSchema } from '@casino/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from './api-client';

/** App settings (spec §3) from GET /api/core/casino/settings2; loaded once before the app renders. */
export const settingsQueryOptions = queryOptions({
  queryKey: ['settings'],
  queryFn: async () =>
    (await apiGet<Answer<typeof appSettingsResponseSchema>>('/api/core/casino/settings2')).data,
  staleTime: 5 * 60_000,
});

/** The operator's settings; the app shell loads them before first render, so this never suspends after start-up. */
export function useSettings(): AppSettings {
  return useSuspenseQuery(settingsQueryOptions).data;
}
