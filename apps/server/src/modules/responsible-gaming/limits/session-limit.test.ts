import { sessionLimitResponseSchema, timing } from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { createTestClock } from '../../../../test/clock.ts';
import { bearer, createPlayer } from '../../../../test/factories.ts';
import { sessions } from '../../../db/schema.ts';

const clock = createTestClock(new Date('2026-11-24T07:00:00Z'));
const minute = 60_000;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock });
});
afterAll(async () => {
  await app?.close();
});

const at = (ms: number) => new Date(ms).toISOString();

async function sessionLimit(token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/responsible-gaming/session-limit',
    headers: bearer(token),
  });
  return response.statusCode === 200
    ? sessionLimitResponseSchema.parse(response.json()).data
    : response.statusCode;
}

const setLimit = (token: string, minutes: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/user/responsible-gaming/session-limit',
    payload: { minutes },
    headers: bearer(token),
  });

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

describe('session time limit', () => {
  it('is between 10 minutes and 30 days, in whole minutes', async () => {
    const { token } = await createPlayer(app);
    for (const minutes of [9, 43_201, 15.5, '60']) {
      const response = await setLimit(token, minutes);
      expect(response.statusCode, String(minutes)).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    const start = clock.now().getTime();
    expect(await sessionLimit(token)).toEqual({
      minutes: null,
      sessionEndsAt: at(start + timing.accessTokenCookieMaxAgeSeconds * 1000),
    });
  });

  it('ends each session that long after it began, the current one and the next', async () => {
    const { token, email, password, user } = await createPlayer(app);
    const began = clock.now().getTime();
    const set = await setLimit(token, 60);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ minutes: 60, sessionEndsAt: at(began + 60 * minute) });

    clock.advance(59 * minute);
    expect(await sessionLimit(token)).toMatchObject({ minutes: 60 });
    clock.advance(minute);
    expect(await sessionLimit(token)).toBe(403);
    // the browser signs out just before, saying why: that reason is the session's record
    const early = (await login(email, password)).json().accessToken as string;
    const out = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      payload: { reason: 'SESSION_TIME_LIMIT' },
      headers: bearer(early),
    });
    expect(out.statusCode, out.body).toBe(200);
    const [latest] = await app.database.db
      .select({ reason: sessions.endReason })
      .from(sessions)
      .where(eq(sessions.userId, user.userId))
      .orderBy(desc(sessions.id))
      .limit(1);
    expect(latest?.reason).toBe('SESSION_TIME_LIMIT');

    clock.advance(minute);
    const again = await login(email, password);
    expect(again.statusCode, again.body).toBe(200);
    const next = again.json().accessToken as string;
    expect(await sessionLimit(next)).toEqual({
      minutes: 60,
      sessionEndsAt: at(clock.now().getTime() + 60 * minute),
    });
  });

  it('gives a session already past a new, shorter limit ten minutes, and removing it lifts the end', async () => {
    const { token } = await createPlayer(app);
    const began = clock.now().getTime();
    clock.advance(50 * minute);
    const shorter = await setLimit(token, 30);
    expect(shorter.json().data).toEqual({
      minutes: 30,
      sessionEndsAt: at(clock.now().getTime() + 10 * minute),
    });
    const removed = await setLimit(token, null);
    expect(removed.json().data).toEqual({
      minutes: null,
      sessionEndsAt: at(began + timing.accessTokenCookieMaxAgeSeconds * 1000),
    });
  });
});
