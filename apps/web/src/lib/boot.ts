import { type BootData, bootDataElementId } from '@casino/contracts/boot';
import { answerKey } from '@casino/contracts/page-match';

let read = false;
let cached: BootData | null = null;

/**
 * The start-up data the server wrote into the page (settings, the locale files' cache-busting
 * value), or null when the page has none (the server could not read them, or the app runs from
 * Vite's dev server): the app then requests the settings itself.
 */
export function bootData(): BootData | null {
  if (read) return cached;
  read = true;
  cached =
    typeof document === 'undefined'
      ? null
      : parseBootData(document.getElementById(bootDataElementId)?.textContent);
  return cached;
}

/** The start-up data from its element's text; null when absent or not what the server writes. */
export function parseBootData(text: string | null | undefined): BootData | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { settings, localeCacheBuster } = value as Partial<BootData>;
    const complete =
      typeof settings === 'object' &&
      settings !== null &&
      typeof settings.cacheControlHash === 'string' &&
      typeof localeCacheBuster === 'string';
    return complete ? (value as BootData) : null;
  } catch {
    return null;
  }
}

/**
 * Hands out carried answers (the opened page's first reads) by the address of a GET, each the
 * first time it is asked for; undefined afterwards and for any other address, so every later read
 * asks the server.
 */
export function answerTaker(answers: () => Record<string, unknown> | undefined): (url: URL) => unknown {
  const taken = new Set<string>();
  return (url) => {
    const key = answerKey(url.pathname, url.search);
    const carried = answers();
    if (!carried || taken.has(key) || !Object.hasOwn(carried, key)) return undefined;
    taken.add(key);
    return carried[key];
  };
}

/** The answer the server put into this page for a GET of `url`, once (see `answerTaker`). */
export const takeBootAnswer = answerTaker(() => bootData()?.answers);
