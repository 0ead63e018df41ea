import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { dailyCacheBuster } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { applyBootData, pageAssets, type ViteManifest } from './web-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'casino-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<html><head><meta name="csp-nonce" content="__CSP_NONCE__"><script>globalThis.x = 1;</script><script type="module" crossorigin src="/assets/app-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/dep.js"></head><body></body></html>',
);
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
// the build's manifest: the entry, a chunk it shares with the deposit page, and the page's own
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/app-abc123.js',
    isEntry: true,
    imports: ['_dep.js'],
    css: ['assets/app-1.css'],
  },
  '_dep.js': { file: 'assets/dep.js' },
  'src/app/routes/cashier-pages.tsx': {
    file: 'assets/cashier-pages-2.js',
    imports: ['index.html', '_dep.js', '_methods-3.js'],
    css: ['assets/cashier-pages-2.css'],
  },
  '_methods-3.js': { file: 'assets/methods-3.js', imports: ['index.html'], css: ['assets/methods-3.css'] },
};
mkdirSync(path.join(dist, '.vite'));
writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
// a built chunk with the copies the build's precompress step writes beside it
const chunk = `export const rows = [${'"a lobby row",'.repeat(400)}];`;
const chunkBr = brotliCompressSync(chunk);
const chunkGz = gzipSync(chunk, { level: 9 });
writeFileSync(path.join(dist, 'assets', 'lobby-def456.js'), chunk);
writeFileSync(path.join(dist, 'assets', 'lobby-def456.js.br'), chunkBr);
writeFileSync(path.join(dist, 'assets', 'lobby-def456.js.gz'), chunkGz);
// and one without them (a dist built by Vite alone)
writeFileSync(path.join(dist, 'assets', 'plain-789abc.css'), `.row{color:red}\n`.repeat(200));

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client routes with index.html carrying a fresh CSP nonce', async () => {
    const root = await app.inject({ method: 'GET', url: '/?modal=verify-email-expired' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('csp-nonce');
    const first = await app.inject({ method: 'GET', url: '/casino/slots?modal=login' });
    const second = await app.inject({ method: 'GET', url: '/profile2/limits' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['cache-control']).toBe('no-cache');
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(first.body).toContain(`<script nonce="${nonce}" type="module"`);
    expect(first.body).toContain(`<script nonce="${nonce}">globalThis.x = 1;</script>`);
    expect(first.body).toContain(`<link rel="modulepreload" nonce="${nonce}"`);
    expect(first.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    expect(second.body).not.toContain(String(nonce));
  });

  it("writes the operator's settings and preloads of the start-up locale files into the page", async () => {
    const before = dailyCacheBuster();
    const page = await app.inject({ method: 'GET', url: '/casino' });
    const after = dailyCacheBuster();
    const settings = (await app.inject({ method: 'GET', url: '/api/core/casino/settings2' })).json().data;
    const json = /<script nonce="[^"]+" id="casino-boot" type="application\/json">(.*?)<\/script>/.exec(
      page.body,
    )?.[1];
    expect(json).toBeDefined();
    const boot = JSON.parse(String(json));
    // the very settings the API answers, so the app need not ask for them
    expect(boot.settings).toEqual(settings);
    // no operator hash in the seeded settings: the server's date, as the locale file's `_`
    expect(settings.cacheControlHash).toBe('');
    expect([before, after]).toContain(boot.localeCacheBuster);
    // the strings start-up's code uses: the lobby shows no other at first
    const localePreloads = (body: string) => body.match(/<link rel="preload" as="fetch"[^>]*>/g);
    expect(localePreloads(page.body)).toEqual([
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/core/casino/locales/en.json?_=${boot.localeCacheBuster}&amp;part=start">`,
    ]);
    // before </head>: read before the app's scripts run
    expect(page.body.indexOf('casino-boot')).toBeLessThan(page.body.indexOf('</head>'));

    // a lazy page's strings are in the rest: it comes with the app's code too
    const limitsPage = await app.inject({ method: 'GET', url: '/profile2/limits' });
    expect(localePreloads(limitsPage.body)).toEqual([
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/core/casino/locales/en.json?_=${boot.localeCacheBuster}&amp;part=start">`,
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/core/casino/locales/en.json?_=${boot.localeCacheBuster}&amp;part=rest">`,
    ]);
    // but the deposit page's strings are in the start part (contracts `lazyStartPages`)
    for (const url of ['/', '/casino/slots', '/casino/games/tidepool-treasures', '/deposit']) {
      const drawnAtStartup = await app.inject({ method: 'GET', url });
      expect(localePreloads(drawnAtStartup.body), url).toHaveLength(1);
    }
  });

  it("carries the answers of the opened page's first reads and preloads its first image", async () => {
    const bootOf = (body: string) =>
      JSON.parse(
        String(
          /<script nonce="[^"]+" id="casino-boot" type="application\/json">(.*?)<\/script>/.exec(body)?.[1],
        ),
      );
    // the lobby: its first row, exactly as the API answers it
    const lobby = await app.inject({ method: 'GET', url: '/casino' });
    const rowKey = '/api/games?category=popular&limit=12&page=1';
    const row = (
      await app.inject({ method: 'GET', url: '/api/games?page=1&limit=12&category=popular' })
    ).json();
    expect(row.data.rows.length).toBeGreaterThan(0);
    expect(bootOf(lobby.body).answers).toEqual({ [rowKey]: row });
    expect(lobby.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${row.data.rows[0].thumbnailUrl}">`,
    );

    // a game's page: its details and its art
    const slug = row.data.rows[1].slug as string;
    const gamePage = await app.inject({ method: 'GET', url: `/casino/games/${slug}?modal=login` });
    const details = (await app.inject({ method: 'GET', url: `/api/games/${slug}` })).json();
    expect(bootOf(gamePage.body).answers).toEqual({ [`/api/games/${slug}`]: details });
    expect(gamePage.body).toContain(
      `as="image" fetchpriority="high" href="${details.data.game.thumbnailUrl}"`,
    );

    // an unknown game, and a page without public first reads, carry nothing
    for (const url of ['/casino/games/no-such-game', '/profile2/limits', '/casino/slots']) {
      const page = await app.inject({ method: 'GET', url });
      expect(bootOf(page.body).answers, url).toEqual({});
      expect(page.body, url).not.toContain('as="image"');
    }
  });

  it("announces a lazy start page's code in its page, beside the app's", async () => {
    const deposit = await app.inject({ method: 'GET', url: '/deposit' });
    const nonce = /'nonce-([^']+)'/.exec(String(deposit.headers['content-security-policy']))?.[1];
    const head = deposit.body.slice(0, deposit.body.indexOf('</head>'));
    for (const css of ['/assets/cashier-pages-2.css', '/assets/methods-3.css'])
      expect(head).toContain(`<link rel="stylesheet" crossorigin href="${css}">`);
    for (const js of ['/assets/cashier-pages-2.js', '/assets/methods-3.js'])
      expect(head).toContain(`<link rel="modulepreload" nonce="${nonce}" crossorigin href="${js}">`);
    // what index.html loads already is not announced twice
    expect(deposit.body.match(/\/assets\/dep\.js/g)).toHaveLength(1);
    expect(deposit.body).not.toContain('app-1.css');

    const lobby = await app.inject({ method: 'GET', url: '/casino' });
    expect(lobby.body).not.toContain('cashier-pages');
    // the manifest is the server's, not the browser's
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it("lists a page's files from the manifest, less the entry's, and nothing for an unknown module", () => {
    expect(pageAssets(manifest, 'src/app/routes/cashier-pages.tsx')).toEqual({
      scripts: ['/assets/cashier-pages-2.js', '/assets/methods-3.js'],
      styles: ['/assets/cashier-pages-2.css', '/assets/methods-3.css'],
    });
    expect(pageAssets(manifest, 'src/app/routes/no-such-page.tsx')).toBeNull();
  });

  it('keeps start-up data from closing its script element and escapes the preload address', () => {
    const template = '<html><head></head><body></body></html>';
    const hostile = '</script><script>alert(1)</script><!--';
    const page = applyBootData(template, {
      data: {
        settings: { brandName: hostile, cacheControlHash: 'a"b&c' } as never,
        localeCacheBuster: 'a"b&c',
      },
      locales: ['en', 'de'],
      images: ['/x.svg"><script>alert(2)</script>'],
    });
    expect(page).not.toContain('<script>alert(2)');
    expect(page).toContain('href="/x.svg&quot;>&lt;script>alert(2)&lt;/script>"');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain('<!--');
    const json = /<script id="casino-boot" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(String(json)).settings.brandName).toBe(hostile);
    expect(page).toContain('href="/api/core/casino/locales/en.json?_=a%22b%26c&amp;part=start"');
    expect(page).toContain('href="/api/core/casino/locales/de.json?_=a%22b%26c&amp;part=start"');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends a built asset as the precompressed copy the browser accepts, keyed on the encoding', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/lobby-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the build's copy itself, not one compressed again per request
    expect(br.rawPayload.equals(chunkBr)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/lobby-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(chunkGz)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(chunk);

    const plain = await app.inject({ method: 'GET', url: '/assets/lobby-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('compresses text without a precompressed copy, API answers and pages as they are sent', async () => {
    const accept = { 'accept-encoding': 'br' };
    const css = await app.inject({ method: 'GET', url: '/assets/plain-789abc.css', headers: accept });
    expect(css.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(css.rawPayload).toString()).toBe('.row{color:red}\n'.repeat(200));
    const strings = await app.inject({
      method: 'GET',
      url: '/api/core/casino/locales/en.json',
      headers: accept,
    });
    expect(strings.statusCode).toBe(200);
    expect(strings.headers['content-encoding']).toBe('br');
    expect(strings.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(strings.rawPayload).toString())).toEqual(
      (await app.inject({ method: 'GET', url: '/api/core/casino/locales/en.json' })).json(),
    );
    // answers under 1 KiB are not worth it
    const tiny = await app.inject({ method: 'GET', url: '/healthz', headers: accept });
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a compressed request body instead of inflating it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'nobody@example.com', password: 'Secret#123' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'MALFORMED_JSON' });
  });

  it('sets security headers and a script policy without unsafe-inline', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'strict-dynamic' 'nonce-/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // JSON answers are never rendered: a fixed deny-all policy, no nonce
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    // answers that come from an error (an unsigned provider call) and from a handler carry them too
    const refused = await app.inject({ method: 'POST', url: '/api/wallet/v1/balance', payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(refused.headers['x-frame-options']).toBe('SAMEORIGIN');
    const answered = await app.inject({ method: 'GET', url: '/api/core/casino/settings2' });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(answered.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('does not turn missing files or API paths into the SPA', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ errorCode: 'ROUTE_NOT_FOUND' });
  });

  it('reports readiness with the database kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ready');
  });
});
