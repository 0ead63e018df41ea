import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BootData, bootDataElementId, localeRequestPath } from '@casino/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Puts the request's CSP nonce on every script and module preload of the built index.html. */
export function applyNonce(template: string, nonce: string): string {
  return template
    .replaceAll('__CSP_NONCE__', nonce)
    .replaceAll('<script ', `<script nonce="${nonce}" `)
    .replaceAll('<script>', `<script nonce="${nonce}">`)
    .replaceAll('<link rel="modulepreload" ', `<link rel="modulepreload" nonce="${nonce}" `);
}

/** What the page's start-up needs, from the modules; null when it cannot be had (the app then asks). */
export type BootSource = () => Promise<{ data: BootData; locales: string[] } | null>;

/** JSON safe inside a `<script>` element: no `</script>`, no `<!--`. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * Writes the start-up data into the page before `</head>`: the settings as JSON the app reads
 * instead of requesting them, and a preload of each locale file it will ask for, so those
 * downloads start with the scripts instead of after them.
 */
export function applyBootData(template: string, boot: { data: BootData; locales: string[] }): string {
  const preloads = boot.locales.map(
    (lng) =>
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${localeRequestPath(lng, boot.data.localeCacheBuster).replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`,
  );
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

  if (existsSync(webDistDir)) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: true,
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

  const sendIndex = async (reply: FastifyReply) => {
    if (!template) throw new AppError('SERVICE_UNAVAILABLE', 'Service Unavailable');
    // without its start-up data the page still works: the app requests the settings itself and
    // shows "Service Unavailable" with a retry if they fail there too
    const bootData = await boot?.().catch((error: unknown) => {
      reply.log.error({ err: error }, 'start-up data for the page could not be read');
      return null;
    });
    const page = bootData ? applyBootData(template, bootData) : template;
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(applyNonce(page, reply.cspNonce));
  };

  // the static plugin would answer the root directory itself (403 without an index); the SPA owns it
  app.get('/', (_request, reply) => sendIndex(reply));
  app.get('/index.html', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsHtml =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (wantsHtml && !path.extname(pathname)) return sendIndex(reply);
    throw new AppError('ROUTE_NOT_FOUND', `No route for ${request.method} ${pathname}`);
  });
}
