import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { appSettingsSchema, countriesResponseSchema, supportedLocales } from '@casino/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { eventLogs, localeStrings, marketingScripts } from '../../db/schema.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const countEvents = async () => (await app.database.db.select({ n: count() }).from(eventLogs))[0]?.n;

describe('settings2', () => {
  it('returns every settings key of the spec with the spec defaults', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/core/casino/settings2' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(Object.keys(appSettingsSchema.shape).sort());
    expect(data).toMatchObject({
      theme: 'curacao',
      navigationSystem: 'basic',
      depositFormVersion: 1,
      cookiesPopup: true,
      inactivitySessionTimeout: 30,
      affiliateKeyQueryParameter: 'nxafk',
      affiliateTokenQueryParameter: 'nxaft',
    });
  });
});

describe('countries and currencies', () => {
  it('lists at least 240 countries without AX and a unique, sorted phone-code list', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/get-all-country' });
    const { data } = countriesResponseSchema.parse(response.json());
    expect(data.countries.count).toBe(data.countries.rows.length);
    expect(data.countries.rows.length).toBeGreaterThanOrEqual(240);
    expect(data.countries.rows.map((c) => c.code)).not.toContain('AX');
    const phoneCodes = data.phoneCodes.map((entry) => entry.phoneCode);
    expect(new Set(phoneCodes).size).toBe(phoneCodes.length);
    expect(data.phoneCodes.map((entry) => entry.code)).not.toContain('AX');
    const numeric = phoneCodes.map((code) => Number(code.slice(1)));
    expect(numeric).toEqual([...numeric].sort((a, b) => a - b));
    expect(data.phoneCodes.find((entry) => entry.phoneCode === '+358')?.code).toBe('FI');
    expect(data.phoneCodes.find((entry) => entry.phoneCode === '+1')?.code).toBe('US');
    const malta = data.allCountries.find((c) => c.code === 'MT');
    expect(malta).toMatchObject({ name: 'Malta', phoneCode: '+356', flag: '🇲🇹' });
  });

  it('lists the currencies with their minor-unit exponent and EUR as default', async () => {
    const { data } = (await app.inject({ method: 'GET', url: '/api/admin/get-currencies' })).json();
    const byCode = Object.fromEntries(data.currencies.map((c: { code: string }) => [c.code, c]));
    for (const code of ['EUR', 'USD', 'TRY', 'INR', 'BRL', 'BTC', 'ETH', 'USDT'])
      expect(byCode[code]).toBeDefined();
    expect(byCode.EUR).toMatchObject({ exponent: 2, isDefault: true });
    expect(byCode.BTC).toMatchObject({ exponent: 8, isCrypto: true });
    expect(data.currencies.filter((c: { isDefault: boolean }) => c.isDefault)).toHaveLength(1);
  });

  it('returns a flag for every registration field', async () => {
    const { data } = (await app.inject({ method: 'GET', url: '/api/admin/get-registration-fields' })).json();
    expect(data.email).toBe(2);
    expect(data.username).toBe(0);
    expect(Object.values(data).every((flag) => flag === 0 || flag === 1 || flag === 2)).toBe(true);
  });
});

