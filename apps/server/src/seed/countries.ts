import { type CountryCode, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { countryName, isoCountryCodes } from '../lib/country-names.ts';

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
