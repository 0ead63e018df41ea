import type { PageKey } from '@casino/contracts';
import { type Params, useMatches } from 'react-router';

/** What a route tells the shell about itself, set as the route's `handle`. */
export type RouteHandle = {
  /** The page this route renders. */
  pageKey?: PageKey;
  /** Game and play pages hide the cookie notice (spec §2). */
  hideCookieNotice?: boolean;
  /** Play pages load no external (marketing) scripts (spec §2). */
  skipExternalScripts?: boolean;
  /**
   * Starts fetching what the page shows first when it is the page the visitor opened, so it
   * downloads alongside the page's code instead of after the page's first render.
   */
  preload?: (params: Params, search: URLSearchParams) => void;
};

export type RouteFlags = {
  pageKey: PageKey | undefined;
  hideCookieNotice: boolean;
  skipExternalScripts: boolean;
};

/** The flags of the current route, merged from the outermost to the innermost matched route. */
export function useRouteFlags(): RouteFlags {
  const matches = useMatches();
  const flags: RouteFlags = { pageKey: undefined, hideCookieNotice: false, skipExternalScripts: false };
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (!handle) continue;
    if (handle.pageKey) flags.pageKey = handle.pageKey;
    if (handle.hideCookieNotice) flags.hideCookieNotice = true;
    if (handle.skipExternalScripts) flags.skipExternalScripts = true;
  }
  return flags;
}
