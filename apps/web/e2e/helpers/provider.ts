import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

// the server's development secret (the journeys' server runs with NODE_ENV=test on localhost)
const walletApiSecret = 'development-only-wallet-api-secret-change-me';

/** A game provider's signed seamless-wallet call, as a provider's server would make it. */
export async function providerCall(request: APIRequestContext, route: string, body: Record<string, unknown>) {
  const payload = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
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
