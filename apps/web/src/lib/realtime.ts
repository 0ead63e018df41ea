import { timing } from '@casino/contracts/validations';
import { useEffect, useSyncExternalStore } from 'react';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { getAccessToken, sessionChangeEvent } from './api-client';
import { whenPageSettled } from './page-settled';

/** The socket.io path of the server (apps/server/src/plugins/realtime.ts). */
export const realtimePath = '/socket';

/** Server events re-broadcast as window events `wallet:<event>` (spec §4 Realtime). */
export const walletSocketEvents = [
  'debit',
  'credit',
  'globalCredit',
  'deposit',
  'failedDeposit',
  'balance',
] as const;
export type WalletSocketEvent = (typeof walletSocketEvents)[number];

/** The window event name of a wallet socket event, e.g. `wallet:balance`. */
export const walletWindowEvent = (event: WalletSocketEvent) => `wallet:${event}` as const;

/**
 * The player's own news besides the wallet's, re-broadcast as window events `player:<event>`:
 * `userLimit` when a break has reached its end (detail: { userLimit, isSelfExcluded });
 * `sessionEnded` when the server ended this session (detail: { reason }), just before it closes
 * the socket: an operator, a password change or "log out everywhere" elsewhere; `loyalty` when the
 * player's play earned points (detail: { level, loyaltyPoints, xp, pointsTillLevelUp, levelsReached });
 * `kyc` when a reviewer decided on one of the player's documents (detail: a KycEvent).
 */
export const playerSocketEvents = ['userLimit', 'sessionEnded', 'loyalty', 'kyc'] as const;
export type PlayerSocketEvent = (typeof playerSocketEvents)[number];
export const playerWindowEvent = (event: PlayerSocketEvent) => `player:${event}` as const;

/** Live feed events (top-wins tables), re-broadcast as window events `games:<event>` (detail: a FeedWin). */
export const feedSocketEvents = ['win', 'myWin'] as const;
export type FeedSocketEvent = (typeof feedSocketEvents)[number];
export const feedWindowEvent = (event: FeedSocketEvent) => `games:${event}` as const;

/**
 * Events of rooms a page watches (`watch`/`unwatch`, e.g. `race:<id>`), re-broadcast as window
 * events `room:<event>`: `race` when a race's live board moved (detail: a RaceBoardEvent).
 */
export const roomSocketEvents = ['race'] as const;
export type RoomSocketEvent = (typeof roomSocketEvents)[number];
export const roomWindowEvent = (event: RoomSocketEvent) => `room:${event}` as const;

/**
 * idle: no session and no public feed on screen (guests do not connect otherwise); connecting;
 * connected; disconnected: dropped and retrying (or paused while the page is hidden); forbidden:
 * the server refused the token.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'forbidden';

export type SocketFactory = (options: Partial<ManagerOptions & SocketOptions>) => Socket;

export type RealtimeClientOptions = {
  /** Creates the socket; a fake in tests. Without it the real client is loaded on the first connect. */
  createSocket?: SocketFactory;
  /** Loads the real client: socket.io is a chunk of its own, fetched only when a socket is needed. */
  loadSocketFactory?: () => Promise<SocketFactory>;
  getToken?: () => string | null;
  /** Where window events are listened to and dispatched. */
  target?: EventTarget;
};

/**
 * socket.io options of spec §4/§9: token auth, websocket then polling, 1–5 s back-off, 20 s timeout.
 * Without a token the socket is a guest's: it only hears public events (live wins).
 */
export function socketOptions(token: string | null): Partial<ManagerOptions & SocketOptions> {
  return {
    path: realtimePath,
    auth: token ? { token } : {},
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionDelay: timing.socketReconnectDelayMinMs,
    reconnectionDelayMax: timing.socketReconnectDelayMaxMs,
    timeout: timing.socketConnectTimeoutMs,
    autoConnect: true,
  };
}

export type RealtimeClient = {
  /** Connects when a session exists and follows session and page-lifecycle changes. */
  start: () => void;
  /** Disconnects and stops listening. */
  stop: () => void;
  /** A public feed is on screen: guests connect too until every holder releases (the returned function). */
  retainPublic: () => () => void;
  /**
   * Joins the room `room` (a race's board) on every socket this client opens, again after each
   * reconnection, until every holder releases (the returned function). Connects only with a
   * session or a public holder (`retainPublic`).
   */
  watch: (room: string) => () => void;
  getStatus: () => RealtimeStatus;
  subscribe: (listener: () => void) => () => void;
};

/**
 * The player's realtime connection. Connects only while signed in, with the access token; a token
 * change (sign in, sign out, another account) replaces the socket so it joins the right room.
 */
