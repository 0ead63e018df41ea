import { BlockList, isIP } from 'node:net';

export type IpLocation = { country: string; subdivisions: string[]; city: string | null };

/** Maps a public IP address to a country; `null` when the database has no entry. */
export type IpGeolocator = { lookup(ip: string): Promise<IpLocation | null> };

const nonPublicRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  nonPublicRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  nonPublicRanges.addSubnet(network, prefix, 'ipv6');
}

/** Strips the IPv4-mapped IPv6 prefix (::ffff:1.2.3.4) that dual-stack sockets report. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Loopback, private, link-local and unspecified addresses have no geography. */
export function isNonPublicIp(ip: string): boolean {
  const address = normalizeIp(ip);
  const family = isIP(address);
  if (family === 0) return true;
  return nonPublicRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Geolocation from the GeoLite2 data shipped inside the geoip-lite package. The data (~100 MB in
 * memory) is loaded on the first public address, not at start-up.
 */
export function createGeoipLiteGeolocator(): IpGeolocator {
  let database: Promise<typeof import('geoip-lite')> | undefined;
  return {
    async lookup(ip) {
      database ??= import('geoip-lite').then((module) => module.default ?? module);
      const hit = (await database).lookup(normalizeIp(ip));
      if (!hit?.country) return null;
      return { country: hit.country, subdivisions: hit.region ? [hit.region] : [], city: hit.city || null };
    },
  };
}
