import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// a server whose session answers wait until the test lets them go, so a sign-out can come between
let server: Server;
let release: () => void = () => {};
let held = Promise.resolve();
const assigned: string[] = [];

beforeAll(async () => {
  server = createServer(async (_request, response) => {
    await held;
    response.writeHead(403, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ errorCode: 'FORBIDDEN', message: 'Forbidden' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stored = new Map<string, string>();
  vi.stubGlobal(
    'window',
    Object.assign(new EventTarget(), {
      location: { origin: `http://127.0.0.1:${port}`, assign: (to: string) => assigned.push(to) },
    }),
  );
  vi.stubGlobal('document', { cookie: '', getElementById: () => null });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});
beforeEach(() => {
  assigned.length = 0;
  held = new Promise((resolve) => {
    release = resolve;
  });
});

describe('a 403 answer', () => {
  it('ends the session it spoke for and opens the login modal', async () => {
    const { apiGet, getAccessToken, setAccessToken } = await import('./api-client');
    setAccessToken('token-a');
    const answer = apiGet('/api/user/get-user-details');
    release();
    await expect(answer).rejects.toMatchObject({ status: 403, errorCode: 'FORBIDDEN' });
    expect(getAccessToken()).toBeNull();
    expect(assigned).toEqual(['/?modal=login']);
  });

  it('changes nothing once the tab has signed out since the request left (the inactivity modal stays)', async () => {
    const { apiGet, getAccessToken, setAccessToken } = await import('./api-client');
    setAccessToken('token-a');
    const answer = apiGet('/api/user/get-user-details');
    // the player is signed out here while the request is on its way; its answer comes after
    await new Promise((resolve) => setTimeout(resolve, 20));
    setAccessToken(null);
    release();
    await expect(answer).rejects.toMatchObject({ status: 403 });
    expect(getAccessToken()).toBeNull();
    expect(assigned).toEqual([]);
  });

  it('changes nothing for a request that carried no session (a read that left after a sign-out)', async () => {
    const { apiGet, getAccessToken, setAccessToken } = await import('./api-client');
    setAccessToken(null);
    const answer = apiGet('/api/user/get-user-details');
    release();
    await expect(answer).rejects.toMatchObject({ status: 403 });
    expect(getAccessToken()).toBeNull();
    expect(assigned).toEqual([]);
  });

  it('keeps a session signed in since the request left', async () => {
    const { apiGet, getAccessToken, setAccessToken } = await import('./api-client');
    setAccessToken('token-a');
    const answer = apiGet('/api/user/get-user-details');
    await new Promise((resolve) => setTimeout(resolve, 20));
    setAccessToken('token-b');
    release();
    await expect(answer).rejects.toMatchObject({ status: 403 });
    expect(getAccessToken()).toBe('token-b');
    expect(assigned).toEqual([]);
  });
});
