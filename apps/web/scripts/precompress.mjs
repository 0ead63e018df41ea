#!/usr/bin/env node
/**
 * Writes brotli (.br) and gzip (.gz) copies of the built app's text files next to them, once per
 * build, so the server sends them compressed at the best ratio without compressing per request
 * (@fastify/static `preCompressed`, apps/server/src/plugins/web-app.ts).
 *
 * Not index.html: the server fills in a fresh CSP nonce per request and compresses that itself.
 * Not source maps: only developer tools fetch them.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const dir = path.resolve(process.argv[2] ?? 'dist');
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|wasm)$/;
// below this a compressed copy saves less than a network packet
const minBytes = 1024;

const started = Date.now();
const files = (await readdir(dir, { recursive: true })).filter((file) => compressible.test(file));
let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    const full = path.join(dir, file);
    if ((await stat(full)).size < minBytes) return;
    const source = await readFile(full);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // a copy that is not smaller would only cost the client a decode
    if (br.length < source.length) await writeFile(`${full}.br`, br);
    if (gz.length < source.length) await writeFile(`${full}.gz`, gz);
    before += source.length;
    after += Math.min(br.length, source.length);
  }),
);
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(
  `precompressed ${files.length} files in ${path.relative(process.cwd(), dir) || '.'}: ${kib(before)} → ${kib(after)} brotli (${Date.now() - started} ms)`,
);
