/*
 * The language in two parts (issue 16): the web build lists the keys its start-up code uses, and
 * the server serves those first. Both sides name the list's file and read plural keys the same way.
 */

/** The file the web build writes beside its index.html, which the server reads. */
export const localeStartFile = 'locale-start.json';

/** i18next's plural forms: `key_one`, `key_other`, … all belong to `key`. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The key a plural form belongs to (`spins_one` → `spins`); any other key as it is. */
export function pluralBaseKey(key: string): string {
  return key.replace(pluralSuffix, '');
}
