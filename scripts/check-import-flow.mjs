#!/usr/bin/env node
// Keeps imports flowing one way (STYLE.md §2): packages → lib/components → features → app on the
// web; packages → modules → app on the server; no feature or module reaches into another.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sourcePattern = /\.(ts|tsx|mts)$/;
const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* walk(dir) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (sourcePattern.test(entry)) yield full;
  }
}

const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** Layer of a file and, for features/modules, which one. */
function classify(file) {
  const p = rel(file);
  if (p.startsWith('packages/')) return { layer: 'package', name: p.split('/')[1] };
  let m = /^apps\/web\/src\/(lib|components)\//.exec(p);
  if (m) return { layer: 'web-shared' };
  m = /^apps\/web\/src\/features\/([^/]+)\//.exec(p);
  if (m) return { layer: 'web-feature', name: m[1] };
  if (p.startsWith('apps/web/src/app/')) return { layer: 'web-app' };
  m = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(p);
  if (m) return { layer: 'server-module', name: m[1], file: m[2] };
  if (p.startsWith('apps/server/')) return { layer: 'server-other' };
  return { layer: 'other' };
}

const problems = [];
const files = [...walk(path.join(root, 'packages')), ...walk(path.join(root, 'apps'))];
for (const file of files) {
  const from = classify(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (from.layer === 'package' && /^@casino\/(web|server)$/.test(specifier)) {
      problems.push(`${rel(file)}: a package must not import an app (${specifier})`);
      continue;
    }
    if (!specifier.startsWith('.')) continue;
    const target = classify(path.resolve(path.dirname(file), specifier));
    const where = `${rel(file)} imports ${specifier}`;
    if (from.layer === 'package' && target.layer !== 'package')
      problems.push(`${where}: packages import only packages`);
    if (from.layer === 'web-shared' && (target.layer === 'web-feature' || target.layer === 'web-app'))
      problems.push(`${where}: lib and components must not import features or app`);
    if (from.layer === 'web-feature' && target.layer === 'web-app')
      problems.push(`${where}: a feature must not import app`);
    if (from.layer === 'web-feature' && target.layer === 'web-feature' && target.name !== from.name)
      problems.push(`${where}: a feature must not import another feature (${target.name})`);
    if (
      from.layer === 'server-module' &&
      // a module's tests may set up another module's data directly
      !from.file.endsWith('.test.ts') &&
      target.layer === 'server-module' &&
      target.name !== from.name &&
      !target.file.endsWith('.service.ts')
    )
      problems.push(`${where}: a module may use another module only through its service`);
  }
}

if (problems.length > 0) {
  console.error(
    `Import flow violations (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`import flow ok (${files.length} files)`);
