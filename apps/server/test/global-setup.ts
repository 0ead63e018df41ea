import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteOptions } from '../src/db/database.ts';
import { seedDatabase } from '../src/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Migrates and seeds one PGlite database and dumps its data directory, so each test file starts
 * its own copy in about a second instead of migrating from scratch.
 */
export default async function setup(project: TestProject) {
  // against PostgreSQL every test file creates and migrates its own database instead
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-pglite-template-'));
  const client = new PGlite(pgliteOptions);
  const handle = await openDatabase({ pglite: client });
  await handle.migrate();
  await seedDatabase(handle.db, { casinoOrigin: 'http://localhost:3000' });
  const dump = await client.dumpDataDir('none');
  const templatePath = path.join(dir, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplatePath', templatePath);
  return () => rmSync(dir, { recursive: true, force: true });
}
