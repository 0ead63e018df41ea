import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { defaultEnglishStrings } from '@casino/content';
import { localeStartFile } from '@casino/contracts/locale-parts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { isStartKey, localePart, readLocaleStartKeys } from './locale-parts.ts';

const start = { keys: new Set(['shell.nav.casino', 'games.count']), prefixes: ['games.sort.'] };

describe('the start part of a language', () => {
  it("holds the listed keys, a listed key's plural forms and the keys under a listed prefix", () => {
    expect(isStartKey('shell.nav.casino', start)).toBe(true);
    expect(isStartKey('games.count_one', start)).toBe(true);
    expect(isStartKey('games.count_few', start)).toBe(true);
    expect(isStartKey('games.sort.newest', start)).toBe(true);
    expect(isStartKey('games.sorting', start)).toBe(false);
    expect(isStartKey('shell.nav.casinos', start)).toBe(false);
    expect(isStartKey('cashier.methods.title', start)).toBe(false);
  });

  it('splits the strings into two parts that make the whole; everything is the start without a list', () => {
    const strings = {
      'shell.nav.casino': 'Casino',
      'games.sort.newest': 'Newest',
      'cashier.title': 'Cashier',
    };
    expect(localePart(strings, 'start', start)).toEqual({
      'shell.nav.casino': 'Casino',
      'games.sort.newest': 'Newest',
    });
    expect(localePart(strings, 'rest', start)).toEqual({ 'cashier.title': 'Cashier' });
    expect(localePart(strings, undefined, start)).toBe(strings);
    expect(localePart(strings, 'start', null)).toBe(strings);
    expect(localePart(strings, 'rest', null)).toEqual({});
  });

  it('reads the list the web build writes, and none from a missing or broken file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casino-locale-start-'));
    try {
      expect(readLocaleStartKeys(dir)).toBeNull();
      writeFileSync(path.join(dir, localeStartFile), '{"keys": [');
      expect(readLocaleStartKeys(dir)).toBeNull();
      writeFileSync(
        path.join(dir, localeStartFile),
        JSON.stringify({ keys: ['a.b', 3], prefixes: ['c.', ''] }),
      );
      const read = readLocaleStartKeys(dir);
      expect([...(read?.keys ?? [])]).toEqual(['a.b']);
      expect(read?.prefixes).toEqual(['c.']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/core/casino/locales/:lng.json?part=', () => {
  let app: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'casino-web-dist-'));
    writeFileSync(
      path.join(webDistDir, localeStartFile),
      JSON.stringify({ keys: ['shell.common.loading', 'marketing.faq.title'], prefixes: ['games.sort.'] }),
    );
    writeFileSync(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    app = await createTestApp({ env: { WEB_DIST_DIR: webDistDir } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const get = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/core/casino/locales/en.json?_=2026-11-29${query}`,
      headers: { 'accept-encoding': 'br' },
    });
    return { response, strings: () => JSON.parse(brotliDecompressSync(response.rawPayload).toString()) };
  };

  it('sends the keys start-up uses first and the others apart, together the whole language', async () => {
    const startPart = (await get('&part=start')).strings();
    const sortKeys = Object.keys(defaultEnglishStrings).filter((key) => key.startsWith('games.sort.'));
    expect(sortKeys.length).toBeGreaterThan(1);
    expect(Object.keys(startPart).sort()).toEqual(
      ['shell.common.loading', 'marketing.faq.title', ...sortKeys].sort(),
    );
    expect(startPart['shell.common.loading']).toBe(defaultEnglishStrings['shell.common.loading']);

    const rest = (await get('&part=rest')).strings();
    const whole = (await get('')).strings();
    expect(Object.keys(rest)).not.toContain('shell.common.loading');
    expect({ ...startPart, ...rest }).toEqual(whole);
    expect(Object.keys(startPart).length + Object.keys(rest).length).toBe(Object.keys(whole).length);
  });

  it('rejects an unknown part with 400 and a stable code', async () => {
    const { response } = await get('&part=middle');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
  });

  it("preloads the start part of each start-up language in the page (the app's first request)", async () => {
    const page = await app.inject({ method: 'GET', url: '/casino' });
    expect(page.statusCode).toBe(200);
    const preloads = page.body.match(/<link rel="preload" as="fetch"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/href="\/api\/core\/casino\/locales\/en\.json\?_=[^"&]+&amp;part=start"/);
  });
});
