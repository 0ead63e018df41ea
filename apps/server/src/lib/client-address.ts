import { isIPv6 } from 'node:net';

/**
 * The address a per-address limit counts against. An IPv4 address is itself (also when it comes
 * IPv4-mapped, `::ffff:192.0.2.1`); an IPv6 address counts as its /64, the block one subscriber or
 * one host usually gets whole: counting single IPv6 addresses would let anyone with such a block
 * (billions of addresses) try a password, a code or a sign-up without ever reaching a limit.
 */
export function rateLimitAddress(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  // an embedded IPv4 tail (a.b.c.d) is the last two groups
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right].map(
    (group) => Number.parseInt(group, 16),
  );
  // an IPv4-mapped address, however it is written (::ffff:192.0.2.1, ::ffff:c000:201, ...)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The network an address is in, for telling two players apart: an IPv4 address's /24, an IPv6
 * address's /64 (as `rateLimitAddress` counts it).
 */
export function networkOf(ip: string): string {
  const address = rateLimitAddress(ip);
  if (address.endsWith('/64')) return address;
  const octets = address.split('.');
  return octets.length === 4 ? `${octets.slice(0, 3).join('.')}.0/24` : address;
}
