#!/usr/bin/env node
// After the browser journeys: the e2e server searched every log line it wrote and, once stopped,
// its whole database for card numbers and CVCs (apps/server/scripts/e2e-server.ts). Fails when it
// found any, or when there is no fresh report (the scan did not run).
// With --clear it removes an earlier report before the journeys start.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(
  import.meta.dirname,
  '..',
  process.env.E2E_CARD_SCAN ?? '.ci/out/card-scan-e2e.json',
);
if (process.argv.includes('--clear')) {
  rmSync(file, { force: true });
  process.exit(0);
}
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`card-data scan: no report of this run at ${file} (${error.message})`);
  process.exit(1);
}
if (report.findings.length > 0) {
  console.error(
    `card-data scan: card data in the e2e server's logs or database:\n${report.findings.join('\n')}`,
  );
  process.exit(1);
}
console.log(`card-data scan: ${report.linesRead} log lines and the whole database, no card number or CVC`);