export function createRealtimeClient({
  createSocket,
  loadSocketFactory = () =>
    import('socket.io-client').then(
      ({ io }) =>
        (options) =>
          io(options),
    ),
  getToken = getAccessToken,
  target = window,
}: RealtimeClientOptions = {}): RealtimeClient {
  let factory: SocketFactory | null = createSocket ?? null;
  let loadingFactory = false;
  let socket: Socket | null = null;
  let token: string | null = null;
  let status: RealtimeStatus = 'idle';
  let running = false;
  let publicHolders = 0;
  const listeners = new Set<() => void>();
  // rooms watched, with how many holders each: joined again by every (re)connected socket
  const watched = new Map<string, number>();

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };

  const close = () => {
    if (!socket) return;
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  };

  const open = (nextToken: string | null) => {
    if (!factory) {
      // a guest with no live feed never gets here, so socket.io stays out of the lobby's download
      setStatus('connecting');
      if (loadingFactory) return;
      loadingFactory = true;
      loadSocketFactory().then(
        (loaded) => {
          factory = loaded;
          loadingFactory = false;
          sync();
        },
        (error: unknown) => {
          loadingFactory = false;
          console.warn(
            'The realtime client could not be loaded; retrying on the next session change.',
            error,
          );
          setStatus('disconnected');
        },
      );
      return;
    }
    close();
    token = nextToken;
    const created = factory(socketOptions(nextToken));
    socket = created;
    setStatus('connecting');
    created.on('connect', () => {
      // a new socket, or the server forgot this one's rooms while it was away
      for (const room of watched.keys()) created.emit('watch', room);
      setStatus('connected');
    });
    created.on('disconnect', () => {
      if (status !== 'forbidden') setStatus('disconnected');
    });
    created.on('connect_error', (error: Error) => {
      if (error.message === 'FORBIDDEN') {
        // the token is not valid any more: retrying would be refused the same way
        created.io.reconnection(false);
        created.disconnect();
        setStatus('forbidden');
        return;
      }
      setStatus('disconnected');
    });
    for (const event of walletSocketEvents) {
      created.on(event, (payload: unknown) => {
        target.dispatchEvent(new CustomEvent(walletWindowEvent(event), { detail: payload }));
      });
    }
    for (const event of playerSocketEvents) {
      created.on(event, (payload: unknown) => {
        target.dispatchEvent(new CustomEvent(playerWindowEvent(event), { detail: payload }));
      });
    }
    for (const event of feedSocketEvents) {
      created.on(event, (payload: unknown) => {
        target.dispatchEvent(new CustomEvent(feedWindowEvent(event), { detail: payload }));
      });
    }
    for (const event of roomSocketEvents) {
      created.on(event, (payload: unknown) => {
        target.dispatchEvent(new CustomEvent(roomWindowEvent(event), { detail: payload }));
      });
    }
  };

  const sync = () => {
    // a live feed opens the socket before the player's connection has started (it waits for the
    // page to settle, a feed cannot: see usePublicFeed)
    if (!running && publicHolders === 0) return;
    const next = getToken();
    if (next === token && socket) return;
    if (!next && publicHolders === 0) {
      close();
      token = null;
      setStatus('idle');
      return;
    }
    open(next);
  };

  const onPageHide = () => {
    if (!socket) return;
    socket.disconnect();
    if (status !== 'forbidden') setStatus('disconnected');
  };

  const onPageShow = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    // restored from the back-forward cache: the session may have changed meanwhile
    const next = getToken();
    if (next === token && socket && status !== 'forbidden') {
      setStatus('connecting');
      socket.connect();
      return;
    }
    close();
    token = null;
    sync();
  };

  return {
    start() {
      if (running) return;
      running = true;
      target.addEventListener(sessionChangeEvent, sync);
      target.addEventListener('storage', sync);
      target.addEventListener('pagehide', onPageHide);
      target.addEventListener('pageshow', onPageShow);
      sync();
    },
    stop() {
      if (!running) return;
      running = false;
      target.removeEventListener(sessionChangeEvent, sync);
      target.removeEventListener('storage', sync);
      target.removeEventListener('pagehide', onPageHide);
      target.removeEventListener('pageshow', onPageShow);
      close();
      token = null;
      setStatus('idle');
    },
    retainPublic() {
      publicHolders += 1;
      sync();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        publicHolders -= 1;
        // a guest's socket closes when the last feed leaves the screen
        if (publicHolders === 0 && token === null && socket) {
          close();
          setStatus('idle');
        }
      };
    },
    watch(room) {
      const holders = watched.get(room) ?? 0;
      watched.set(room, holders + 1);
      // a socket still connecting joins it on `connect`
      if (holders === 0 && socket?.connected) socket.emit('watch', room);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (watched.get(room) ?? 1) - 1;
        if (left > 0) {
          watched.set(room, left);
          return;
        }
        watched.delete(room);
        if (socket?.connected) socket.emit('unwatch', room);
      };
    },
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let sharedClient: RealtimeClient | null = null;
const client = () => {
  sharedClient ??= createRealtimeClient();
  return sharedClient;
};

/**
 * Keeps the app's one realtime connection running while the component is mounted (mount once). It
 * opens once the page has settled: the page reads its state over HTTP, the socket only brings what
 * changes afterwards, and the balance it greets with on connecting covers anything sent before, so
 * its download and handshake do not compete with the page's own code and first reads.
 */
export function useRealtimeConnection(): void {
  useEffect(() => {
    const shared = client();
    let started = false;
    const cancel = whenPageSettled(() => {
      started = true;
      shared.start();
    });
    return () => {
      cancel();
      if (started) shared.stop();
    };
  }, []);
}

/**
 * Keeps a socket open while a public live feed is mounted, for guests too. It opens at once, unlike
 * the player's connection: a live table is read first (the server caches that answer for 2 s) and
 * wins are pushed only to sockets already listening, with no greeting to catch up, so a feed that
 * connected later could miss the wins in between.
 */
export function usePublicFeed(): void {
  useEffect(() => client().retainPublic(), []);
}

/**
 * Watches the socket room `room` while mounted (null: none), for guests too: its events arrive as
 * window events (`roomWindowEvent`). Like a public feed, it connects at once.
 */
export function useWatchedRoom(room: string | null): void {
  useEffect(() => {
    if (!room) return;
    const shared = client();
    const release = shared.retainPublic();
    const unwatch = shared.watch(room);
    return () => {
      unwatch();
      release();
    };
  }, [room]);
}

/** The realtime connection's status, e.g. to show that live balance updates are paused. */
export function useRealtimeStatus(): RealtimeStatus {
  const shared = client();
  return useSyncExternalStore(shared.subscribe, shared.getStatus, () => 'idle');
}
