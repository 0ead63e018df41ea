import metadata from 'libphonenumber-js/metadata.min.json';

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
