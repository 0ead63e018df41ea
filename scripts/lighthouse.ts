/**
 * `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) against the built web app
 * served by the real server on a fresh PGlite database with the seeded catalog, for the lobby and a
 * game's page as a guest and the deposit form signed in. Each page runs LIGHTHOUSE_RUNS times
 * (default 3, pages taking turns) in a fresh browser; every number is the median of its runs, and
 * the medians are checked against the budget in scripts/lighthouse-budget.ts. Reports (JSON and
 * HTML per run, summary.json) go to .ci/out/lighthouse/. Exits 1 when a threshold fails.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { freePort, startServerProcess } from '../apps/server/test/server-process.ts';
import {
  evaluate,
  formatTable,
  type Measurement,
  measure,
  medianMeasurement,
  type Verdict,
} from './lighthouse-budget.ts';

const root = path.join(import.meta.dirname, '..');
const outDir = path.join(root, process.env.LIGHTHOUSE_OUT ?? '.ci/out/lighthouse');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// report the numbers without failing on the budget (for measuring; CI gates on it, see .ci/run)
const reportOnly = process.env.LIGHTHOUSE_REPORT_ONLY === '1';
// for profiling: each run's performance trace beside its reports (`<page>-run<n>.trace.json`)
const saveTraces = process.env.LIGHTHOUSE_TRACE === '1';
// with the trace: the JavaScript's samples too (which function a long task ran), at the price of
// slower runs; read them off a build without minification (`vite build --minify false`)
const profileScripts = process.env.LIGHTHOUSE_JS_PROFILE === '1';
// a comma-separated subset of the pages (casino, game, deposit), for measuring one change quickly
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
// Lighthouse sometimes fails to record a page load at all ("NO_NAVSTART … Please run Lighthouse
// again"): such a run is taken again in a fresh browser, up to this many times
const attemptsPerRun = 3;
// the machine has no internet: Chromium's own background traffic would only fail and add noise
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const flags: Flags = {
  output: ['json', 'html'],
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
  ...(profileScripts ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
};

/** A page to audit: where it is, whether a player is signed in, and how to tell it rendered right. */
type Target = {
  name: string;
  path: string;
  signedIn: boolean;
  /** A selector the finished page must show, so a sign-in prompt or an error page never passes. */
  expect: string;
};

type Session = { token: string };