describe('locales and pages', () => {
  it('serves English strings and accepts a cache-busting value', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/core/casino/locales/en.json?_=2026-11-21',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()['marketing.faq.title']).toBeTypeOf('string');
  });

  it('sends the strings compressed as the browser accepts them, brotli at its best quality once made', async () => {
    const url = '/api/core/casino/locales/en.json?_=2026-11-29';
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body;
    expect(JSON.parse(json)['marketing.faq.title']).toBeTypeOf('string');

    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await app.inject({ method: 'GET', url, headers });
    expect(first.headers).toMatchObject({
      'content-encoding': 'br',
      vary: expect.stringContaining('accept-encoding'),
    });
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(json);

    // the best copy is made off the request's path (~0.2 s here); then every answer is it, smaller
    // than what a per-request quality makes
    const quality = (level: number) =>
      brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: level } }).length;
    const bestSize = quality(11);
    expect(bestSize).toBeLessThan(quality(5));
    let best = first;
    for (let tries = 0; tries < 100 && best.rawPayload.length > bestSize + 64; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      best = await app.inject({ method: 'GET', url, headers });
    }
    expect(best.rawPayload.length).toBeLessThanOrEqual(bestSize + 64);
    expect(brotliDecompressSync(best.rawPayload).toString()).toBe(json);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(json);
  });

  it('sends changed strings at once, not a copy compressed before the change', async () => {
    const url = '/api/core/casino/locales/en.json';
    const headers = { 'accept-encoding': 'br' };
    const before = JSON.parse(
      brotliDecompressSync((await app.inject({ method: 'GET', url, headers })).rawPayload).toString(),
    );
    const [row] = await app.database.db.select().from(localeStrings).where(eq(localeStrings.locale, 'en'));
    const changed = { ...row?.strings, 'marketing.faq.title': 'Questions, answered' };
    await app.database.db
      .update(localeStrings)
      .set({ strings: changed })
      .where(eq(localeStrings.locale, 'en'));
    try {
      const after = JSON.parse(
        brotliDecompressSync((await app.inject({ method: 'GET', url, headers })).rawPayload).toString(),
      );
      expect(after['marketing.faq.title']).toBe('Questions, answered');
      expect(after['marketing.faq.title']).not.toBe(before['marketing.faq.title']);
    } finally {
      await app.database.db
        .update(localeStrings)
        .set({ strings: row?.strings })
        .where(eq(localeStrings.locale, 'en'));
    }
  });

  it('answers an untranslated supported locale with an empty set so the client falls back to en', async () => {
    expect(supportedLocales).toContain('de');
    const response = await app.inject({ method: 'GET', url: '/api/core/casino/locales/de.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('rejects an unknown locale with 404 LOCALE_NOT_FOUND', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/core/casino/locales/xx.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'LOCALE_NOT_FOUND' });
  });

  it('serves a policy page, falling back to English for other locales', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/core/casino/pages/privacyPolicy?lng=de' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      key: 'privacyPolicy',
      locale: 'en',
      title: 'Privacy Policy',
    });
    const missing = await app.inject({ method: 'GET', url: '/api/core/casino/pages/secretPage' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('scripts', () => {
  beforeAll(async () => {
    await app.database.db.insert(marketingScripts).values([
      { key: 'everyone-tag', audience: 'everyone', head: '<meta name="a">' },
      { key: 'guest-tag', audience: 'guests', bodyEnd: '<script src="/g.js"></script>' },
      { key: 'player-tag', audience: 'authenticated', bodyStart: '<noscript>p</noscript>' },
      { key: 'depositor-tag', audience: 'depositors', head: '<meta name="d">' },
      { key: 'off-tag', audience: 'everyone', isActive: false },
    ]);
  });

  const keysFor = async (query: string) =>
    (await app.inject({ method: 'GET', url: `/api/core/casino/scripts${query}` }))
      .json()
      .data.map((entry: { key: string }) => entry.key);

  it('filters script entries by audience', async () => {
    expect(await keysFor('')).toEqual(['everyone-tag', 'guest-tag']);
    expect(await keysFor('?enableAuthUsers=true&enableDepositors=false&_=abc')).toEqual([
      'everyone-tag',
      'player-tag',
    ]);
    expect(await keysFor('?enableAuthUsers=true&enableDepositors=true')).toEqual([
      'everyone-tag',
      'player-tag',
      'depositor-tag',
    ]);
  });

  it('rejects an unknown query parameter', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/core/casino/scripts?admin=1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('log-event', () => {
  const valid = {
    event: 'visit',
    data: { url: '/casino' },
    mkt: 'spring',
    userDeviceType: 'Mozilla/5.0',
    cpncToSent: 'c1',
  };

  it('stores a valid event', async () => {
    const before = await countEvents();
    const response = await app.inject({ method: 'POST', url: '/api/user/log-event', payload: valid });
    expect(response.statusCode).toBe(200);
    expect(await countEvents()).toBe((before ?? 0) + 1);
  });

  it.each([
    [
      'malformed JSON',
      { payload: '{"event":', headers: { 'content-type': 'application/json' } },
      'MALFORMED_JSON',
    ],
    ['a wrong type', { payload: { ...valid, event: 42 } }, 'VALIDATION_ERROR'],
    ['an unknown field', { payload: { ...valid, admin: true } }, 'VALIDATION_ERROR'],
    ['a missing url', { payload: { ...valid, data: {} } }, 'VALIDATION_ERROR'],
    ['an oversized body', { payload: { ...valid, data: { url: 'x'.repeat(70_000) } } }, 'PAYLOAD_TOO_LARGE'],
    [
      'a device string over 500 characters',
      { payload: { ...valid, userDeviceType: 'x'.repeat(501) } },
      'VALIDATION_ERROR',
    ],
  ])('refuses %s with a stable code and stores nothing', async (_name, request, errorCode) => {
    const before = await countEvents();
    const response = await app.inject({ method: 'POST', url: '/api/user/log-event', ...request });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ errorCode, message: expect.any(String) });
    expect(await countEvents()).toBe(before);
  });
});

describe('rate limits', () => {
  it('scale with RATE_LIMIT_SCALE', async () => {
    const strict = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
    const relaxed = await createTestApp({ env: { RATE_LIMIT_SCALE: '2' } });
    try {
      const post = (target: TestApp) =>
        target.inject({
          method: 'POST',
          url: '/api/user/log-event',
          payload: { event: 'visit', data: { url: '/' } },
        });
      const statuses = async (target: TestApp) => {
        const codes: number[] = [];
        for (let i = 0; i < 125; i++) codes.push((await post(target)).statusCode);
        return codes;
      };
      const strictCodes = await statuses(strict);
      expect(strictCodes.filter((code) => code === 429)).toHaveLength(5);
      expect((await post(strict)).json().errorCode).toBe('RATE_LIMITED');
      expect((await statuses(relaxed)).every((code) => code === 200)).toBe(true);
    } finally {
      await strict.close();
      await relaxed.close();
    }
  });
});

describe('unknown API routes', () => {
  it('answer 404 with ROUTE_NOT_FOUND in JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('ROUTE_NOT_FOUND');
  });
});
