import { shellEnglishStrings } from '@casino/content/shell';
import type { AppSettings, LocalePart, LocaleStrings, localeStringsSchema } from '@casino/contracts';
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

/** While start-up has only the start part of its language: whether a text asked for a key beyond it. */
let restPending = false;
let missedBeforeRest = false;

type Resolved = { res?: unknown; usedLng?: string };

/**
 * `settings.debugShowTranslationKeys`: every text shows its key instead (for translators). Also
 * notes a text rendered before the rest of the language arrived whose key was not in the start part
 * (the build's list missed it): the app renders again once the rest is in (`restOfStrings`).
 */
const keysProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'keys',
  process: (value: string, key: string | string[], options: { i18nResolved?: Resolved }) => {
    if (restPending && !missedBeforeRest) {
      const resolved = options.i18nResolved;
      if (resolved?.res === undefined || resolved.usedLng !== i18n.language) missedBeforeRest = true;
    }
    return showKeys ? (Array.isArray(key) ? (key[0] ?? value) : key) : value;
  },
};

/**
 * The i18next instance. It starts synchronously with the bundled English shell strings so the very
 * first screen (even the "Service Unavailable" one) has text; the server's strings are layered on
 * top: at start-up the part the start-up code uses (about a seventh of the language), the rest
 * before any lazy page or modal renders and once the page has settled (`restOfStrings`). Only the
 * shell's part is bundled: the whole English copy would be a fifth of the lobby's first download,
 * and the server sends it anyway.
 * Keys are flat ("shell.nav.casino"), so key and namespace separators are off. Detection is off.
 */
export const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .use(keysProcessor)
  .init({
    resources: { [defaultLocale]: { [i18nNamespace]: shellEnglishStrings } },
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    ns: [i18nNamespace],
    defaultNS: i18nNamespace,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    postProcess: ['keys'],
    // the post-processor learns which language a text came from
    postProcessPassResolved: true,
    returnEmptyString: false,
    initAsync: false,
    // `added`: see `restOfStrings`; every load adds its strings silently
    react: { useSuspense: false, bindI18nStore: 'added' },
    showSupportNotice: false,
  });

export { dailyCacheBuster, localeUrl };

/** i18next's resource store, with the options argument and the emitter its types leave out. */
type BundleStore = {
  emit(event: 'added', lng: string, ns: string, resources: object): void;
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

/**
 * The server's strings for `lng`, cached like the server's locale cache (5 minutes): the `start`
 * part (the keys the start-up code uses, as the build lists them), the `rest`, or all of them.
 */
export function fetchLocaleStrings(
  lng: string,
  cacheBuster: string,
  part?: LocalePart,
): Promise<LocaleStrings> {
  return queryClient.fetchQuery({
    queryKey: ['locale', lng, cacheBuster, part ?? 'all'],
    // the page preloads the start part's address (plugins/web-app.ts): the browser answers from
    // that download (the query's order is the preload's: `_`, then `part`)
    queryFn: ({ signal }) =>
      apiGet<Answer<typeof localeStringsSchema>>(localeUrl(lng), { query: { _: cacheBuster, part }, signal }),
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
export async function loadLocale(lng: string, cacheBuster: string, part?: LocalePart): Promise<boolean> {
  try {
    const strings = await fetchLocaleStrings(lng, cacheBuster, part);
    // the keys are flat, so a shallow merge does what i18next's deep one would; and the answer is
    // the query cache's own, never changed, so i18next need not copy it first (through JSON): both
    // walked every string of the language on start-up's path to the first render (~10 ms here).
    // Silent: nothing renders again because strings were added (see `restOfStrings`)
    (i18n.store as unknown as BundleStore).addResourceBundle(lng, i18nNamespace, strings, false, true, {
      skipCopy: true,
      silent: true,
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

/** The languages a page shows: `lng`, with the default locale's strings as its fallback. */
function withFallback(lng: string): string[] {
  return lng === defaultLocale ? [lng] : [lng, defaultLocale];
}

/** The rest of `lng`'s strings, once per cache-busting value (a failed load counts as done). */
const restLoads = new Map<string, Promise<void>>();
function loadRest(lng: string, cacheBuster: string): Promise<void> {
  const key = `${lng}\n${cacheBuster}`;
  let load = restLoads.get(key);
  if (!load) {
    load = loadLocale(lng, cacheBuster, 'rest').then(() => undefined);
    restLoads.set(key, load);
  }
  return load;
}

/** Loads and switches to `lng` (the default locale's server strings too, as its fallback). */
export async function changeAppLanguage(
  lng: string,
  settings: Pick<AppSettings, 'cacheControlHash'>,
): Promise<void> {
  const cacheBuster = localeCacheBuster(settings);
  await Promise.all(
    withFallback(lng).flatMap((each) => [
      loadLocale(each, cacheBuster, 'start'),
      loadRest(each, cacheBuster),
    ]),
  );
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
  storeLocale(lng);
}

/** Start-up's language and the `_` value of its files, once start-up has begun. */
let startup: { lng: string; cacheBuster: string } | undefined;

/**
 * Start-up: applies the settings that shape translations and loads the first locale's start part:
 * the keys the code every page runs at start-up uses, listed by the build (apps/web/locale-start.ts),
 * so the first render waits for ~17 KB of strings instead of ~130 KB.
 */
export async function startI18n(settings: AppSettings): Promise<void> {
  showKeys = settings.debugShowTranslationKeys;
  const lng = initialLocale(settings, readStoredLocale());
  const cacheBuster = localeCacheBuster(settings);
  restPending = true;
  startup = { lng, cacheBuster };
  await Promise.all(withFallback(lng).map((each) => loadLocale(each, cacheBuster, 'start')));
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
}

/**
 * The rest of start-up's language (and of English under it): what lazy pages and modals await with
 * their code (`withAllStrings`), and what start-up loads once the page has settled. Asked for at
 * once, not after the start part: a lazy page opened by the visitor (start-up preloads it) needs
 * both, and its code is downloading already. When a text rendered before it arrived asked for a
 * key beyond the start part, every text renders again once it is in. Never fails: a part that
 * cannot be loaded leaves the bundled copy to answer.
 */
export function restOfStrings(): Promise<void> {
  if (!startup) return Promise.resolve();
  const { lng, cacheBuster } = startup;
  return Promise.all(withFallback(lng).map((each) => loadRest(each, cacheBuster))).then(() => {
    if (!restPending) return;
    restPending = false;
    // react-i18next renders its users again on the store's `added` (bindI18nStore)
    if (missedBeforeRest) (i18n.store as unknown as BundleStore).emit('added', lng, i18nNamespace, {});
  });
}

/** `load` (a lazy page's or modal's code), resolved once the rest of the language is in too. */
export async function withAllStrings<T>(load: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load, restOfStrings()]);
  return loaded;
}
