import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/**/src/**/*.test.ts',
      'apps/server/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/*.test.ts',
      'apps/backoffice/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry WASM; two workers fit the 2-core CI machine
    maxWorkers: 2,
    // CI also writes a JSON report that .ci/run totals into its closing "N passed, N failed" line
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: `.ci/out/unit-${process.env.CI_LABEL ?? 'local'}.json` },
  },
});
