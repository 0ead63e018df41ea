import { shellEnglishStrings } from '@casino/content/shell';
import type { AppSettings, LocaleStrings, localeStringsSchema } from '@casino/contracts';
import { localeCacheBuster as cacheBusterOf, dailyCacheBuster, localeUrl } from '@casino/contracts/boot';
import { defaultLocale } from '@casino/contracts/constants';
import { timing } from '@casino/contracts/validations';
import i18next, { type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Answer, apiGet } from './api-client';
import { bootData } from './boot';
import { queryClient } from './query-client';

/** The one namespace of the app (spec §9). */
export const i18nNamespace = 'common';

const storedLocaleKey = 'locale';
const rtlLocales = new Set(['ar', 'fa', 'ps']);
/** Project locale codes that are not BCP 47 language tags, for `<html lang>` and display names. */
const bcp47ByLocale: Record<string, string> = { cn: 'zh', du: 'nl', cz: 'cs', gr: 'el' };

let showKeys = false;

/** `settings.debugShowTranslationKeys`: every text shows its key instead (for translators). */
const showKeysProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'showKeys',
  process: (value: string, key: string | string[]) =>
    showKeys ? (Array.isArray(key) ? (key[0] ?? value) : key) : value,
};

/**
 * The i18next instance. It starts synchronously with the bundled English shell strings so the very
 * first screen (even the "Service Unavailable" one) has text; the server's strings (every part, as
 * seeded) are layered on top at start-up. Only the shell's part is bundled: the whole English copy
 * would be a fifth of the lobby's first download, and the server sends it anyway.
 * Keys are flat ("shell.nav.casino"), so key and namespace separators are off. Detection is off.
 */
export const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .use(showKeysProcessor)
  .init({
    resources: { [defaultLocale]: { [i18nNamespace]: shellEnglishStrings } },
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    ns: [i18nNamespace],
    defaultNS: i18nNamespace,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    postProcess: ['showKeys'],
    returnEmptyString: false,
    initAsync: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });

export { dailyCacheBuster, localeUrl };

/** i18next's resource store, with the options argument its types leave out. */
type BundleStore = {
  addResourceBundle(
    lng: string,
    ns: string,
    resources: object,
    deep: boolean,
    overwrite: boolean,
    options: { silent?: boolean; skipCopy?: boolean },
  ): void;
};

/**
 * The `_` value of the locales URL: the operator's hash when set, else today's date. The page's
 * own value while the operator's hash is the one it was written with (lib/boot.ts), so the app
 * asks for the very address the page preloads.
 */
export function localeCacheBuster(settings: Pick<AppSettings, 'cacheControlHash'>, now?: Date): string {
  const boot = bootData();
  if (boot && boot.settings.cacheControlHash === settings.cacheControlHash) return boot.localeCacheBuster;
  return cacheBusterOf(settings, now);
}

/** The server's strings for `lng`, cached like the server's locale cache (5 minutes). */
export function fetchLocaleStrings(lng: string, cacheBuster: string): Promise<LocaleStrings> {
  return queryClient.fetchQuery({
    queryKey: ['locale', lng, cacheBuster],
    // the page preloads this address (plugins/web-app.ts): the browser answers from that download
    queryFn: ({ signal }) =>
      apiGet<Answer<typeof localeStringsSchema>>(localeUrl(lng), { query: { _: cacheBuster }, signal }),
    staleTime: timing.localeCacheMs,
    retry: 1,
  });
}

/**
 * Layers the server's strings for `lng` over what is bundled. The fallback chain of spec §4 is then
 * i18next's own: server strings → bundled copy → default locale (en) → the key's default. When the
 * default locale's strings cannot be loaded, the whole bundled English copy is fetched instead (a
 * chunk of its own, so only a visitor who needs it downloads it).
 */
export async function loadLocale(lng: string, cacheBuster: string): Promise<boolean> {
  try {
    const strings = await fetchLocaleStrings(lng, cacheBuster);
    // the keys are flat, so a shallow merge does what i18next's deep one would; and the answer is
    // the query cache's own, never changed, so i18next need not copy it first (through JSON): both
    // walked every string of the language on start-up's path to the first render (~10 ms here)
    (i18n.store as unknown as BundleStore).addResourceBundle(lng, i18nNamespace, strings, false, true, {
      skipCopy: true,
    });
    return true;
  } catch (error) {
    console.warn(`Translations for "${lng}" could not be loaded; using the bundled copy.`, error);
    if (lng === defaultLocale) await addBundledEnglish();
    return false;
  }
}

/** The whole bundled English copy under whatever English strings are there already. */
export async function addBundledEnglish(): Promise<void> {
  const { defaultEnglishStrings } = await import('@casino/content/english');
  i18n.addResourceBundle(defaultLocale, i18nNamespace, defaultEnglishStrings, true, false);
}

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(storedLocaleKey);
  } catch {
    return null;
  }
}

function storeLocale(lng: string): void {
  try {
    localStorage.setItem(storedLocaleKey, lng);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

/** The locale to start in: the player's earlier choice if still offered, else the operator's default. */
export function initialLocale(
  settings: Pick<AppSettings, 'defaultLocale' | 'supportedLocales'>,
  stored: string | null,
): string {
  if (stored && settings.supportedLocales.includes(stored)) return stored;
  if (settings.supportedLocales.length === 0 || settings.supportedLocales.includes(settings.defaultLocale)) {
    return settings.defaultLocale || defaultLocale;
  }
  return settings.supportedLocales[0] ?? defaultLocale;
}

export function bcp47(lng: string): string {
  return bcp47ByLocale[lng] ?? lng;
}

function applyDocumentLanguage(lng: string): void {
  document.documentElement.lang = bcp47(lng);
  document.documentElement.dir = rtlLocales.has(lng) ? 'rtl' : 'ltr';
}

/** Loads and switches to `lng` (the default locale's server strings too, as its fallback). */
export async function changeAppLanguage(
  lng: string,
  settings: Pick<AppSettings, 'cacheControlHash'>,
): Promise<void> {
  const cacheBuster = localeCacheBuster(settings);
  const loads = [loadLocale(lng, cacheBuster)];
  if (lng !== defaultLocale) loads.push(loadLocale(defaultLocale, cacheBuster));
  await Promise.all(loads);
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
  storeLocale(lng);
}

/** Start-up: applies the settings that shape translations and loads the first locale. */
export async function startI18n(settings: AppSettings): Promise<void> {
  showKeys = settings.debugShowTranslationKeys;
  const lng = initialLocale(settings, readStoredLocale());
  const cacheBuster = localeCacheBuster(settings);
  const loads = [loadLocale(lng, cacheBuster)];
  if (lng !== defaultLocale) loads.push(loadLocale(defaultLocale, cacheBuster));
  await Promise.all(loads);
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
}
