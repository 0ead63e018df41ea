import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce (pages only; empty for API responses). */
    cspNonce: string;
  }
}

type NonceResponse = ServerResponse & { cspNonce?: string };

const common: HelmetOptions = {
  crossOriginEmbedderPolicy: false,
  hsts: { maxAge: 15_552_000, includeSubDomains: true },
};

/**
 * Security headers. Pages get a nonce-based CSP: only the served bundle (and what it loads, via
 * 'strict-dynamic') may run scripts; marketing tags are injected with the same nonce. API answers
 * are JSON that no browser renders, so they get a fixed deny-all policy and no nonce.
 *
 * Both header sets are built once; per request only the page nonce is new (@fastify/helmet would
 * rebuild helmet's whole configuration on every request, a large share of a wallet call's CPU).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraScriptSources: string[],
): Promise<void> {
  const nonce = (_request: unknown, response: ServerResponse) =>
    `'nonce-${(response as NonceResponse).cspNonce}'`;
  const pageHeaders = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'strict-dynamic'", nonce, ...extraScriptSources],
        styleSrc: ["'self'"],
        // inline style attributes (React) and <style> tags (Radix scroll lock)
        styleSrcElem: ["'self'", "'unsafe-inline'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extraScriptSources],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the same-origin socket.io websocket (CSP 3)
        connectSrc: ["'self'", ...extraScriptSources],
        frameSrc: ["'self'", ...extraScriptSources],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  const apiHeaders = fixedHeaders(
    helmet({
      ...common,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
    }),
  );

  app.decorateReply('cspNonce', '');
  app.addHook('onRequest', (request, reply, hookDone) => {
    const done = (error?: unknown) => hookDone(error as Error | undefined);
    if (request.url.startsWith('/api/')) {
      reply.headers(apiHeaders);
      hookDone();
      return;
    }
    reply.cspNonce = randomBytes(16).toString('base64');
    (reply.raw as NonceResponse).cspNonce = reply.cspNonce;
    pageHeaders(request.raw, reply.raw, done);
  });
}

/**
 * The headers a request-independent helmet middleware sets, read once by running it against a
 * recording response: API answers then get them in one call instead of a dozen middleware steps.
 */
function fixedHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet's middlewares finish synchronously; one that did not would leave headers out
  if (!finished) throw new Error('the security header middleware did not finish synchronously');
  return headers;
}
