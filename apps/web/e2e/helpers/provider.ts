import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

// the server's development secret (the journeys' server runs with NODE_ENV=test on localhost)
const walletApiSecret = 'development-only-wallet-api-secret-change-me';

/**
 * The server's time in seconds: the clock server's own (a journey may have moved it forward), the
 * machine's for a server whose clock does not move.
 */
async function serverSeconds(request: APIRequestContext): Promise<number> {
  const clock = await request.post('/api/test/clock', { data: { advanceMs: 0 } });
  const now = clock.ok() ? new Date((await clock.json()).now as string).getTime() : Date.now();
  return Math.floor(now / 1000);
}

/** A game provider's signed seamless-wallet call, as a provider's server would make it (at the server's time). */
export async function providerCall(request: APIRequestContext, route: string, body: Record<string, unknown>) {
  const payload = JSON.stringify(body);
  const timestamp = await serverSeconds(request);
  const signature = createHmac('sha256', walletApiSecret).update(`${timestamp}.${payload}`).digest('hex');
  return request.post(`/api/wallet/v1/${route}`, {
    data: payload,
    headers: {
      'content-type': 'application/json',
      'x-wallet-timestamp': String(timestamp),
      'x-wallet-signature': signature,
    },
  });
}
