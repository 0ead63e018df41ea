import type { CountryBlockedInput, Location } from '@casino/contracts';
import { countryName } from '../../lib/country-names.ts';
import { type IpGeolocator, isNonPublicIp, normalizeIp } from './safety.geoip.ts';
import type { SafetyRepository } from './safety.repository.ts';

/** Where a visitor is (for the country block) and the record of blocks shown. */
export function createSafetyService({
  repository,
  geolocator,
  defaultCountry,
}: {
  repository: SafetyRepository;
  geolocator: IpGeolocator;
  defaultCountry: string;
}) {
  return {
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
