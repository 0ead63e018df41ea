import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a nonce-based CSP: only the served bundle (and what it loads, via
 * 'strict-dynamic') may run scripts; marketing tags are injected with the same nonce.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraScriptSources: string[],
): Promise<void> {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'strict-dynamic'", ...extraScriptSources],
        styleSrc: ["'self'"],
        // helmet adds its nonce to style-src, which would disable 'unsafe-inline' there: inline
        // style attributes (React) and <style> tags (Radix scroll lock) are allowed by these two.
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
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 15_552_000, includeSubDomains: true },
  });
}
