import type { Locale } from '@casino/contracts';
import { bcp47 } from '../../../lib/i18n';

/**
 * Each language of spec §3 by its own name, as `Intl.DisplayNames` gives it. Written out because
 * building one `Intl.DisplayNames` per language costs the lobby's first render about 50 ms of main
 * thread on a desktop (it loads each language's data); Intl remains for codes outside the list.
 */
const endonyms: Record<Locale, string> = {
  ar: 'العربية',
  bg: 'Български',
  bs: 'Bosanski',
  cn: '中文',
  cz: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  du: 'Nederlands',
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  fa: 'فارسی',
  fi: 'Suomi',
  fr: 'Français',
  gr: 'Ελληνικά',
  hi: 'हिन्दी',
  hu: 'Magyar',
  id: 'Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  ms: 'Melayu',
  mt: 'Malti',
  mu: 'MU',
  no: 'Norsk',
  pl: 'Polski',
  ps: 'پښتو',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  sr: 'Српски',
  sw: 'Kiswahili',
  th: 'ไทย',
  tr: 'Türkçe',
  vi: 'Tiếng Việt',
};

const computed = new Map<string, string>();

/** The language `code` in its own language, for the language switcher. */
export function languageName(code: string): string {
  const known = (endonyms as Record<string, string>)[code];
  if (known) return known;
  let name = computed.get(code);
  if (name === undefined) {
    name = code.toUpperCase();
    try {
      const tag = bcp47(code);
      const display = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
      if (display && display !== tag) name = display.charAt(0).toLocaleUpperCase(tag) + display.slice(1);
    } catch {
      // not a language Intl knows: show the code
    }
    computed.set(code, name);
  }
  return name;
}
