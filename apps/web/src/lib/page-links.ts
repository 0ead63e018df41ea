import type { PageKey, PageUrlEntry } from '@casino/contracts';
import { defaultPagePaths } from '@casino/contracts/pages';

/** Query-only links that open the login and registration modals (spec §2 modals). */
export const loginModalHref = '?modal=login';
export const signUpModalHref = '?modal=registration';

/** Values for the `:name` segments of a page path, e.g. `{ game: 'book-of-ra' }`. */
export type PageParams = Record<string, string | number | undefined>;

/**
 * Where a link goes, decided once so every link follows the rules of spec §2:
 * - `route`: an in-app path, navigated on the client (`shallow` keeps the scroll position);
 * - `query`: an href starting with `?` keeps the current path and changes only the query;
 * - `native`: a plain browser link (another origin, mailto:, tel:, an in-page anchor);
 * - `none`: no usable target, rendered as an inert placeholder.
 */
export type LinkTarget =
  | { kind: 'route'; href: string; shallow: boolean }
  | { kind: 'query'; href: string }
  | { kind: 'native'; href: string; external: boolean }
  | { kind: 'none' };

const safeSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The operator's override of a page's href, if any (the first entry for a key wins). */
export function findPageOverride(
  key: PageKey,
  pageUrlSetup: readonly PageUrlEntry[],
): PageUrlEntry | undefined {
  return pageUrlSetup.find((entry) => entry.key === key);
}

/**
 * Fills `:name` segments from `params`. Returns undefined when a required value is missing, so a
 * link never points at a literal `:game`. Optional segments (`:name?`) are dropped when missing.
 */
export function fillPathParams(pattern: string, params: PageParams = {}): string | undefined {
  let missing = false;
  const filled = pattern.replace(/\/:([A-Za-z0-9_]+)(\?)?/g, (_match, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (!optional) missing = true;
      return '';
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  if (missing) return undefined;
  return filled === '' ? '/' : filled;
}

/** Classifies a raw href by the link rules of spec §2; `origin` is the app's own origin. */
export function classifyHref(href: string | null | undefined, shallow = false, origin?: string): LinkTarget {
  const trimmed = href?.trim() ?? '';
  if (trimmed === '' || trimmed === '#') return { kind: 'none' };
  if (trimmed.startsWith('?')) return { kind: 'query', href: trimmed };
  if (trimmed.startsWith('#')) return { kind: 'native', href: trimmed, external: false };
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return { kind: 'route', href: trimmed, shallow };
  let url: URL;
  try {
    url = new URL(trimmed, origin ?? 'http://invalid.local');
  } catch {
    return { kind: 'none' };
  }
  // Operator-provided hrefs must never run script (javascript:, data:, vbscript:).
  if (!safeSchemes.has(url.protocol)) return { kind: 'none' };
  if (origin && url.origin === origin) {
    return { kind: 'route', href: `${url.pathname}${url.search}${url.hash}`, shallow };
  }
  return { kind: 'native', href: url.href, external: url.protocol === 'http:' || url.protocol === 'https:' };
}

/** Resolves a page key to its link target: the settings override if present, else the default path. */
export function resolvePageTarget(
  key: PageKey,
  pageUrlSetup: readonly PageUrlEntry[],
  params?: PageParams,
  origin?: string,
): LinkTarget {
  const override = findPageOverride(key, pageUrlSetup);
  const raw = override?.href ?? defaultPagePaths[key];
  const target = classifyHref(raw, override?.shallow ?? false, origin);
  if (target.kind !== 'route') return target;
  const { pathname, rest } = splitPath(target.href);
  const filled = fillPathParams(pathname, params);
  return filled === undefined ? { kind: 'none' } : { ...target, href: `${filled}${rest}` };
}

/** Splits `/a/b?x=1#h` into the pathname and the `?x=1#h` rest. */
export function splitPath(href: string): { pathname: string; rest: string } {
  const index = href.search(/[?#]/);
  return index === -1
    ? { pathname: href, rest: '' }
    : { pathname: href.slice(0, index), rest: href.slice(index) };
}

/**
 * Every route path to register, with its page: overridden hrefs (in-app paths only) first so an
 * override wins a path that is also another page's default, then each page's default path.
 */
export function pageRoutePaths(
  pageUrlSetup: readonly PageUrlEntry[],
  origin?: string,
): Array<{ key: PageKey; path: string }> {
  const byPath = new Map<string, PageKey>();
  for (const entry of pageUrlSetup) {
    const key = entry.key as PageKey;
    if (!(key in defaultPagePaths)) continue;
    const target = classifyHref(entry.href, entry.shallow, origin);
    if (target.kind !== 'route') continue;
    const path = normalizeRoutePath(splitPath(target.href).pathname);
    if (!byPath.has(path)) byPath.set(path, key);
  }
  for (const [key, path] of Object.entries(defaultPagePaths) as Array<[PageKey, string]>) {
    if (!byPath.has(path)) byPath.set(path, key);
  }
  return [...byPath].map(([path, key]) => ({ key, path }));
}

function normalizeRoutePath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}