/** The first game of the seeded catalog, for its details page. */
async function seededGameSlug(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/games?limit=1`);
  const body = (await response.json()) as { data?: { rows?: Array<{ slug: string }> } };
  const slug = body.data?.rows?.[0]?.slug;
  if (!slug) throw new Error(`the seeded catalog has no games (${response.status})`);
  return slug;
}

/** Calls the API as the app does and fails loudly, so a broken set-up never reaches Lighthouse. */
async function api(origin: string, pathname: string, init: RequestInit & { token?: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) {
    headers.authorization = `Bearer ${init.token}`;
    headers['x-authorization'] = `Bearer ${init.token}`;
  }
  const response = await fetch(`${origin}${pathname}`, { ...init, headers });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * A new player through the real API, with the address the cashier asks for before its deposit
 * form (without it /deposit shows "Complete your profile" instead).
 */
async function signUpPlayer(origin: string): Promise<Session> {
  const body = await api(origin, '/api/user/sign-up', {
    method: 'POST',
    body: JSON.stringify({
      registrationType: 'email',
      email: `lighthouse.${Date.now()}@example.com`,
      password: 'Lighthouse#2026',
      firstName: 'Maria',
      lastName: 'Borg',
      countryCode: 'MT',
      currencyCode: 'EUR',
      dateOfBirth: '1990-05-17',
      subscribe: true,
    }),
  });
  const token = body.accessToken;
  if (typeof token !== 'string') throw new Error('sign-up answered no access token');
  await api(origin, '/api/user/update-user-details', {
    method: 'PUT',
    token,
    body: JSON.stringify({ address: '12 Republic Street', city: 'Valletta', zipCode: 'VLT 1117' }),
  });
  return { token };
}

/**
 * Signs the page in the way the app keeps a session (src/lib/api-client.ts): the token in local
 * storage, put there before any of the app's scripts run on every document of the page, so
 * Lighthouse's own storage reset before its navigation does not sign the player out again.
 */
async function signIn(page: Page, session: Session): Promise<void> {
  await page.evaluateOnNewDocument((token: string) => {
    try {
      if (location.protocol.startsWith('http')) localStorage.setItem('accessToken', token);
    } catch {
      // about:blank has no storage
    }
  }, session.token);
}

/**
 * What Lighthouse scored rather than what it observed: the nodes of its simulated page load (its
 * "Lantern" model) for the largest contentful paint, in simulated start order: each request and
 * each main-thread task it kept (tasks under 10 ms are dropped unless they link requests; those it
 * keeps run 4 times slower), with its simulated start and end. Read after the run it belongs to.
 */
async function lanternTimeline(): Promise<string> {
  const Lantern = await import('lighthouse/core/lib/lantern/lantern.js');
  const lines: string[] = [];
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    // the long tasks of the simulated load: what Total Blocking Time counts once past FCP
    if (/optimisticInteractive/.test(label)) {
      lines.push(`# ${label}: main-thread tasks of 50 ms or more, simulated`);
      for (const [node, timing] of [...timings].sort(([, a], [, b]) => a.startTime - b.startTime)) {
        if (node.type !== 'cpu' || timing.endTime - timing.startTime < 50) continue;
        const calls = node.childEvents
          .filter((event) => event.dur >= 1000)
          .map((event) => event.name)
          .slice(0, 6)
          .join(', ');
        lines.push(
          `${Math.round(timing.startTime).toString().padStart(6)} ${Math.round(timing.endTime).toString().padStart(6)}  cpu ${Math.round(node.duration / 1000)} ms observed: ${calls}`,
        );
      }
      continue;
    }
    if (!/LargestContentfulPaint/.test(label)) continue;
    lines.push(`# ${label}`);
    const rows = [...timings].sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, timing] of rows) {
      const what =
        node.type === 'network'
          ? node.request.url.replace(/^https?:\/\/[^/]+/, '')
          : `cpu ${Math.round(node.duration / 1000)} ms observed: ${node.childEvents
              .filter((event) => event.dur >= 1000)
              .map((event) => event.name)
              .slice(0, 6)
              .join(', ')}`;
      lines.push(
        `${Math.round(timing.startTime).toString().padStart(6)} ${Math.round(timing.endTime)
          .toString()
          .padStart(6)}  ${what}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Lighthouse could not record the page load: not the page's fault, and worth another try. */
class RecordingError extends Error {}

/** A run of `audit`, taken again in a fresh browser when Lighthouse failed to record it. */
async function auditWithRetries(origin: string, target: Target, session: Session | null) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(origin, target, session);
    } catch (error) {
      if (!(error instanceof RecordingError) || attempt >= attemptsPerRun) throw error;
      console.log(`  ${error.message}: taking the run again (attempt ${attempt + 1} of ${attemptsPerRun})`);
    }
  }
}

/** The browser of the run in progress, closed by an interruption as well. */
let browser: Browser | undefined;

/** One Lighthouse run of one page in a browser of its own (cold caches, no state from other runs). */
async function audit(
  origin: string,
  target: Target,
  session: Session | null,
): Promise<{ lhr: Result; reports: string[]; trace: unknown }> {
  try {
    browser = await puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      args: chromeFlags,
      defaultViewport: null,
      // this script stops the browser and the server itself, on every path
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    const page = await browser.newPage();
    if (session) await signIn(page, session);
    const result = await lighthouse(`${origin}${target.path}`, flags, undefined, page);
    if (!result) throw new Error(`${target.name}: Lighthouse returned no result`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new RecordingError(`${target.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // a page that sent the player elsewhere (a sign-in prompt at /?modal=login) was not the page asked for
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== target.path)
      throw new Error(`${target.name}: Lighthouse ended on ${landed}, not ${target.path}`);
    const shown = await page
      .waitForSelector(target.expect, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) {
      await page.screenshot({ path: path.join(outDir, `${target.name}-unexpected.png`) });
      throw new Error(`${target.name}: the audited page did not show ${target.expect} (screenshot saved)`);
    }
    return {
      lhr,
      reports: Array.isArray(result.report) ? result.report : [result.report],
      trace: result.artifacts.Trace,
    };
  } finally {
    await browser?.close();
    browser = undefined;
  }
}

