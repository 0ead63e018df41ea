import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('default to 365 days, path / and SameSite=Lax (spec §9)', () => {
    expect(serializeCookie('currency', 'EUR')).toBe('currency=EUR; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('encode names and values and mark SameSite=None as Secure', () => {
    expect(serializeCookie('a b', 'x;y', { sameSite: 'None', maxAgeSeconds: 60 })).toBe(
      'a%20b=x%3By; Max-Age=60; Path=/; SameSite=None; Secure',
    );
  });

  it('parse document.cookie, first value wins, bad encodings skipped', () => {
    expect(parseCookies('a=1; b=x%3By; a=2; c=%E0%A4%A; =z; d')).toEqual({ a: '1', b: 'x;y' });
  });
});
