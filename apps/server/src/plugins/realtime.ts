import { timing } from '@casino/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';

export const realtimePath = '/socket';

/** Room every connected browser joins. */
export const publicRoom = 'public';

/** Room of the sockets of one signed-in session: closed when the session ends. */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/** Room of one player's sockets (every tab and device), on every process. */
export const playerRoom = (userId: number) => `player:${userId}`;

// servers whose adapter carries emits to other processes (Redis)
const fannedOut = new WeakSet<Server>();

/**
 * Whether an emit to `room` can reach a socket: with Redis always (other processes may hold one),
 * otherwise only when a socket of this process is in the room. Lets hot paths skip encoding events
 * nobody would receive.
 */
export function mayReach(io: Server, room: string): boolean {
  return fannedOut.has(io) || io.sockets.adapter.rooms.has(room);
}

export type SocketAuthenticator = (
  token: string,
) => Promise<{ userId: number; sessionId: number; currency: string } | null>;

/**
 * What a player's socket hears first, once it is in its rooms: `event` with what `load` answers
 * (the wallet's balance as it is now, so nothing missed while away stays stale).
 */
export type SocketGreeting = {
  event: string;
  load: (player: { userId: number; currency: string }) => Promise<unknown>;
};

/** socket.io as the modules use it. */
export type Realtime = {
  io: Server;
  /** Whether an emit to `room` can reach a socket (see `mayReach`). */
  reaches(room: string): boolean;
  /** Who a handshake's access token belongs to; set once, by the accounts module. */
  authenticateWith(authenticate: SocketAuthenticator): void;
  /** What a player's socket hears first; set once, by the wallet. */
  greetWith(greeting: SocketGreeting): void;
  /**
   * Lets any socket join (`watch`) and leave (`unwatch`) rooms whose names match `pattern`, such as
   * one race's live board; a socket watches a few rooms at most.
   */
  allowWatching(pattern: RegExp): void;
};

/** How many rooms one socket may watch at once. */
const watchLimit = 8;

/**
 * socket.io on the same HTTP server under /socket. With Redis, the adapter fans every emit out to
 * the sockets of all processes, so several identical processes can run behind a load balancer.
 * Who a token belongs to and what a player hears on connecting are given by the modules.
 */
export function registerRealtime(app: FastifyInstance, { redis }: { redis: Redis | null }): Realtime {
  const io = new Server(app.server, {
    path: realtimePath,
    transports: ['websocket', 'polling'],
    serveClient: false,
    connectTimeout: timing.socketConnectTimeoutMs,
  });
  if (redis) {
    const subscriber = redis.duplicate();
    io.adapter(createAdapter(redis, subscriber));
    fannedOut.add(io);
    app.addHook('onClose', async () => {
      subscriber.disconnect();
    });
  }
  let authenticate: SocketAuthenticator = async () => null;
  let greeting: SocketGreeting | null = null;
  const watchable: RegExp[] = [];
  // a socket with the access token (handshake auth `token`) joins its player's room; a socket
  // without one is a guest; a socket with a bad token is refused so the client can sign out
  io.use((socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    if (!token) return next();
    authenticate(token)
      .then((auth) => {
        if (!auth) return next(new Error('FORBIDDEN'));
        socket.data.userId = auth.userId;
        socket.data.sessionId = auth.sessionId;
        socket.data.currency = auth.currency;
        next();
      })
      .catch((error: unknown) => next(error instanceof Error ? error : new Error('authentication failed')));
  });
  io.on('connection', (socket) => {
    void socket.join(publicRoom);
    const watching = new Set<string>();
    socket.on('watch', (room: unknown) => {
      if (typeof room !== 'string' || !watchable.some((pattern) => pattern.test(room))) return;
      if (watching.size >= watchLimit && !watching.has(room)) return;
      watching.add(room);
      void socket.join(room);
    });
    socket.on('unwatch', (room: unknown) => {
      if (typeof room !== 'string' || !watching.delete(room)) return;
      void socket.leave(room);
    });
    const userId = socket.data.userId;
    if (typeof userId !== 'number') return;
    // events sent while this browser was away (a provider's page, a closed laptop) are not replayed:
    // the greeting (the balance as it is now) is sent once the socket is in its room, unless an
    // event of the same name got there first (that one is newer than what was read here)
    const greet = greeting;
    let overtaken = false;
    const watch = (event: string) => {
      if (event === greet?.event) overtaken = true;
    };
    socket.onAnyOutgoing(watch);
    Promise.resolve(socket.join([playerRoom(userId), sessionRoom(socket.data.sessionId)]))
      .then(() => greet?.load({ userId, currency: socket.data.currency }))
      .then((snapshot) => {
        socket.offAnyOutgoing(watch);
        if (greet && snapshot !== undefined && !overtaken && socket.connected)
          socket.emit(greet.event, snapshot);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'greeting a socket on connect failed'));
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
  return {
    io,
    reaches: (room) => mayReach(io, room),
    authenticateWith(given) {
      authenticate = given;
    },
    greetWith(given) {
      greeting = given;
    },
    allowWatching(pattern) {
      watchable.push(pattern);
    },
  };
}
