import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { IpGeolocator } from './geolocation/geolocation.service.ts';
import { countryBlockReports } from './safety.schema.ts';

// A small table instead of the 100 MB GeoLite data: the lookup itself is geoip-lite's job.
const knownAddresses: Record<string, { country: string; subdivisions: string[]; city: string | null }> = {
  '81.2.69.142': { country: 'GB', subdivisions: ['ENG'], city: 'London' },
  '91.64.0.1': { country: 'DE', subdivisions: ['ST'], city: 'Magdeburg' },
};
const geolocator: IpGeolocator = { lookup: async (ip) => knownAddresses[ip] ?? null };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ geolocator, env: { TRUST_PROXY: '1', GEO_DEFAULT_COUNTRY: 'MT' } });
});
afterAll(async () => {
  await app?.close();
});

const reportCount = async () =>
  (await app.database.db.select({ n: count() }).from(countryBlockReports))[0]?.n;

describe('get-location', () => {
  it('locates a public address with its subdivision', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/get-location',
      headers: { 'x-forwarded-for': '91.64.0.1' },
    });
    expect(response.json().data.location).toEqual({
      country: { code: 'DE', name: 'Germany' },
      ipInfo: { ip: '91.64.0.1', subdivisions: [{ isoCode: 'ST' }], city: 'Magdeburg', fallback: false },
    });
  });

  it('falls back to the configured country for loopback and private addresses', async () => {
    for (const address of ['127.0.0.1', '192.168.1.20', '10.1.2.3', '::1']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/get-location',
        headers: { 'x-forwarded-for': address },
      });
      expect(response.json().data.location.country.code).toBe('MT');
      expect(response.json().data.location.ipInfo.fallback).toBe(true);
    }
  });
});

describe('country-blocked', () => {
  const report = { ip: '81.2.69.142', country: 'GB', firstUrl: 'https://casino.example/casino?cpnc=a' };

  it('stores a report once per ip, country and first URL', async () => {
    const before = (await reportCount()) ?? 0;
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/country-blocked',
        payload: report,
      });
      expect(response.statusCode).toBe(200);
    }
    await app.inject({
      method: 'POST',
      url: '/api/user/country-blocked',
      payload: { ...report, firstUrl: '/other' },
    });
    expect(await reportCount()).toBe(before + 2);
  });

  it.each([
    ['a bad IP', { ...report, ip: 'not-an-ip' }],
    ['a lower-case country', { ...report, country: 'gb' }],
    ['an unknown field', { ...report, note: 'x' }],
    ['a missing first URL', { ip: report.ip, country: report.country }],
  ])('refuses %s and stores nothing', async (_name, payload) => {
    const before = await reportCount();
    const response = await app.inject({ method: 'POST', url: '/api/user/country-blocked', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    expect(await reportCount()).toBe(before);
  });
});
