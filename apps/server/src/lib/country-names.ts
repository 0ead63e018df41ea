import countryNames from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

countryNames.registerLocale(english);

/** Every ISO 3166-1 alpha-2 code known to the name database. */
export const isoCountryCodes = (): string[] => Object.keys(countryNames.getAlpha2Codes());

/** English short name of a country ("Taiwan", not "Taiwan, Province of China"); the code if unknown. */
export function countryName(code: string): string {
  return countryNames.getName(code, 'en', { select: 'alias' }) ?? code;
}
