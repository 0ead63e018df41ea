/**
 * Starts the real server for the browser journeys on a database of its own: a temporary PGlite
 * directory, or with DATABASE_URL a fresh PostgreSQL database that is dropped again on exit.
 *
 * Every line the server logs (at info, as in production) is searched for card numbers and CVCs as
 * it goes by, and the database once the server has stopped, before it is dropped; the findings go
 * to E2E_CARD_SCAN (default .ci/out/card-scan-e2e.json), which `npm run test:e2e` checks after the
 * browser journeys (scripts/check-card-scan.mjs).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database.ts';
import { cardDataIn, cardDataInDatabase, masked } from '../test/card-data.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';

const serverUrl = process.env.DATABASE_URL;
// every journey comes from 127.0.0.1, so per-IP limits are raised for the run
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'test',
  RATE_LIMIT_SCALE: '20',
  LOG_LEVEL: 'info',
};
let cleanup: () => Promise<void>;
let databaseOptions: { databaseUrl?: string; dataDir?: string };
const scanFile = path.resolve(
  import.meta.dirname,
  '../../..',
  process.env.E2E_CARD_SCAN ?? '.ci/out/card-scan-e2e.json',
);
const findings: string[] = [];
let linesRead = 0;

if (serverUrl) {
  const scratch = await createScratchDatabase(serverUrl, 'casino_e2e');
  env.DATABASE_URL = scratch.url;
  cleanup = scratch.drop;
  databaseOptions = { databaseUrl: scratch.url };
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
  env.DATA_DIR = dir;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
  databaseOptions = { dataDir: dir };
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(import.meta.dirname, '../src/main.ts')],
  {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);

/** Passes the server's output on, reading every line for card data. */
function scanned(from: NodeJS.ReadableStream, to: NodeJS.WriteStream, keep: boolean) {
  let rest = '';
  from.setEncoding('utf8');
  from.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      linesRead += 1;
      const found = cardDataIn(line);
      if (found.length > 0)
        findings.push(`log: ${found.map(masked).join(', ')} in ${masked(line.slice(0, 300))}`);
      // the info-level request lines are only read; warnings and errors are shown as before
      if (keep || !line.startsWith('{"level":30')) to.write(`${line}\n`);
    }
  });
}
if (server.stdout) scanned(server.stdout, process.stdout, false);
if (server.stderr) scanned(server.stderr, process.stderr, true);

/** The database's turn, once the server has stopped; the report for scripts/check-card-scan.mjs. */
async function scanDatabase(): Promise<void> {
  const database = await openDatabase(databaseOptions);
  try {
    findings.push(...(await cardDataInDatabase(database)).map(masked));
  } finally {
    await database.close();
  }
  mkdirSync(path.dirname(scanFile), { recursive: true });
  writeFileSync(scanFile, `${JSON.stringify({ linesRead, findings }, null, 2)}\n`);
  if (findings.length > 0) console.error(`card data found by the e2e scan:\n${findings.join('\n')}`);
}

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

server.on('exit', async (code) => {
  await scanDatabase().catch((error) => console.error('e2e card-data scan failed', error));
  await cleanup().catch((error) => console.error('e2e database cleanup failed', error));
  process.exit(stopping ? 0 : (code ?? 1));
});
