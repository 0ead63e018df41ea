import type { AppSettings, appSettingsResponseSchema } from '@casino/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { type Answer, apiGet } from './api-client';
import { bootData } from './boot';

/**
 * App settings (spec §3) from GET /api/core/casino/settings2; loaded once before the app renders.
 * The server writes them into the page as well (lib/boot.ts): with them there, start-up makes no
 * request, and they are fetched again only once stale.
 */
export const settingsQueryOptions = queryOptions({
  queryKey: ['settings'],
  queryFn: async () =>
    (await apiGet<Answer<typeof appSettingsResponseSchema>>('/api/core/casino/settings2')).data,
  staleTime: 5 * 60_000,
  initialData: () => bootData()?.settings,
  initialDataUpdatedAt: () => (bootData() ? pageStartedAt() : undefined),
});

/** When the page was requested: the age of what the server wrote into it. */
function pageStartedAt(): number {
  return Math.round(performance.timeOrigin);
}

/** The operator's settings; the app shell loads them before first render, so this never suspends after start-up. */
export function useSettings(): AppSettings {
  return useSuspenseQuery(settingsQueryOptions).data;
}
