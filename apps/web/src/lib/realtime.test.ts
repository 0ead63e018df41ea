import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { sessionChangeEvent } from './api-client';
import { createRealtimeClient, type SocketFactory, socketOptions } from './realtime';

type Handler = (...args: unknown[]) => void;

/** A stand-in for a socket.io client socket that records what the client does with it. */
class FakeSocket {
  handlers = new Map<string, Handler[]>();
  connected = false;
  disconnects = 0;
  connects = 0;
  reconnection: boolean | null = null;
  readonly io = {
    reconnection: (value: boolean) => {
      this.reconnection = value;
    },
  };
  constructor(readonly options: ReturnType<typeof socketOptions>) {}
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  disconnect() {
    this.disconnects += 1;
    this.connected = false;
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  /** What was emitted on the socket (the client's `watch`/`unwatch`, and the events a test plays). */
  emitted: [string, ...unknown[]][] = [];
  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, ...args]);
    if (event === 'connect') this.connected = true;
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  /** The rooms the client asked to join or leave, in order. */
  rooms() {
    return this.emitted.filter(([event]) => event === 'watch' || event === 'unwatch');
  }
}

function setup(initialToken: string | null) {
  let token = initialToken;
  const sockets: FakeSocket[] = [];
  const target = new EventTarget();
  const createSocket: SocketFactory = (options) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket as unknown as Socket;
  };
  const client = createRealtimeClient({ createSocket, getToken: () => token, target });
  const setToken = (next: string | null) => {
    token = next;
    target.dispatchEvent(new Event(sessionChangeEvent));
  };
  const pageEvent = (type: 'pagehide' | 'pageshow', persisted: boolean) => {
    const event = new Event(type);
    Object.defineProperty(event, 'persisted', { value: persisted });
    target.dispatchEvent(event);
  };
  return { client, sockets, target, setToken, pageEvent };
}

