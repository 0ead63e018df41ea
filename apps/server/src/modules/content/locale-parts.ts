import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocalePart, LocaleStrings } from '@casino/contracts';
import { localeStartFile, pluralBaseKey } from '@casino/contracts/locale-parts';

/** The keys the web app's start-up code uses: whole, or under a prefix it builds keys from. */
export type LocaleStartKeys = { keys: ReadonlySet<string>; prefixes: readonly string[] };

/**
 * The start-up keys the built web app lists in `webDistDir`, or null when there is no such list (no
 * build, or a build from before it): the start part is then the whole language.
 */
export function readLocaleStartKeys(webDistDir: string): LocaleStartKeys | null {
  const file = path.join(webDistDir, localeStartFile);
  if (!existsSync(file)) return null;
  try {
    const { keys, prefixes } = JSON.parse(readFileSync(file, 'utf8')) as {
      keys?: unknown;
      prefixes?: unknown;
    };
    if (!Array.isArray(keys) || !Array.isArray(prefixes)) return null;
    return {
      keys: new Set(keys.filter((key): key is string => typeof key === 'string')),
      prefixes: prefixes.filter((prefix): prefix is string => typeof prefix === 'string' && prefix !== ''),
    };
  } catch {
    return null;
  }
}

/** Whether start-up uses `key`: listed (a plural form through its base key) or under a listed prefix. */
export function isStartKey(key: string, start: LocaleStartKeys): boolean {
  return (
    start.keys.has(key) ||
    start.keys.has(pluralBaseKey(key)) ||
    start.prefixes.some((prefix) => key.startsWith(prefix))
  );
}

/**
 * One part of a language's strings: `start` what the app's first render needs, `rest` the others;
 * no part, all of them. Without a start-up list the start part is everything and the rest empty.
 */
export function localePart(
  strings: LocaleStrings,
  part: LocalePart | undefined,
  start: LocaleStartKeys | null,
) {
  if (!part) return strings;
  if (!start) return part === 'start' ? strings : {};
  const wanted = part === 'start';
  const result: LocaleStrings = {};
  for (const [key, value] of Object.entries(strings)) {
    if (isStartKey(key, start) === wanted) result[key] = value;
  }
  return result;
}
