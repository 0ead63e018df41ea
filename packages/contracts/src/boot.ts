/*
 * What the server writes into the page it serves so the web app starts without waiting for its own
 * requests (no zod here: the lobby's first download imports this). The settings are those of
 * GET /api/core/casino/settings2; the strings of the locale files are announced with
 * `<link rel="preload">` under the exact address the app then asks for (spec §9: the `_` value is
 * the operator's hash, else the current date).
 */
import type { LocalePart } from './content.ts';
import type { AppSettings } from './settings.ts';

/** The id of the `<script type="application/json">` holding the start-up data. */
export const bootDataElementId = 'casino-boot';

export type BootData = {
  settings: AppSettings;
  /** The `_` value of the locale files' addresses for this page (see `localeCacheBuster`). */
  localeCacheBuster: string;
  /**
   * The answers of the public reads the opened page starts with (`startupReads`), by `answerKey`:
   * the whole JSON body the API answers, which the app takes instead of requesting it, once.
   */
  answers?: Record<string, unknown>;
};

/** `YYYY-MM-DD` in the local time zone of whoever calls it: the translation URL changes once a day. */
export function dailyCacheBuster(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The `_` value of the locales URL: the operator's hash when set, else today's date. */
export function localeCacheBuster(settings: Pick<AppSettings, 'cacheControlHash'>, now?: Date): string {
  const hash = settings.cacheControlHash.trim();
  return hash === '' ? dailyCacheBuster(now) : hash;
}

export function localeUrl(lng: string): string {
  return `/api/core/casino/locales/${encodeURIComponent(lng)}.json`;
}

/** The address of a locale file as the app requests it, query string included. */
export function localeRequestPath(lng: string, cacheBuster: string, part?: LocalePart): string {
  return `${localeUrl(lng)}?${new URLSearchParams(part ? { _: cacheBuster, part } : { _: cacheBuster })}`;
}

/**
 * The locale files every visitor's start-up loads whatever language they pick: English (the
 * fallback of every other language, so always loaded) and the operator's default language.
 */
export function startupLocales(
  settings: Pick<AppSettings, 'defaultLocale' | 'supportedLocales'>,
  fallback: string,
): string[] {
  const operatorDefault = settings.defaultLocale;
  const offered =
    settings.supportedLocales.length === 0 || settings.supportedLocales.includes(operatorDefault);
  return operatorDefault && operatorDefault !== fallback && offered
    ? [fallback, operatorDefault]
    : [fallback];
}