describe('realtime client', () => {
  it('uses the spec timings: websocket then polling, 1–5 s reconnection delay, 20 s timeout', () => {
    expect(socketOptions('t1')).toMatchObject({
      path: '/socket',
      auth: { token: 't1' },
      transports: ['websocket', 'polling'],
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20_000,
    });
  });

  it('does not connect guests, and connects once a player signs in', () => {
    const { client, sockets, setToken } = setup(null);
    client.start();
    expect(sockets).toHaveLength(0);
    expect(client.getStatus()).toBe('idle');
    setToken('t1');
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.options.auth).toEqual({ token: 't1' });
    sockets[0]?.emit('connect');
    expect(client.getStatus()).toBe('connected');
  });

  it('loads the socket client only when a socket is needed, once, and then connects with the token', async () => {
    let token: string | null = null;
    const target = new EventTarget();
    const sockets: FakeSocket[] = [];
    let loads = 0;
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const client = createRealtimeClient({
      getToken: () => token,
      target,
      loadSocketFactory: async () => {
        loads += 1;
        await loaded;
        return (options) => {
          const socket = new FakeSocket(options);
          sockets.push(socket);
          return socket as unknown as Socket;
        };
      },
    });
    client.start();
    expect(loads).toBe(0);
    expect(client.getStatus()).toBe('idle');
    token = 't1';
    target.dispatchEvent(new Event(sessionChangeEvent));
    target.dispatchEvent(new Event('storage'));
    expect(loads).toBe(1);
    expect(client.getStatus()).toBe('connecting');
    release();
    await loaded;
    await Promise.resolve();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.options.auth).toEqual({ token: 't1' });
    sockets[0]?.emit('connect');
    expect(client.getStatus()).toBe('connected');
  });

  it('connects a guest without a token while a public feed is on screen, and closes after it', () => {
    const { client, sockets, target, setToken } = setup(null);
    client.start();
    const release = client.retainPublic();
    const second = client.retainPublic();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.options.auth).toEqual({});
    const wins: unknown[] = [];
    target.addEventListener('games:win', (event) => wins.push((event as CustomEvent).detail));
    sockets[0]?.emit('connect');
    sockets[0]?.emit('win', { id: 'w1' });
    expect(wins).toEqual([{ id: 'w1' }]);
    release();
    release();
    expect(sockets[0]?.disconnects).toBe(0);
    second();
    expect(sockets[0]?.disconnects).toBe(1);
    expect(client.getStatus()).toBe('idle');
    // signing in while a feed is open swaps the guest socket for the player's
    const third = client.retainPublic();
    setToken('t1');
    expect(sockets).toHaveLength(3);
    expect(sockets[2]?.options.auth).toEqual({ token: 't1' });
    third();
    expect(sockets[2]?.disconnects).toBe(0);
  });

  it('opens for a live feed before the player connection has started, which then keeps that socket', () => {
    const { client, sockets } = setup('t1');
    const release = client.retainPublic();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.options.auth).toEqual({ token: 't1' });
    client.start();
    release();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.disconnects).toBe(0);
  });

  it('re-broadcasts every wallet event as a window event wallet:<event> with the payload', () => {
    const { client, sockets, target } = setup('t1');
    client.start();
    const seen: Array<[string, unknown]> = [];
    for (const name of ['debit', 'credit', 'globalCredit', 'deposit', 'failedDeposit', 'balance']) {
      target.addEventListener(`wallet:${name}`, (event) => seen.push([name, (event as CustomEvent).detail]));
    }
    const balance = { cash: '1000', nonCash: '0', total: '1000', currency: 'EUR' };
    sockets[0]?.emit('balance', balance);
    sockets[0]?.emit('deposit', { type: 'deposit', amount: '1000', currency: 'EUR', count: 1 });
    sockets[0]?.emit('debit', { type: 'bet', amount: '50', currency: 'EUR' });
    sockets[0]?.emit('credit', { type: 'win', amount: '70', currency: 'EUR' });
    sockets[0]?.emit('globalCredit', {});
    sockets[0]?.emit('failedDeposit', {});
    expect(seen.map(([name]) => name)).toEqual([
      'balance',
      'deposit',
      'debit',
      'credit',
      'globalCredit',
      'failedDeposit',
    ]);
    expect(seen[0]?.[1]).toEqual(balance);
  });

  it('re-broadcasts the player’s userLimit event as player:userLimit with the payload', () => {
    const { client, sockets, target } = setup('t1');
    client.start();
    const seen: unknown[] = [];
    target.addEventListener('player:userLimit', (event) => seen.push((event as CustomEvent).detail));
    const ended = { userLimit: { isSelfExclusionPermanent: false }, isSelfExcluded: false };
    sockets[0]?.emit('userLimit', ended);
    expect(seen).toEqual([ended]);
  });

  it('re-broadcasts the player’s loyalty event as player:loyalty with the payload', () => {
    const { client, sockets, target } = setup('t1');
    client.start();
    const seen: unknown[] = [];
    target.addEventListener('player:loyalty', (event) => seen.push((event as CustomEvent).detail));
    const standing = { level: 2, loyaltyPoints: 150, xp: 150, pointsTillLevelUp: 850, levelsReached: [2] };
    sockets[0]?.emit('loyalty', standing);
    expect(seen).toEqual([standing]);
  });

  it('reconnects with the new token when the session changes, and disconnects on sign-out', () => {
    const { client, sockets, setToken } = setup('t1');
    client.start();
    setToken('t2');
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.disconnects).toBe(1);
    expect(sockets[1]?.options.auth).toEqual({ token: 't2' });
    setToken('t2');
    expect(sockets).toHaveLength(2);
    setToken(null);
    expect(sockets[1]?.disconnects).toBe(1);
    expect(client.getStatus()).toBe('idle');
  });

  it('disconnects on pagehide and reconnects on pageshow only when restored from the cache', () => {
    const { client, sockets, pageEvent } = setup('t1');
    client.start();
    sockets[0]?.emit('connect');
    pageEvent('pagehide', true);
    expect(sockets[0]?.disconnects).toBe(1);
    expect(client.getStatus()).toBe('disconnected');
    pageEvent('pageshow', false);
    expect(sockets[0]?.connects).toBe(0);
    pageEvent('pageshow', true);
    expect(sockets[0]?.connects).toBe(1);
    expect(sockets).toHaveLength(1);
  });

  it('stops reconnecting when the server refuses the token (FORBIDDEN)', () => {
    const { client, sockets } = setup('stale');
    client.start();
    sockets[0]?.emit('connect_error', new Error('FORBIDDEN'));
    expect(sockets[0]?.reconnection).toBe(false);
    expect(sockets[0]?.disconnects).toBe(1);
    expect(client.getStatus()).toBe('forbidden');
  });

  it('keeps retrying after other connection errors', () => {
    const { client, sockets } = setup('t1');
    client.start();
    sockets[0]?.emit('connect_error', new Error('xhr poll error'));
    expect(sockets[0]?.reconnection).toBeNull();
    expect(client.getStatus()).toBe('disconnected');
  });

  it('joins a watched room on connecting and again after a reconnection, and re-broadcasts its race events', () => {
    const { client, sockets, target } = setup(null);
    const release = client.retainPublic();
    const unwatch = client.watch('race:7');
    expect(sockets[0]?.rooms()).toEqual([]);
    sockets[0]?.emit('connect');
    expect(sockets[0]?.rooms()).toEqual([['watch', 'race:7']]);
    const heard: unknown[] = [];
    target.addEventListener('room:race', (event) => heard.push((event as CustomEvent).detail));
    const board = { raceId: '7', status: 'running', entrants: 2, leaderboard: [] };
    sockets[0]?.emit('race', board);
    expect(heard).toEqual([board]);
    // dropped and back: the server forgot the socket's rooms
    sockets[0]?.disconnect();
    sockets[0]?.emit('connect');
    expect(sockets[0]?.rooms()).toEqual([
      ['watch', 'race:7'],
      ['watch', 'race:7'],
    ]);
    unwatch();
    expect(sockets[0]?.rooms().at(-1)).toEqual(['unwatch', 'race:7']);
    release();
  });

  it('keeps a room watched until its last holder leaves, and joins it on a new session’s socket', () => {
    const { client, sockets, setToken } = setup('t1');
    client.start();
    sockets[0]?.emit('connect');
    const first = client.watch('race:9');
    const second = client.watch('race:9');
    expect(sockets[0]?.rooms()).toEqual([['watch', 'race:9']]);
    first();
    first();
    expect(sockets[0]?.rooms()).toEqual([['watch', 'race:9']]);
    setToken('t2');
    sockets[1]?.emit('connect');
    expect(sockets[1]?.rooms()).toEqual([['watch', 'race:9']]);
    second();
    expect(sockets[1]?.rooms()).toEqual([
      ['watch', 'race:9'],
      ['unwatch', 'race:9'],
    ]);
    sockets[1]?.disconnect();
    sockets[1]?.emit('connect');
    expect(sockets[1]?.rooms()).toHaveLength(2);
  });

  it('closes the socket and ignores events once stopped', () => {
    const { client, sockets, setToken } = setup('t1');
    client.start();
    client.stop();
    expect(sockets[0]?.disconnects).toBe(1);
    setToken('t2');
    expect(sockets).toHaveLength(1);
  });
});
