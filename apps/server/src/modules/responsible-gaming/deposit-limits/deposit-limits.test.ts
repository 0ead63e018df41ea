import { depositLimitsResponseSchema } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { createTestClock } from '../../../../test/clock.ts';
import { bearer, createPlayer, depositor as depositorOf } from '../../../../test/factories.ts';

const clock = createTestClock(new Date('2026-11-24T09:00:00Z'));
const hour = 3_600_000;
const card = { number: '4111 1111 1111 1111', holder: 'Maria Borg', expiry: '12/39', cvc: '737' };
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(async () => {
  await app?.close();
});

const depositor = () => depositorOf(app);

async function limits(token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/responsible-gaming/deposit-limits',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return depositLimitsResponseSchema.parse(response.json()).data;
}

const setLimit = (token: string, period: string, amount: string | null) =>
  app.inject({
    method: 'PUT',
    url: `/api/user/responsible-gaming/deposit-limits/${period}`,
    payload: { amount },
    headers: bearer(token),
  });

const daily = async (token: string) => (await limits(token)).limits.find((limit) => limit.period === 'daily');

let clicks = 0;
const deposit = (token: string, amount: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/deposit',
    payload: { method: 'visa', amount, requestId: `limits-${++clicks}`, card },
    headers: bearer(token),
  });

describe('deposit limits', () => {
  it('start empty for every period, in the player’s currency', async () => {
    const { token } = await createPlayer(app);
    expect(await limits(token)).toEqual({
      currency: 'EUR',
      limits: ['daily', 'weekly', 'monthly'].map((period) => ({
        period,
        amount: null,
        used: '0',
        pending: null,
      })),
    });
  });

  it('refuse amounts that are not whole positive minor units and periods not offered, changing nothing', async () => {
    const { token } = await createPlayer(app);
    for (const amount of ['0', '-100', '12.50', 'abc']) {
      const response = await setLimit(token, 'daily', amount);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    expect((await setLimit(token, 'yearly', '1000')).statusCode).toBe(400);
    expect((await daily(token))?.amount).toBeNull();
  });

  it('apply a new or lower limit at once, a higher one or a removal only a day later', async () => {
    const { token } = await depositor();
    expect((await setLimit(token, 'daily', '10000')).statusCode).toBe(200);
    expect(await daily(token)).toMatchObject({ amount: '10000', pending: null });
    const lowered = depositLimitsResponseSchema.parse((await setLimit(token, 'daily', '6000')).json());
    expect(lowered.data.limits[0]).toMatchObject({ period: 'daily', amount: '6000', pending: null });

    // 50.00 of 60.00 used: 20.00 more is over the limit
    expect((await deposit(token, '5000')).statusCode).toBe(200);
    expect((await daily(token))?.used).toBe('5000');
    const over = await deposit(token, '2000');
    expect(over.json()).toMatchObject({ errorCode: 'PAYMENT_LIMIT_THRESHOLD' });

    // raising waits a day: the lower limit still holds meanwhile
    const raisedAt = clock.now();
    await setLimit(token, 'daily', '50000');
    expect(await daily(token)).toMatchObject({
      amount: '6000',
      pending: { amount: '50000', from: new Date(raisedAt.getTime() + 24 * hour).toISOString() },
    });
    expect((await deposit(token, '2000')).json()).toMatchObject({ errorCode: 'PAYMENT_LIMIT_THRESHOLD' });
    // lowering again cancels the waiting raise
    await setLimit(token, 'daily', '5500');
    expect(await daily(token)).toMatchObject({ amount: '5500', pending: null });

    // a removal waits a day too, then the limit is gone
    await setLimit(token, 'daily', null);
    expect(await daily(token)).toMatchObject({ amount: '5500', pending: { amount: null } });
    clock.advance(24 * hour - 1_000);
    expect((await daily(token))?.amount).toBe('5500');
    clock.advance(1_000);
    expect(await daily(token)).toMatchObject({ amount: null, pending: null });
    expect((await deposit(token, '20000')).statusCode).toBe(200);
  });

  it('keep each period apart, and the tightest one decides', async () => {
    const { token } = await depositor();
    await setLimit(token, 'weekly', '3000');
    await setLimit(token, 'monthly', '100000');
    const now = await limits(token);
    expect(now.limits.map((limit) => limit.amount)).toEqual([null, '3000', '100000']);
    const over = await deposit(token, '3500');
    expect(over.json()).toMatchObject({ errorCode: 'PAYMENT_LIMIT_THRESHOLD' });
    expect(over.json().message).toContain('weekly');
  });

  it('are a player’s own: a guest is asked to sign in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user/responsible-gaming/deposit-limits' });
    // spec §8: the client reads 403 as "sign in again"
    expect(response.statusCode).toBe(403);
  });
});
