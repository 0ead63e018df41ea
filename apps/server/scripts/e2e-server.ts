/**
 * Starts the real server for the browser journeys on a database of its own: a temporary PGlite
 * directory, or with DATABASE_URL a fresh PostgreSQL database that is dropped again on exit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../test/scratch-database.ts';

const serverUrl = process.env.DATABASE_URL;
// every journey comes from 127.0.0.1, so per-IP limits are raised for the run
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', RATE_LIMIT_SCALE: '20' };
let cleanup: () => Promise<void>;

if (serverUrl) {
  const scratch = await createScratchDatabase(serverUrl, 'casino_e2e');
  env.DATABASE_URL = scratch.url;
  cleanup = scratch.drop;
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
  env.DATA_DIR = dir;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(import.meta.dirname, '../src/main.ts')],
  {
    env,
    stdio: 'inherit',
  },
);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

server.on('exit', async (code) => {
  await cleanup().catch((error) => console.error('e2e database cleanup failed', error));
  process.exit(stopping ? 0 : (code ?? 1));
});
