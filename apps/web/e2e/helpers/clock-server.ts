import type { APIRequestContext } from '@playwright/test';

/**
 * The journeys' second server (playwright.config.ts): a database of its own and a clock the
 * journeys may move forward (POST /api/test/clock, NODE_ENV=test only), so that moving it does not
 * touch the other journeys' server.
 */
export const clockServerPort = Number(process.env.E2E_PORT ?? 3199) + 1;
export const clockServerUrl = `http://127.0.0.1:${clockServerPort}`;

/** Moves the clock server's time forward by `ms`; answers its new time. */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<Date> {
  const response = await request.post(`${clockServerUrl}/api/test/clock`, { data: { advanceMs: ms } });
  if (!response.ok())
    throw new Error(`the server's clock did not move: ${response.status()} ${await response.text()}`);
  return new Date((await response.json()).now as string);
}
