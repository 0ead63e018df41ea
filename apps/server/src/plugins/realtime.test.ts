import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { publicRoom, realtimePath } from './realtime.ts';

const redisUrl = process.env.REDIS_URL;
const apps: TestApp[] = [];
const sockets: Socket[] = [];

async function startApp(): Promise<{ app: TestApp; url: string }> {
  const app = await createTestApp({ env: redisUrl ? { REDIS_URL: redisUrl } : {} });
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

function open(url: string): Promise<Socket> {
  const socket = connect(url, { path: realtimePath, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all(apps.map((app) => app.close()));
});

describe('realtime', () => {
  let first: { app: TestApp; url: string };
  beforeAll(async () => {
    first = await startApp();
  });

  it('accepts socket.io connections under /socket and delivers public events', async () => {
    const socket = await open(first.url);
    const received = new Promise((resolve) => socket.once('announcement', resolve));
    // the server joins the room on connection; give it a tick before emitting
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.app.io.to(publicRoom).emit('announcement', { text: 'maintenance at 03:00' });
    expect(await received).toEqual({ text: 'maintenance at 03:00' });
  });

  it.runIf(redisUrl)('fans events out to sockets of another process through Redis', async () => {
    const second = await startApp();
    const socket = await open(second.url);
    const received = new Promise((resolve) => socket.once('announcement', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    first.app.io.to(publicRoom).emit('announcement', { text: 'from process one' });
    expect(await received).toEqual({ text: 'from process one' });
  });
});
