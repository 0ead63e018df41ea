import type { AppSettings, appSettingsResponseSchema } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { createContext, use } from 'react';
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

/**
 * The settings start-up has loaded (app/startup.tsx), for everything it renders: one query observer
 * for the app instead of one per reader (every page link reads them, ~50 on the lobby, and each
 * observer was built, subscribed and compared on every render of the shell).
 */
export const SettingsContext = createContext<AppSettings | null>(null);

/** The operator's settings; start-up loads them before it renders the app, so they are always there. */
export function useSettings(): AppSettings {
  const settings = use(SettingsContext);
  if (!settings)
    throw new Error('useSettings is read outside the app start-up renders (it loads the settings)');
  return settings;
}
