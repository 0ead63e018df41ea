import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import * as bundle from './check-bundle.mjs';

type Row = { file: string; kind: 'js' | 'css'; raw: number; gzip: number };
const check = bundle as {
  budget: { js: number; css: number };
  htmlAssets(html: string): string[];
  staticImports(code: string): string[];
  staticClosure(assetsDir: string, files: string[]): string[];
  staticRows(distDir: string): Row[];
  evaluate(rows: Row[], limits?: { js: number; css: number }): { js: number; css: number; ok: boolean };
  formatTable(title: string, rows: Row[]): string;
};

const repoRoot = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'check-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the lobby bundle check', () => {
  it('reads the entry script, modulepreloads and stylesheets of index.html, not other links', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c.css">
      <link rel="icon" href="/favicon.svg"><link rel="preconnect" href="https://example.com">`;
    expect(check.htmlAssets(html)).toEqual(['index-a.js', 'react-b.js', 'index-c.css']);
  });

  it('follows static imports and re-exports between chunks, not dynamic import()', () => {
    const code =
      'import{a as e}from"./react-b.js";import"./side-c.js";export{x}from"./shared-d.js";' +
      'const p=()=>import("./lazy-e.js");';
    expect(check.staticImports(code).sort()).toEqual(['react-b.js', 'shared-d.js', 'side-c.js']);

    const dist = path.join(scratch, 'closure');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'entry.js'), 'import"./a.js";const l=()=>import("./lazy.js");');
    writeFileSync(path.join(dist, 'a.js'), 'import{b}from"./b.js";');
    writeFileSync(path.join(dist, 'b.js'), 'export const b=1;');
    writeFileSync(path.join(dist, 'lazy.js'), 'export const big="x";');
    expect(check.staticClosure(dist, ['entry.js'])).toEqual(['entry.js', 'a.js', 'b.js']);
  });

  it('sums gzipped sizes per kind against the budget, and the table says which is over', () => {
    const rows: Row[] = [
      { file: 'index.js', kind: 'js', raw: 300_000, gzip: 150 * 1024 },
      { file: 'vendor.js', kind: 'js', raw: 80_000, gzip: 30 * 1024 },
      { file: 'index.css', kind: 'css', raw: 40_000, gzip: 8 * 1024 },
    ];
    expect(check.evaluate(rows)).toEqual({ js: 180 * 1024, css: 8 * 1024, ok: false });
    expect(check.evaluate(rows.slice(0, 1))).toMatchObject({ ok: true });
    const table = check.formatTable('Lobby', rows);
    expect(table).toMatch(/JavaScript: 180\.0 KiB of 170\.0 KiB OVER BUDGET/);
    expect(table).toMatch(/CSS: +8\.0 KiB of 30\.0 KiB ok/);
    // largest first
    expect(table.indexOf('index.js')).toBeLessThan(table.indexOf('vendor.js'));
  });

  it('fails the real web app when a large library is imported into the shell', {
    timeout: 180_000,
  }, async () => {
    // the full phone-number metadata, planted into the app's entry as a shell feature would import it
    const plant: Plugin = {
      name: 'plant-a-large-import',
      enforce: 'pre',
      transform(code, id) {
        if (!id.endsWith('/apps/web/src/main.tsx')) return null;
        return `${code}\nimport { parsePhoneNumberWithError as planted } from 'libphonenumber-js/max';\nObject.assign(globalThis, { planted });\n`;
      },
    };
    const outDir = path.join(scratch, 'planted');
    await build({
      root: path.join(repoRoot, 'apps/web'),
      configFile: path.join(repoRoot, 'apps/web/vite.config.ts'),
      logLevel: 'silent',
      plugins: [plant],
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const rows = check.staticRows(outDir);
    const verdict = check.evaluate(rows);
    expect(verdict.ok).toBe(false);
    expect(verdict.js).toBeGreaterThan(check.budget.js);
    expect(check.formatTable('Planted', rows)).toMatch(/OVER BUDGET/);
  });
});
