#!/usr/bin/env node
/**
 * The lobby's download budget: what a guest's browser fetches to show `/` and `/casino`, gzipped.
 *
 *   node scripts/check-bundle.mjs [--dist apps/web/dist] [--static-only]
 *
 * Two measures, both against the built app (run `npm run build` first; `npm run check:bundle` does):
 * - static: the entry script of index.html, its modulepreloads and stylesheets, and every chunk
 *   those import statically — what the browser must fetch before the app runs at all;
 * - browser (unless --static-only): the real server on a fresh database with its seeded data, and
 *   headless Chromium at a phone's size opening each lobby page as a guest until the network is
 *   idle — every script and stylesheet it asked for, lazy chunks the first render needs included.
 * Sizes are gzip -9 of the files in dist. Prints a table per page and exits 1 over budget.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const budget = { js: 170 * 1024, css: 30 * 1024 };
export const lobbyPaths = ['/', '/casino'];

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The files index.html makes the browser fetch: entry script, modulepreloads, stylesheets. */
export function htmlAssets(html) {
  const files = [];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  for (const tag of tags) {
    const src = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src?.startsWith('/assets/')) continue;
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = /rel="modulepreload"/.test(tag);
    const isStyle = /rel="stylesheet"/.test(tag);
    if (isScript || isPreload || isStyle) files.push(src.slice('/assets/'.length));
  }
  return [...new Set(files)];
}

/** Chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
export function staticImports(code) {
  const found = new Set();
  const pattern = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** `files` and everything they import statically, in the order first reached. */
export function staticClosure(assetsDir, files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) queue.push(...staticImports(readFileSync(path.join(assetsDir, file), 'utf8')));
  }
  return [...seen];
}

/** One row per file: raw and gzip -9 bytes. */
export function measure(assetsDir, files) {
  return files.map((file) => {
    const bytes = readFileSync(path.join(assetsDir, file));
    return {
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
  });
}

/** Totals per kind and whether each is within `limits`. */
export function evaluate(rows, limits = budget) {
  const total = (kind) => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
  const js = total('js');
  const css = total('css');
  return { js, css, ok: js <= limits.js && css <= limits.css };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The per-chunk table, largest first, with the totals against the budget. */
export function formatTable(title, rows, limits = budget) {
  const { js, css } = evaluate(rows, limits);
  const sorted = [...rows].sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(20, ...sorted.map((row) => row.file.length));
  const lines = [`${title}`, `  ${'file'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}`];
  for (const row of sorted) {
    lines.push(`  ${row.file.padEnd(width)}  ${kib(row.raw).padStart(11)}  ${kib(row.gzip).padStart(11)}`);
  }
  const verdict = (value, limit) => `${kib(value)} of ${kib(limit)} ${value <= limit ? 'ok' : 'OVER BUDGET'}`;
  lines.push(`  JavaScript: ${verdict(js, limits.js)}`, `  CSS:        ${verdict(css, limits.css)}`);
  return lines.join('\n');
}

/** The static measure of a built app: index.html's files and their static imports. */
export function staticRows(distDir) {
  const assetsDir = path.join(distDir, 'assets');
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return measure(assetsDir, staticClosure(assetsDir, htmlAssets(html)));
}

async function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The real server on a temporary PGlite directory with its seeded games; stopped by `stop()`. */
async function startServer(distDir) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-bundle-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 60_000; waited += 200) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok)
        return { url: `http://127.0.0.1:${port}`, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('the server did not start');
}

/** What Chromium fetched from /assets/ opening each path as a guest on a phone, until network idle. */
async function browserRows(distDir, paths) {
  const { chromium } = await import('playwright-core');
  const server = await startServer(distDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results = [];
    for (const pagePath of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      const fetched = new Set();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname))
          fetched.add(pathname.slice('/assets/'.length));
      });
      await page.goto(server.url + pagePath, { waitUntil: 'networkidle' });
      // the lobby has rendered its games (not a spinner) before the count is taken
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      results.push({ path: pagePath, rows: measure(path.join(distDir, 'assets'), [...fetched]) });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const distArg = args.indexOf('--dist');
  const distDir = path.resolve(distArg >= 0 ? args[distArg + 1] : path.join(repoRoot, 'apps/web/dist'));
  const reports = [
    { title: 'Before the app runs (index.html and its static imports)', rows: staticRows(distDir) },
  ];
  if (!args.includes('--static-only')) {
    for (const { path: pagePath, rows } of await browserRows(distDir, lobbyPaths)) {
      reports.push({ title: `Guest opening ${pagePath} on a phone (everything fetched until idle)`, rows });
    }
  }
  let ok = true;
  for (const { title, rows } of reports) {
    console.log(`${formatTable(title, rows)}\n`);
    ok &&= evaluate(rows).ok;
  }
  console.log(ok ? 'Lobby within budget.' : 'Lobby over budget.');
  process.exitCode = ok ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
