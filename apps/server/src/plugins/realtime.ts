import { timing } from '@casino/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';

export const realtimePath = '/socket';

/** Room every connected browser joins; per-player rooms come with accounts. */
export const publicRoom = 'public';

/**
 * socket.io on the same HTTP server under /socket. With Redis, the adapter fans every emit out to
 * the sockets of all processes, so several identical processes can run behind a load balancer.
 */
export function registerRealtime(app: FastifyInstance, { redis }: { redis: Redis | null }): Server {
  const io = new Server(app.server, {
    path: realtimePath,
    transports: ['websocket', 'polling'],
    serveClient: false,
    connectTimeout: timing.socketConnectTimeoutMs,
  });
  if (redis) {
    const subscriber = redis.duplicate();
    io.adapter(createAdapter(redis, subscriber));
    app.addHook('onClose', async () => {
      subscriber.disconnect();
    });
  }
  io.on('connection', (socket) => {
    void socket.join(publicRoom);
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
  return io;
}
