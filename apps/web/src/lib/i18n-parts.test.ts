import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppSettings } from '@casino/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// the server's two parts of English: what start-up's code uses, and the rest
const parts: Record<string, Record<string, string>> = {
  start: { 'shell.nav.casino': 'Casino, from the server' },
  rest: { 'cashier.methods.title': 'Pick a method' },
};
const requested: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requested.push(`${url.pathname}?${url.searchParams}`);
    const part = parts[url.searchParams.get('part') ?? ''];
    response.writeHead(part ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(part ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // the app's requests are relative to the page's origin; a page has a document to set the language on
  vi.stubGlobal(
    'window',
    Object.assign(new EventTarget(), { location: { origin: `http://127.0.0.1:${port}` } }),
  );
  vi.stubGlobal('document', { documentElement: {}, cookie: '', getElementById: () => null });
});
afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});
beforeEach(() => {
  requested.length = 0;
  // each test starts the app afresh
  vi.resetModules();
});

const settings = {
  defaultLocale: 'en',
  supportedLocales: ['en'],
  cacheControlHash: 'release-1',
  debugShowTranslationKeys: false,
} as AppSettings;

/** Starts translations and counts the times every text would render again. */
async function start() {
  const module = await import('./i18n');
  await module.startI18n(settings);
  let rendersAgain = 0;
  module.i18n.store.on('added', () => {
    rendersAgain += 1;
  });
  return { ...module, rendersAgain: () => rendersAgain };
}

describe('the language in two parts (start-up first)', () => {
  it('starts with the start part only; the rest arrives without rendering anything again', async () => {
    const app = await start();
    expect(requested).toEqual(['/api/core/casino/locales/en.json?_=release-1&part=start']);
    expect(app.i18n.t('shell.nav.casino')).toBe('Casino, from the server');

    await app.restOfStrings();
    expect(requested).toEqual([
      '/api/core/casino/locales/en.json?_=release-1&part=start',
      '/api/core/casino/locales/en.json?_=release-1&part=rest',
    ]);
    expect(app.i18n.t('cashier.methods.title')).toBe('Pick a method');
    expect(app.rendersAgain()).toBe(0);

    // asked for once
    await app.restOfStrings();
    await app.withAllStrings(Promise.resolve('a page'));
    expect(requested).toHaveLength(2);
  });

  it('renders every text again once the rest is in when one asked for a key beyond the start part', async () => {
    const app = await start();
    expect(app.i18n.t('cashier.methods.title', { defaultValue: 'Methods' })).toBe('Methods');

    await expect(app.withAllStrings(Promise.resolve('the cashier'))).resolves.toBe('the cashier');
    expect(app.i18n.t('cashier.methods.title')).toBe('Pick a method');
    expect(app.rendersAgain()).toBe(1);
    // once only
    await app.restOfStrings();
    expect(app.rendersAgain()).toBe(1);
  });

  it('opens a lazy start page with its code alone, and any other lazy page once the rest is in', async () => {
    const app = await start();
    const { lazyPage } = await import('./lazy-page');
    const startPart = '/api/core/casino/locales/en.json?_=release-1&part=start';
    // the deposit page: its strings are in the start part (contracts `lazyStartPages`)
    const Deposit = lazyPage(async () => () => null, { strings: 'start' });
    await expect(Deposit.preload()).resolves.toMatchObject({ default: expect.any(Function) });
    expect(requested).toEqual([startPart]);

    const Limits = lazyPage(async () => () => null);
    await Limits.preload();
    expect(requested).toEqual([startPart, '/api/core/casino/locales/en.json?_=release-1&part=rest']);
    expect(app.i18n.t('cashier.methods.title')).toBe('Pick a method');
  });

  it('loads nothing more before start-up has begun (a test, the dev server without a build)', async () => {
    const { restOfStrings } = await import('./i18n');
    await restOfStrings();
    expect(requested).toEqual([]);
  });
});
