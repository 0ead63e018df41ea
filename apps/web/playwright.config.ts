import { defineConfig, devices } from '@playwright/test';
import { clockServerPort } from './e2e/helpers/clock-server';

const port = Number(process.env.E2E_PORT ?? 3199);

/**
 * The journeys CI runs a second time, on PostgreSQL with Redis (`E2E_JOURNEYS=database`): those
 * whose server paths behave differently there. Money moving while other requests run (a pool of
 * connections instead of PGlite's one), live updates fanned out through Redis, jobs on the clock,
 * operators' changes reaching players. The others (registration, login, the profile, the shell's
 * pages and modals) are screens over reads and writes that the server's own tests also run on
 * PostgreSQL; running every journey twice took CI past its 30 minutes on a slow hour.
 */
const databaseJourneys = [
  'cashier',
  'wallet',
  'games',
  'responsible-gaming',
  'play-limits',
  'races',
  'rakeback',
  'loyalty',
  'referrals',
  'backoffice',
].map((name) => `**/${name}.spec.ts`);

/** Browser journeys against the production build served by the real server on a fresh database. */
export default defineConfig({
  testDir: './e2e',
  ...(process.env.E2E_JOURNEYS === 'database' ? { testMatch: databaseJourneys } : {}),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: `../../.ci/out/e2e-${process.env.CI_LABEL ?? 'local'}.json` }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: 'node --import tsx ../server/scripts/e2e-server.ts',
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      // the journeys stand in for a proxy: a journey may say where a player comes from
      // (X-Forwarded-For), as refer-a-friend's network check needs two players on two networks
      env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
      stdout: 'ignore',
      stderr: 'pipe',
      // SIGTERM (not the default SIGKILL) lets the e2e server search its database for card data and
      // drop it on the way out
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    },
    {
      // the same server on a database of its own, with POST /api/test/clock (NODE_ENV=test only)
      command: 'node --import tsx ../server/scripts/e2e-server.ts',
      url: `http://127.0.0.1:${clockServerPort}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(clockServerPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        TEST_CLOCK_CONTROL: 'true',
        TRUST_PROXY: '1',
        E2E_CARD_SCAN: '.ci/out/card-scan-e2e-clock.json',
      },
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    },
  ],
});
