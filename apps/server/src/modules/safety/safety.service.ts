import { BlockList, isIP } from 'node:net';
import type { AppSettings, CountryBlockedInput, Location } from '@casino/contracts';
import { countryName } from '../../lib/country-names.ts';
import { type IpGeolocator, isNonPublicIp, normalizeIp } from './geolocation/geolocation.service.ts';
import type { SafetyRepository } from './safety.repository.ts';

/** Where a visitor is (for the country block) and the record of blocks shown. */
export function createSafetyService({
  repository,
  geolocator,
  defaultCountry,
  getSettings,
}: {
  repository: SafetyRepository;
  geolocator: IpGeolocator;
  defaultCountry: string;
  getSettings: () => Promise<AppSettings>;
}) {
  return {
    /**
     * Spec §4 country block: an excluded country, or Germany's Saxony-Anhalt (DE-ST), unless the
     * address is whitelisted (an entry may be an address or a CIDR range).
     */
    async isBlockedLocation(location: Location): Promise<boolean> {
      const settings = await getSettings();
      if (isWhitelisted(location.ipInfo.ip, settings.whitelistedIPs)) return false;
      const country = location.country.code;
      if (settings.excludedCountryCodeList.includes(country)) return true;
      return (
        country === 'DE' && location.ipInfo.subdivisions.some((subdivision) => subdivision.isoCode === 'ST')
      );
    },

    async locate(requestIp: string): Promise<Location> {
      const ip = normalizeIp(requestIp);
      const found = isNonPublicIp(ip) ? null : await geolocator.lookup(ip);
      const country = found?.country ?? defaultCountry;
      return {
        country: { code: country, name: countryName(country) },
        ipInfo: {
          ip,
          subdivisions: (found?.subdivisions ?? []).map((isoCode) => ({ isoCode })),
          city: found?.city ?? null,
          fallback: found === null,
        },
      };
    },

    async reportCountryBlock(
      input: CountryBlockedInput,
      context: { requestIp: string },
    ): Promise<{ stored: boolean }> {
      const stored = await repository.insertCountryBlockReport({
        ...input,
        requestIp: normalizeIp(context.requestIp),
      });
      return { stored };
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;

function isWhitelisted(ip: string, entries: string[]): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.trim().split('/');
    const entryFamily = isIP(address);
    if (entryFamily === 0) continue;
    const type = entryFamily === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}
