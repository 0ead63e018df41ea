import { describe, expect, it } from 'vitest';
import { createGeoipLiteGeolocator, isNonPublicIp, normalizeIp } from './geolocation.service.ts';

describe('isNonPublicIp', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.20.30.40', true],
    ['172.16.5.4', true],
    ['172.32.0.1', false],
    ['192.168.0.10', true],
    ['169.254.1.1', true],
    ['100.64.0.1', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['not an ip', true],
    ['8.8.8.8', false],
    ['2001:4860:4860::8888', false],
  ])('%s → %s', (ip, expected) => {
    expect(isNonPublicIp(ip)).toBe(expected);
  });

  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(normalizeIp('::ffff:81.2.69.142')).toBe('81.2.69.142');
  });
});

describe('geoip-lite geolocator', () => {
  it('locates public addresses from the GeoLite2 data shipped in the package', async () => {
    const geolocator = createGeoipLiteGeolocator();
    const google = await geolocator.lookup('8.8.8.8');
    expect(google?.country).toBe('US');
    expect(Array.isArray(google?.subdivisions)).toBe(true);
    expect(await geolocator.lookup('0.0.0.0')).toBeNull();
  });
});
