#!/usr/bin/env node
// Keeps imports flowing one way (STYLE.md §2, docs/architecture.md "Rules").
//
// Server (apps/server/src): a module imports another module only through its public surface, the
// module's index.ts; the wallet imports no other module at all; nothing in a module imports the
// seeds; lib/, plugins/, platform/, db/ and config never import a module (db/schema.ts only gathers
// the modules' *.schema.ts); a module's code names only its own tables: no table definitions from
// elsewhere, and no SQL naming another module's table.
// Web (apps/web/src): packages → lib/components → features → app; a feature never imports another
// feature, in any form (features are composed in app/).
//
// Usage: node scripts/check-import-flow.mjs [--root <dir>] [--graph]
//   --root   check another tree laid out like this repository (the check's own test plants errors)
//   --graph  print the server modules' dependency graph (Mermaid) drawn from the imports
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root = path.resolve(rootArg >= 0 ? args[rootArg + 1] : path.join(import.meta.dirname, '..'));
const printGraph = args.includes('--graph');

const sourcePattern = /\.(ts|tsx|mts)$/;
const importPattern =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (sourcePattern.test(entry)) yield full;
  }
}

const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** The file an import names: as written, with an extension added, or a folder's index. */
function resolveImport(fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier);
  if (existsSync(target) && statSync(target).isFile()) return target;
  for (const extension of ['.ts', '.tsx', '.mts']) {
    if (existsSync(target + extension)) return target + extension;
  }
  for (const index of ['index.ts', 'index.tsx']) {
    const file = path.join(target, index);
    if (existsSync(file)) return file;
  }
  // an import of something that does not exist: classify the path as written (tsc reports it)
  return sourcePattern.test(target) ? target : path.join(target, 'index.ts');
}

/** Layer of a file and, for features and modules, which one and the path inside it. */
function classify(file) {
  const p = rel(file);
  if (p.startsWith('packages/')) return { layer: 'package', name: p.split('/')[1] };
  let m = /^apps\/web\/src\/(lib|components)\//.exec(p);
  if (m) return { layer: 'web-shared' };
  m = /^apps\/web\/src\/features\/([^/]+)\/(.+)$/.exec(p);
  if (m) return { layer: 'web-feature', name: m[1], file: m[2] };
  if (p.startsWith('apps/web/src/app/')) return { layer: 'web-app' };
  m = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(p);
  if (m) return { layer: 'server-module', name: m[1], file: m[2] };
  if (/^apps\/server\/src\/(db\/)?seed\//.test(p)) return { layer: 'server-seed' };
  if (p === 'apps/server/src/db/schema.ts') return { layer: 'server-schema-index' };
  m = /^apps\/server\/src\/(lib|plugins|platform|db)\//.exec(p);
  if (m || p === 'apps/server/src/config.ts') return { layer: 'server-shared' };
  if (p.startsWith('apps/server/')) return { layer: 'server-other' };
  return { layer: 'other' };
}

const isTest = (file) => /\.test\.tsx?$/.test(file);
const problems = [];
/** module → the modules it imports (the graph the check draws). */
const graph = new Map();

const files = [...walk(path.join(root, 'packages')), ...walk(path.join(root, 'apps'))];

// which module owns which table: from `pgTable('name'` in its *.schema.ts files
const tableOwners = new Map();
for (const file of files) {
  const from = classify(file);
  if (from.layer !== 'server-module' || !/\.schema\.ts$/.test(file)) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(/pgTable\(\s*['"]([a-z0-9_]+)['"]/g)) {
    tableOwners.set(match[1], from.name);
  }
}
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const sqlTablePattern = /\b(?:from|join|update|into|table)\s+"?([a-z][a-z0-9_]*)"?/gi;

for (const file of files) {
  const from = classify(file);
  const text = readFileSync(file, 'utf8');
  if (from.layer === 'server-module') {
    if (!graph.has(from.name)) graph.set(from.name, new Set());
    // SQL naming another module's table (a statement written as text: a raw query, a record)
    if (!isTest(file) && !/\.schema\.ts$/.test(file)) {
      for (const match of withoutComments(text).matchAll(sqlTablePattern)) {
        const owner = tableOwners.get(match[1].toLowerCase());
        if (owner && owner !== from.name) {
          problems.push(
            `${rel(file)} names the table ${match[1]} in SQL: it belongs to the ${owner} module (ask its service)`,
          );
        }
      }
    }
  }
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (from.layer === 'package' && /^@casino\/(web|server)$/.test(specifier)) {
      problems.push(`${rel(file)}: a package must not import an app (${specifier})`);
      continue;
    }
    if (!specifier.startsWith('.')) continue;
    const target = classify(resolveImport(file, specifier));
    const where = `${rel(file)} imports ${specifier}`;

    if (from.layer === 'package' && target.layer !== 'package')
      problems.push(`${where}: packages import only packages`);
    if (from.layer === 'web-shared' && (target.layer === 'web-feature' || target.layer === 'web-app'))
      problems.push(`${where}: lib and components must not import features or app`);
    if (from.layer === 'web-feature' && target.layer === 'web-app')
      problems.push(`${where}: a feature must not import app`);
    if (from.layer === 'web-feature' && target.layer === 'web-feature' && target.name !== from.name)
      problems.push(
        `${where}: a feature must not import another feature (${target.name}); compose them in app/`,
      );

    if (target.layer === 'server-seed' && from.layer !== 'server-seed' && from.layer !== 'server-other')
      problems.push(
        `${where}: only the start-up and the tests' set-up use the seeds, never a module or shared code`,
      );
    if (from.layer === 'server-shared' && target.layer === 'server-module')
      problems.push(`${where}: lib, plugins, platform and db are below the modules and must not import one`);
    if (
      from.layer === 'server-schema-index' &&
      target.layer === 'server-module' &&
      !/\.schema\.ts$/.test(target.file)
    )
      problems.push(`${where}: db/schema.ts only gathers the modules' *.schema.ts`);
    if (from.layer === 'server-module') {
      if (target.layer === 'server-schema-index' && !isTest(file))
        problems.push(`${where}: a module's code uses its own *.schema.ts, never every table (db/schema.ts)`);
      if (target.layer === 'server-module' && target.name !== from.name) {
        // the graph draws what the product depends on; a test may set up another module's data
        if (!isTest(file)) graph.get(from.name).add(target.name);
        if (from.name === 'wallet')
          problems.push(`${where}: the wallet is a leaf and imports no other module (${target.name})`);
        else if (target.file !== 'index.ts')
          problems.push(
            `${where}: a module uses another only through its public surface (${target.name}/index.ts)`,
          );
      }
    }
  }
}

if (printGraph) {
  const lines = ['flowchart TD'];
  for (const [module, targets] of [...graph].sort()) {
    for (const target of [...targets].sort())
      lines.push(`  ${module.replaceAll('-', '_')}[${module}] --> ${target.replaceAll('-', '_')}[${target}]`);
  }
  console.log(lines.join('\n'));
}

if (problems.length > 0) {
  console.error(
    `Import flow violations (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
if (!printGraph) console.log(`import flow ok (${files.length} files)`);
