import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countryBlockReports, eventLogs } from '../db/schema.ts';

// Every POST endpoint with a payload it accepts; each bad variant below must be refused unchanged.
const postEndpoints = [
  { url: '/api/user/log-event', valid: { event: 'page_view', data: { url: '/casino' } } },
  { url: '/api/user/country-blocked', valid: { ip: '81.2.69.142', country: 'GB', firstUrl: '/casino' } },
];

const badRequests: Array<
  [string, (valid: Record<string, unknown>) => { payload: string; status: number; code: string }]
> = [
  [
    'malformed JSON',
    (valid) => ({ payload: JSON.stringify(valid).slice(0, -2), status: 400, code: 'MALFORMED_JSON' }),
  ],
  ['an empty body', () => ({ payload: '', status: 400, code: 'MALFORMED_JSON' })],
  ['a JSON array', () => ({ payload: '[]', status: 400, code: 'VALIDATION_ERROR' })],
  [
    'wrong types',
    (valid) => ({
      payload: JSON.stringify(Object.fromEntries(Object.keys(valid).map((key) => [key, 12345]))),
      status: 400,
      code: 'VALIDATION_ERROR',
    }),
  ],
  [
    'an unknown field',
    (valid) => ({
      payload: JSON.stringify({ ...valid, isAdmin: true }),
      status: 400,
      code: 'VALIDATION_ERROR',
    }),
  ],
  [
    'an oversized body',
    (valid) => ({
      payload: JSON.stringify({ ...valid, padding: 'x'.repeat(100_000) }),
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    }),
  ],
];

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    configure: (instance) =>
      instance.get('/api/test/explode', async () => {
        throw new Error('password=hunter2 at db.internal:5432');
      }),
  });
});
afterAll(async () => {
  await app?.close();
});

const storedRows = async () => {
  const [events] = await app.database.db.select({ n: count() }).from(eventLogs);
  const [reports] = await app.database.db.select({ n: count() }).from(countryBlockReports);
  return (events?.n ?? 0) + (reports?.n ?? 0);
};

describe.each(postEndpoints)('POST $url', ({ url, valid }) => {
  it('accepts its valid payload', async () => {
    const response = await app.inject({ method: 'POST', url, payload: valid });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });

  it.each(badRequests)('refuses %s with a stable code and stores nothing', async (_name, make) => {
    const { payload, status, code } = make(valid);
    const before = await storedRows();
    const response = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(
      expect.objectContaining({ errorCode: code, message: expect.any(String) }),
    );
    expect(await storedRows()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: 'a=b',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('server errors', () => {
  it('never leak internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errorCode: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
  });
});
