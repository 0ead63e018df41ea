/*
 * Which page of spec §2 an address opens, for the server: it writes into the page it serves what
 * that page needs first (its code, its first answers, its largest image) so the browser fetches them
 * with the app instead of after it. No zod here: the lobby's first download imports this module.
 */
import { defaultPagePaths, type PageKey } from './pages.ts';

/** An operator's page address (settings `pageUrlSetup`), as far as matching needs it. */
export type PageAddress = { key: string; href: string };

export type PageMatch = { key: PageKey; params: Record<string, string> };

/** Whether `pattern` (`/casino/games/:game`, optional `:name?` segments) matches `pathname`. */
export function matchPathPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let index = 0;
  for (const segment of wanted) {
    const value = given[index];
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (value !== segment) {
      return null;
    }
    index += 1;
  }
  return index === given.length ? params : null;
}

/**
 * The page `pathname` opens: an operator's override first (an in-app path; the first entry of a
 * key wins, as in the web app's routes), then the default paths. Null for any other address.
 */
export function matchPage(pathname: string, pageUrlSetup: readonly PageAddress[] = []): PageMatch | null {
  const candidates: Array<[PageKey, string]> = [];
  const overridden = new Set<string>();
  for (const { key, href } of pageUrlSetup) {
    if (!(key in defaultPagePaths) || overridden.has(key)) continue;
    overridden.add(key);
    if (href.startsWith('/') && !href.startsWith('//'))
      candidates.push([key as PageKey, href.split(/[?#]/)[0] ?? href]);
  }
  for (const [key, path] of Object.entries(defaultPagePaths) as Array<[PageKey, string]>) {
    candidates.push([key, path]);
  }
  for (const [key, pattern] of candidates) {
    const params = matchPathPattern(pattern, pathname);
    if (params) return { key, params };
  }
  return null;
}

/**
 * The pages the web app's start-up code draws itself (the lobby, its categories, a game's details;
 * the router's other pages are lazy pages): the strings they show first are the start part of the
 * language (contracts `localePartSchema`).
 */
export const startupDrawnPages: readonly PageKey[] = [
  'home',
  'casino',
  'liveCasino',
  'slots',
  'popular',
  'gameDetails',
];

/**
 * The lazy pages whose first screen the start part of the language covers, with their route
 * module in the web app: the build adds their strings to the start part (apps/web/vite.config.ts),
 * the router renders them without the rest (`lazyPage(…, { strings: 'start' })`), and the server
 * announces their code in the page it serves (plugins/web-app.ts), so it downloads beside the
 * app's. The deposit page: every page's header leads to it.
 */
export const lazyStartPages: Readonly<Partial<Record<PageKey, string>>> = {
  deposit: 'src/app/routes/cashier-pages.tsx',
};

/** The pages whose first screen the start part of the language covers: start-up's own, and the lazy ones above. */
export const startPartPages: readonly PageKey[] = [
  ...startupDrawnPages,
  ...(Object.keys(lazyStartPages) as PageKey[]),
];

/** Whether the page `page` opens shows strings beyond the start part at once (see `startPartPages`). */
export function needsWholeLanguage(page: PageMatch | null): boolean {
  return page !== null && !startPartPages.includes(page.key);
}

/** The lobby's first row (popular games): what the lobby asks for first. */
export const lobbyFirstRow = { category: 'popular', limit: 12 } as const;

/**
 * The key of a GET's answer carried in the page: its path and its query sorted by name, so the
 * server and the app agree whatever order the parameters were written in.
 */
export function answerKey(pathname: string, search: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(search);
  params.sort();
  const query = params.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

/**
 * The public reads a page starts with, whose answers the server may put into the page: the
 * lobby's first row, a game's details. Guests and players get the same answers.
 */
export function startupReads(page: PageMatch): string[] {
  switch (page.key) {
    case 'casino':
      return [
        answerKey(
          '/api/games',
          new URLSearchParams({
            category: lobbyFirstRow.category,
            limit: String(lobbyFirstRow.limit),
            page: '1',
          }),
        ),
      ];
    case 'gameDetails':
      return page.params.game ? [answerKey(`/api/games/${encodeURIComponent(page.params.game)}`)] : [];
    default:
      return [];
  }
}