type Audit = Result['audits'][string];

/**
 * What Lighthouse suggests for a run, for the console: the performance opportunities (biggest
 * estimated saving first) and diagnostics that fall short, then every failed accessibility and
 * best-practices audit. The metrics themselves are in the table; Lighthouse's hidden duplicates
 * (its newer "insights") are left out.
 */
function findings(lhr: Result): string[] {
  const lines: string[] = [];
  const shortOf = (id: string) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.group !== 'hidden' && ref.group !== 'metrics')
      .map((ref) => lhr.audits[ref.id])
      .filter((audit): audit is Audit => audit !== undefined && audit.score !== null && audit.score < 0.9);
  const savings = (audit: Audit) =>
    (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0;
  const label = (audit: Audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`;
  const performance = shortOf('performance');
  for (const audit of performance
    .filter((audit) => audit.details?.type === 'opportunity')
    .sort((a, b) => savings(b) - savings(a))) {
    const bytes = (audit.details as { overallSavingsBytes?: number }).overallSavingsBytes ?? 0;
    lines.push(
      `  opportunity: ${audit.title} (${Math.round(savings(audit))} ms, ${Math.round(bytes / 1024)} KiB)`,
    );
  }
  for (const audit of performance.filter((audit) => audit.details?.type !== 'opportunity')) {
    lines.push(`  diagnostic: ${label(audit)}`);
  }
  for (const id of ['accessibility', 'best-practices']) {
    for (const audit of shortOf(id)) lines.push(`  ${id} failed: ${label(audit)}`);
  }
  return lines;
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;
const running = (child: ChildProcess | undefined): child is ChildProcess =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

/** Stops the server (SIGTERM, then SIGKILL after 15 s) and removes its database. */
async function stopServer(): Promise<void> {
  const child = server;
  server = undefined;
  if (running(child)) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (running(child)) child.kill('SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    browser?.process()?.kill('SIGKILL');
    void stopServer().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
// the last resort, should this process end any other way: nothing it started outlives it
process.on('exit', () => {
  browser?.process()?.kill('SIGKILL');
  if (running(server)) server.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type PageOutcome = { target: Target; runs: Measurement[]; median: Measurement; verdicts: Verdict[] };

async function main(): Promise<number> {
  const dist = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(dist)) throw new Error('apps/web/dist is not built: run `npm run build` first');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const started = Date.now();
  dataDir = mkdtempSync(path.join(tmpdir(), 'casino-lighthouse-'));
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    // a fresh PGlite directory: migrated and seeded (catalog, payment methods, content) at start-up;
    // Lighthouse reloads each page many times from one address, so per-IP limits are raised
    server = await startServerProcess('', port, {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      RATE_LIMIT_SCALE: '20',
    });
    console.log(`server ready on ${origin} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const game = await seededGameSlug(origin);
    const session = await signUpPlayer(origin);
    const targets: Target[] = [
      { name: 'casino', path: '/casino', signedIn: false, expect: '.game-card img' },
      { name: 'game', path: `/casino/games/${game}`, signedIn: false, expect: '.game-details__art' },
      { name: 'deposit', path: '/deposit', signedIn: true, expect: 'form.cashier-form' },
    ].filter((target) => !onlyPages || onlyPages.includes(target.name));
    if (targets.length === 0) throw new Error(`LIGHTHOUSE_PAGES names none of casino, game, deposit`);
    console.log(
      `Lighthouse ${flags.onlyCategories?.join(', ')} (mobile preset, simulated throttling), ` +
        `${runs} runs per page taking turns, each in a fresh Chromium; numbers are per-metric medians`,
    );

    const results = new Map<string, Result[]>(targets.map((target) => [target.name, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const target of targets) {
        const runStarted = Date.now();
        const { lhr, reports, trace } = await auditWithRetries(
          origin,
          target,
          target.signedIn ? session : null,
        );
        const [json, html] = reports;
        const base = path.join(outDir, `${target.name}-run${run}`);
        writeFileSync(`${base}.report.json`, json ?? '');
        if (html) writeFileSync(`${base}.report.html`, html);
        if (saveTraces) {
          writeFileSync(`${base}.trace.json`, JSON.stringify(trace));
          writeFileSync(`${base}.lantern.txt`, await lanternTimeline());
        }
        results.get(target.name)?.push(lhr);
        const m = measure(lhr);
        console.log(
          `  run ${run} ${target.path}: performance ${m.performance}, LCP ${Math.round(m.lcp)} ms, ` +
            `TBT ${Math.round(m.tbt)} ms (${((Date.now() - runStarted) / 1000).toFixed(0)} s)`,
        );
      }
    }

    const outcomes: PageOutcome[] = targets.map((target) => {
      const lhrs = results.get(target.name) ?? [];
      const measurements = lhrs.map(measure);
      const median = medianMeasurement(measurements);
      return { target, runs: measurements, median, verdicts: evaluate(median) };
    });
    for (const outcome of outcomes) {
      const label = `${outcome.target.path}${outcome.target.signedIn ? ' (signed in)' : ' (guest)'}`;
      console.log(`\n${formatTable(label, outcome.runs, outcome.verdicts)}`);
      // the findings of the run whose performance score is the median one
      const lhrs = results.get(outcome.target.name) ?? [];
      const byScore = [...lhrs].sort((a, b) => measure(a).performance - measure(b).performance);
      const middle = byScore[Math.floor(byScore.length / 2)];
      if (middle) console.log(findings(middle).join('\n'));
    }
    writeFileSync(
      path.join(outDir, 'summary.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          method: `median of ${runs} runs per metric, mobile preset, simulated throttling`,
          lighthouse: results.values().next().value?.[0]?.lighthouseVersion,
          userAgent: results.values().next().value?.[0]?.environment.hostUserAgent,
          pages: outcomes.map(({ target, runs: measured, median, verdicts }) => ({
            path: target.path,
            signedIn: target.signedIn,
            median,
            runs: measured,
            failed: verdicts.filter((v) => !v.pass).map((v) => v.threshold.label),
          })),
        },
        null,
        2,
      )}\n`,
    );

    const failed = outcomes.flatMap(({ target, verdicts }) =>
      verdicts.filter((v) => !v.pass).map((v) => `${target.path} ${v.threshold.label}`),
    );
    console.log(
      `\nreports in ${path.relative(root, outDir)}; took ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    if (failed.length > 0) {
      console.log(`budget FAILED: ${failed.join(', ')}`);
      if (reportOnly) console.log('LIGHTHOUSE_REPORT_ONLY=1: reported, not failed');
      return reportOnly ? 0 : 1;
    }
    console.log('budget met on every page');
    return 0;
  } finally {
    await stopServer();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('lighthouse failed:', error instanceof Error ? error.message : error);
    // a report that could not be recorded (Chromium's trace, every attempt) is no verdict on the
    // pages: while Lighthouse only reports, it does not fail the run either
    if (reportOnly && error instanceof RecordingError) {
      console.log('LIGHTHOUSE_REPORT_ONLY=1: no report recorded, not failed');
      process.exit(0);
    }
    process.exit(1);
  },
);
