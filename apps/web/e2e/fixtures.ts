import { test as base, expect } from '@playwright/test';

/**
 * `test` that fails on any console error or uncaught page error, so every journey also proves the
 * page ran cleanly. Use `allowConsoleErrors` for a test that provokes one on purpose.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    const unexpected = errors.filter((text) => !allowConsoleErrors.some((pattern) => pattern.test(text)));
    expect(unexpected, 'console errors during the test').toEqual([]);
  },
});

export { expect };
