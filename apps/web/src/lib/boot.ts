import { type BootData, bootDataElementId } from '@casino/contracts/boot';

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
