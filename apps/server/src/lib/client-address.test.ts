import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './client-address.ts';

describe('rateLimitAddress', () => {
  it('counts an IPv4 address as itself, also when it comes IPv4-mapped', () => {
    expect(rateLimitAddress('192.0.2.1')).toBe('192.0.2.1');
    expect(rateLimitAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(rateLimitAddress('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress('::ffff:c000:201')).toBe('192.0.2.1');
    expect(rateLimitAddress('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('counts every address of an IPv6 /64 as one', () => {
    const block = '2001:db8:85a3:42::/64';
    expect(rateLimitAddress('2001:db8:85a3:42::1')).toBe(block);
    expect(rateLimitAddress('2001:0db8:85a3:0042:ffff:ffff:ffff:fffe')).toBe(block);
    expect(rateLimitAddress('2001:db8:85a3:42:1:2:3:4%eth0')).toBe(block);
    expect(rateLimitAddress('2001:db8:85a3:43::1')).not.toBe(block);
  });

  it('expands the shortest forms before taking the /64', () => {
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('2001:db8::7:1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(rateLimitAddress('fe80:1:2:3:4::')).toBe('fe80:1:2:3::/64');
  });

  it('leaves anything else as it is', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});
