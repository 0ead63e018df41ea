import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BootData, bootDataElementId, type LocalePart, localeRequestPath } from '@casino/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Puts the request's CSP nonce on every script and module preload of the built index.html. */
export function applyNonce(template: string, nonce: string): string {
  return template
    .replaceAll('__CSP_NONCE__', nonce)
    .replaceAll('<script ', `<script nonce="${nonce}" `)
    .replaceAll('<script>', `<script nonce="${nonce}">`)
    .replaceAll('<link rel="modulepreload" ', `<link rel="modulepreload" nonce="${nonce}" `);
}

/**
 * What the page at `pathname` needs at start-up, from the modules: the data the app reads instead
 * of asking (settings, the opened page's first answers), the locale files it will load and the
 * page's first image. Null when it cannot be had (the app then asks).
 */
export type BootSource = (pathname: string) => Promise<Boot | null>;

export type Boot = {
  data: BootData;
  locales: string[];
  /** Whether the opened page needs the rest of each language at once, not only its start part. */
  wholeLanguage?: boolean;
  /** Images the opened page shows first, its largest paint among them. */
  images?: string[];
  /**
   * The route module of the opened page when its code should download beside the app's (contracts
   * `lazyStartPages`): its files are announced in the page, read from the build's manifest.
   */
  pageModule?: string;
};

/** What the web build's `.vite/manifest.json` says of a chunk (Vite's `build.manifest`). */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

/** The files a page needs beyond those index.html loads: its scripts and its stylesheets. */
export type PageAssets = { scripts: string[]; styles: string[] };

/**
 * The scripts and stylesheets the chunk of `module` (a source path, as the manifest keys it) loads
 * with its static imports, less what the entry loads already: null when the manifest does not
 * know the module.
 */
export function pageAssets(manifest: ViteManifest, module: string): PageAssets | null {
  if (!manifest[module]) return null;
  const reach = (starts: string[]) => {
    const keys = new Set<string>();
    const pending = [...starts];
    while (pending.length > 0) {
      const key = pending.pop() as string;
      if (keys.has(key) || !manifest[key]) continue;
      keys.add(key);
      pending.push(...(manifest[key].imports ?? []));
    }
    return keys;
  };
  const entry = reach(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const loaded = new Set([...entry].flatMap((key) => [manifest[key]?.file, ...(manifest[key]?.css ?? [])]));
  const page = [...reach([module])].filter((key) => !entry.has(key));
  const files = (names: string[]) =>
    [...new Set(names)].filter((name) => !loaded.has(name)).map((name) => `/${name}`);
  return {
    scripts: files(page.map((key) => manifest[key]?.file ?? '')),
    styles: files(page.flatMap((key) => manifest[key]?.css ?? [])),
  };
}

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON safe inside a `<script>` element: no `</script>`, no `<!--`. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * Writes the start-up data into the page before `</head>`: the settings as JSON the app reads
 * instead of requesting them, and a preload of each locale file's start part it will ask for (and
 * of the rest, for a page start-up's code does not draw), so those downloads start with the scripts
 * instead of after them.
 */
export function applyBootData(template: string, boot: Boot, assets: PageAssets | null = null): string {
  const parts: LocalePart[] = boot.wholeLanguage ? ['start', 'rest'] : ['start'];
  const preloads = boot.locales.flatMap((lng) =>
    parts.map(
      (part) =>
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attribute(localeRequestPath(lng, boot.data.localeCacheBuster, part))}">`,
    ),
  );
  // the opened page's first image, its likely largest paint, fetched alongside the start-up code
  for (const image of boot.images ?? []) {
    preloads.push(`<link rel="preload" as="image" fetchpriority="high" href="${attribute(image)}">`);
  }
  // the code of a page start-up does not draw, beside the app's instead of after its first render
  for (const href of assets?.styles ?? [])
    preloads.push(`<link rel="stylesheet" crossorigin href="${attribute(href)}">`);
  for (const href of assets?.scripts ?? [])
    preloads.push(`<link rel="modulepreload" crossorigin href="${attribute(href)}">`);
  const data = `<script id="${bootDataElementId}" type="application/json">${scriptJson(boot.data)}</script>`;
  return template.replace('</head>', `${preloads.join('')}${data}</head>`);
}

/**
 * Serves the built SPA: hashed assets with a year-long immutable cache, as the brotli or gzip copy
 * the build wrote beside each (apps/web/scripts/precompress.mjs) when the browser takes it; every
 * other GET that wants HTML gets index.html (history fallback) with a fresh CSP nonce and the
 * start-up data of `boot`; unknown /api paths get JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  boot?: BootSource,
): Promise<void> {
  const indexPath = path.join(webDistDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (!template) app.log.warn({ webDistDir }, 'web app is not built; run `npm run build` to serve the SPA');
  const manifest = readManifest(path.join(webDistDir, '.vite', 'manifest.json'));

  if (existsSync(webDistDir)) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: true,
      // the build's manifest is for this server, not for browsers
      allowedPath: (pathname) => !pathname.startsWith('/.vite/'),
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // the same address answers brotli, gzip or plain bytes: shared caches must key on the encoding
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!template) throw new AppError('SERVICE_UNAVAILABLE', 'Service Unavailable');
    // without its start-up data the page still works: the app requests the settings itself and
    // shows "Service Unavailable" with a retry if they fail there too
    const pathname = request.url.split('?')[0] ?? '/';
    const bootData = await boot?.(pathname).catch((error: unknown) => {
      reply.log.error({ err: error }, 'start-up data for the page could not be read');
      return null;
    });
    const assets = bootData?.pageModule && manifest ? pageAssets(manifest, bootData.pageModule) : null;
    const page = bootData ? applyBootData(template, bootData, assets) : template;
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(applyNonce(page, reply.cspNonce));
  };

  // the static plugin would answer the root directory itself (403 without an index); the SPA owns it
  app.get('/', (request, reply) => sendIndex(request, reply));
  app.get('/index.html', (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsHtml =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (wantsHtml && !path.extname(pathname)) return sendIndex(request, reply);
    throw new AppError('ROUTE_NOT_FOUND', `No route for ${request.method} ${pathname}`);
  });
}

/** The build's manifest, or null when there is none (an older build): pages then announce no code. */
function readManifest(file: string): ViteManifest | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
  } catch {
    return null;
  }
}

/**
 * Serves the built back-office (apps/backoffice/dist) under /backoffice: its hashed assets as the
 * player app's, and its index.html (with a fresh CSP nonce, no start-up data) for every other path
 * without a file extension, so its own router resolves them. A missing file is a 404, not the page.
 */
export async function registerBackofficeApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (!template) app.log.warn({ distDir }, 'back-office app is not built; run `npm run build` to serve it');
  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/backoffice/',
      index: false,
      wildcard: false,
      decorateReply: false,
      // the page itself is only served with its nonce (below)
      allowedPath: (pathname) => pathname !== '/index.html',
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (path.extname(pathname)) throw new AppError('ROUTE_NOT_FOUND', `No file at ${pathname}`);
    if (!template) throw new AppError('SERVICE_UNAVAILABLE', 'The back-office is not built');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(applyNonce(template, reply.cspNonce));
  };
  app.get('/backoffice', sendIndex);
  app.get('/backoffice/*', sendIndex);
}
