import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// by path, not by package name: Vite bundles the config's relative imports, and Node cannot load
// the contracts package's TypeScript itself
import { localeStartFile, pluralBaseKey } from '../../packages/contracts/src/locale-parts';

/** What the start-up code names: whole keys, and the prefixes of keys it builds (`games.sort.${x}`). */
export type LocaleStart = { keys: string[]; prefixes: string[] };

/** A quoted string that looks like a translation key: dotted words. */
const quotedKey = /(["'`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;
/** The literal start of a key built at run time: `` `games.sort.${ `` or `"games.sort." +`. */
const builtKeyStart =
  /(?:`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{|(["'])([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\2\s*\+)/g;

/**
 * The translation keys `code` uses, of those in `allKeys`: each key quoted whole (a plural's forms
 * through its base key), and the prefixes of keys built from a quoted start. A key made from a
 * variable alone is not seen; the app notices one it lacks and renders again when the rest arrives
 * (lib/i18n.ts).
 */
export function startupKeys(code: string, allKeys: readonly string[]): LocaleStart {
  const quoted = new Set<string>();
  for (const match of code.matchAll(quotedKey)) quoted.add(match[2] as string);
  const keys = allKeys.filter((key) => quoted.has(key) || quoted.has(pluralBaseKey(key)));
  const prefixes = new Set<string>();
  for (const match of code.matchAll(builtKeyStart)) {
    const prefix = (match[1] ?? match[3]) as string;
    // one that starts no key is not a translation key's start (a URL, a file name)
    if (allKeys.some((key) => key.startsWith(prefix))) prefixes.add(prefix);
  }
  return { keys: keys.sort(), prefixes: [...prefixes].sort() };
}

/** Every key of the English strings the server seeds (packages/content/src/locales/en). */
function englishKeys(localesDir: string): string[] {
  const keys: string[] = [];
  for (const file of readdirSync(localesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    keys.push(...Object.keys(JSON.parse(readFileSync(path.join(localesDir, file), 'utf8'))));
  }
  return keys;
}

/**
 * Writes `locale-start.json`: the keys the code that every page runs at start-up uses (the entry
 * chunk and what it imports statically, as index.html loads them), and those of the lazy pages in
 * `startPages` (their route modules, relative to the web app; their chunks and what those import),
 * which render without the rest (`lazyPage(…, { strings: 'start' })`). The server sends those
 * strings first, so the first render waits for ~a sixth of the language instead of all of it; the
 * rest comes with the first other lazy page or modal, or once the page has settled.
 */
export function localeStartPlugin(localesDir: string, startPages: readonly string[] = []): Plugin {
  let root = '';
  return {
    name: 'casino:locale-start',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
      );
      const pageModules = new Set(startPages.map((page) => path.resolve(root, page)));
      const starts = [...chunks.values()].filter(
        (chunk) => chunk.isEntry || chunk.moduleIds.some((id) => pageModules.has(path.resolve(id))),
      );
      const found = starts.filter((chunk) => !chunk.isEntry).length;
      if (found !== pageModules.size)
        this.error(`locale start: ${pageModules.size} start pages named, ${found} found as chunks`);
      const pending = starts.map((chunk) => chunk.fileName);
      const seen = new Set<string>();
      let code = '';
      while (pending.length > 0) {
        const name = pending.pop() as string;
        const chunk = chunks.get(name);
        if (seen.has(name) || !chunk) continue;
        seen.add(name);
        code += `${chunk.code}\n`;
        pending.push(...chunk.imports);
      }
      const start = startupKeys(code, englishKeys(localesDir));
      this.emitFile({ type: 'asset', fileName: localeStartFile, source: `${JSON.stringify(start)}\n` });
    },
  };
}
