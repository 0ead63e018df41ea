import type { AppSettings, Location } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { defaultAppSettings } from '../../../test/settings.ts';
import type { SafetyRepository } from './safety.repository.ts';
import { createSafetyService } from './safety.service.ts';

const location = (code: string, ip: string, subdivisions: string[] = []): Location => ({
  country: { code, name: code },
  ipInfo: { ip, subdivisions: subdivisions.map((isoCode) => ({ isoCode })), city: null, fallback: false },
});

function serviceWith(settings: Partial<AppSettings>) {
  return createSafetyService({
    repository: {} as SafetyRepository,
    geolocator: { lookup: async () => null },
    defaultCountry: 'MT',
    getSettings: async () => ({ ...defaultAppSettings, ...settings }),
  });
}

describe('isBlockedLocation (spec §4 country block)', () => {
  it('blocks excluded countries and Saxony-Anhalt, not the rest of Germany', async () => {
    const service = serviceWith({ excludedCountryCodeList: ['GB'] });
    expect(await service.isBlockedLocation(location('GB', '81.2.69.142'))).toBe(true);
    expect(await service.isBlockedLocation(location('DE', '91.64.0.1', ['ST']))).toBe(true);
    expect(await service.isBlockedLocation(location('DE', '91.64.0.2', ['BE']))).toBe(false);
    expect(await service.isBlockedLocation(location('MT', '31.13.0.1'))).toBe(false);
  });

  it('never blocks a whitelisted address or range', async () => {
    const service = serviceWith({
      excludedCountryCodeList: ['GB'],
      whitelistedIPs: ['81.2.69.0/24', '2001:db8::7'],
    });
    expect(await service.isBlockedLocation(location('GB', '81.2.69.142'))).toBe(false);
    expect(await service.isBlockedLocation(location('GB', '2001:db8::7'))).toBe(false);
    expect(await service.isBlockedLocation(location('GB', '81.2.70.1'))).toBe(true);
  });
});
