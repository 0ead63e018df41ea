import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotliAsync = promisify(brotliCompress);

/** Brotli at this quality costs ~10 ms for the English strings: an answer's first copy. */
const quickQuality = 5;

type Copy = {
  json: string;
  /** Brotli: the quick copy at first, the best one once it is made. */
  br: Buffer;
  gzip?: Buffer;
};

/** Whether the request's Accept-Encoding takes `encoding` (a weight of 0 refuses it). */
export function acceptsEncoding(header: string | undefined, encoding: 'br' | 'gzip'): boolean {
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) continue;
    const weight = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  }
  return false;
}

/**
 * Large JSON answers that many visitors ask for unchanged (the locale strings, on every first page
 * of every visit), compressed once per content instead of per request: brotli at its best quality
 * (quality 11: ~20% smaller than the quality the compression plugin can afford per request, but
 * ~200 ms of CPU for the English strings, so it is made off the request's path while a quick copy
 * serves the first asks). Keyed by name; a changed body replaces its copies.
 */
export function createPrecompressedJson() {
  const copies = new Map<string, Copy>();

  const copyOf = (key: string, json: string): Copy => {
    const cached = copies.get(key);
    if (cached?.json === json) return cached;
    const copy: Copy = {
      json,
      br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: quickQuality } }),
    };
    copies.set(key, copy);
    void brotliAsync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    })
      .then((bytes) => {
        copy.br = bytes;
      })
      .catch(() => undefined); // the quick copy stays
    return copy;
  };

  return {
    /** Sends `value` as JSON, compressed as the request accepts it. */
    send(request: FastifyRequest, reply: FastifyReply, key: string, value: unknown): FastifyReply {
      const copy = copyOf(key, JSON.stringify(value));
      const accepted = request.headers['accept-encoding'];
      reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
      // a set Content-Encoding tells the compression plugin that the body is compressed already
      if (acceptsEncoding(accepted, 'br')) return reply.header('content-encoding', 'br').send(copy.br);
      if (acceptsEncoding(accepted, 'gzip')) {
        copy.gzip ??= gzipSync(copy.json, { level: 9 });
        return reply.header('content-encoding', 'gzip').send(copy.gzip);
      }
      return reply.send(copy.json);
    },
  };
}
