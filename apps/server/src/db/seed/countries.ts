import { type CountryCode, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import { countryName, isoCountryCodes } from '../../lib/country-names.ts';

// Territories libphonenumber has no numbering plan for; codes from the ITU assignments they use.
const callingCodesOutsideLibphonenumber: Record<string, string> = {
  AQ: '672',
  BV: '47',
  GS: '500',
  HM: '672',
  PN: '64',
  TF: '262',
  UM: '1',
};

export type CountrySeed = { code: string; name: string; phoneCode: string; flag: string };

/** Emoji flag from the two regional-indicator symbols of an ISO alpha-2 code. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  );
}

function callingCode(code: string): string {
  if (isSupportedCountry(code)) return getCountryCallingCode(code as CountryCode);
  const known = callingCodesOutsideLibphonenumber[code];
  if (!known) throw new Error(`No calling code known for ${code}`);
  return known;
}

/** Every ISO 3166-1 country with name, calling code and flag, sorted by name. */
export function buildCountrySeeds(): CountrySeed[] {
  return isoCountryCodes()
    .map((code) => ({
      code,
      name: countryName(code),
      phoneCode: `+${callingCode(code)}`,
      flag: flagEmoji(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

const mainCountryByCallingCode: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(metadata.country_calling_codes as Record<string, string[]>).map(([code, owners]) => [
    code,
    owners[0],
  ]),
);

/**
 * The phone-code picker list (spec §5): one entry per calling code, AX excluded (it shares +358
 * with FI), the main country of a shared code first, sorted numerically.
 */
export function buildPhoneCodeList<T extends { code: string; phoneCode: string }>(countries: T[]): T[] {
  const byPhoneCode = new Map<string, T>();
  for (const country of countries) {
    if (country.code === 'AX') continue;
    const current = byPhoneCode.get(country.phoneCode);
    const main = mainCountryByCallingCode[country.phoneCode.slice(1)];
    if (!current || (current.code !== main && country.code === main))
      byPhoneCode.set(country.phoneCode, country);
  }
  return [...byPhoneCode.values()].sort(
    (a, b) => Number(a.phoneCode.slice(1)) - Number(b.phoneCode.slice(1)),
  );
}
