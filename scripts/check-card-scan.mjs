#!/usr/bin/env node
// After the browser journeys: each e2e server (the journeys' own, and the one whose clock they may
// move) searched every log line it wrote and, once stopped, its whole database for card numbers and
// CVCs (apps/server/scripts/e2e-server.ts). Fails when one found any, or when a report is missing
// (its scan did not run). With --clear it removes earlier reports before the journeys start.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const files = (process.env.E2E_CARD_SCANS ?? '.ci/out/card-scan-e2e.json,.ci/out/card-scan-e2e-clock.json')
  .split(',')
  .map((name) => path.resolve(import.meta.dirname, '..', name.trim()));
if (process.argv.includes('--clear')) {
  for (const file of files) rmSync(file, { force: true });
  process.exit(0);
}
let failed = false;
for (const file of files) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`card-data scan: no report of this run at ${file} (${error.message})`);
    failed = true;
    continue;
  }
  if (report.findings.length > 0) {
    console.error(
      `card-data scan: card data in the e2e server's logs or database (${path.basename(file)}):\n${report.findings.join('\n')}`,
    );
    failed = true;
    continue;
  }
  console.log(
    `card-data scan (${path.basename(file)}): ${report.linesRead} log lines and the whole database, no card number or CVC`,
  );
}
process.exit(failed ? 1 : 0);
