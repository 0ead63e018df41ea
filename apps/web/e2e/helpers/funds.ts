import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';

/** The player's bearer headers for the API. */
export function authHeaders(token: string) {
  return { authorization: `Bearer ${token}`, 'x-authorization': `Bearer ${token}` };
}

/**
 * Deposits `amount` (minor units) by card for a new player as the browser would: the address the
 * first deposit needs, the sandbox's 3-D Secure page answered "success", then the return confirmed.
 */
export async function fundByCard(request: APIRequestContext, token: string, amount: string) {
  const profile = await request.put('/api/user/update-user-details', {
    headers: authHeaders(token),
    data: { address: '12 Republic Street', city: 'Valletta', zipCode: 'VLT 1117' },
  });
  expect(profile.status()).toBe(200);
  const started = await request.post('/api/payments/deposit', {
    headers: authHeaders(token),
    data: {
      method: 'visa',
      amount,
      requestId: `fund-${Date.now()}`,
      card: { number: '4111 1111 1111 1111', holder: 'Maria Borg', expiry: '12/39', cvc: '737' },
    },
  });
  expect(started.status()).toBe(200);
  const { next } = (await started.json()).data;
  const answered = await request.post(next.url, {
    form: { outcome: 'success' },
    maxRedirects: 0,
  });
  const back = new URL(String(answered.headers().location), 'http://casino.test');
  const confirmed = await request.post('/api/user/3ds-webhook', {
    headers: authHeaders(token),
    data: { PaReq: back.searchParams.get('PaReq'), MD: back.searchParams.get('MD') },
  });
  expect((await confirmed.json()).data.payment.status).toBe('completed');
}
