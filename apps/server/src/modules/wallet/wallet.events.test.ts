import type { AddressInfo } from 'node:net';
import { minor } from '@casino/money';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createPlayer } from '../../../test/factories.ts';
import { systemClock } from '../../lib/clock.ts';
import { realtimePath } from '../../plugins/realtime.ts';
import { emitPostingToPlayer } from './wallet.events.ts';
import { createWallet } from './wallet.service.ts';

let app: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
});

/** A connected socket; a player's once it has heard the balance every player's socket hears first. */
function open(token?: string): Promise<Socket> {
  return openWithGreeting(token).then(({ socket }) => socket);
}

function openWithGreeting(token?: string): Promise<{ socket: Socket; greeting: unknown }> {
  const socket = connect(url, {
    path: realtimePath,
    transports: ['websocket'],
    reconnection: false,
    auth: token ? { token } : {},
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    if (token) socket.once('balance', (greeting: unknown) => resolve({ socket, greeting }));
    else socket.once('connect', () => resolve({ socket, greeting: null }));
    socket.once('connect_error', reject);
  });
}

const next = (socket: Socket, event: string) => new Promise((resolve) => socket.once(event, resolve));

describe('wallet events on the socket', () => {
  it('reach only the player’s own sockets, after the posting commits', async () => {
    const player = await createPlayer(app);
    const other = await createPlayer(app);
    const mine = await open(player.token);
    const theirs = await open(other.token);
    let leaked = false;
    theirs.on('balance', () => {
      leaked = true;
    });
    const wallet = createWallet({
      database: app.database,
      clock: systemClock,
      publish: (event) => emitPostingToPlayer(app.io, event),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const credit = next(mine, 'credit');
    const deposit = next(mine, 'deposit');
    const balance = next(mine, 'balance');
    await wallet.deposit({
      userId: player.user.userId,
      currency: 'EUR',
      idempotencyKey: `d-${player.user.userId}`,
      amount: minor(1500),
    });
    expect(await credit).toEqual({
      type: 'deposit',
      amount: '1500',
      currency: 'EUR',
      cash: '1500',
      bonus: '0',
    });
    expect(await deposit).toMatchObject({ count: 1 });
    expect(await balance).toEqual({ cash: '1500', nonCash: '0', total: '1500', currency: 'EUR' });
    const debit = next(mine, 'debit');
    await wallet.bet({
      userId: player.user.userId,
      currency: 'EUR',
      idempotencyKey: `b-${player.user.userId}`,
      amount: minor(200),
    });
    expect(await debit).toEqual({ type: 'bet', amount: '200', currency: 'EUR', cash: '200', bonus: '0' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(leaked).toBe(false);
  });

  it('announce a house round’s bet as a debit and its win as a credit, each with its cash part', async () => {
    const player = await createPlayer(app);
    const mine = await open(player.token);
    const wallet = createWallet({
      database: app.database,
      clock: systemClock,
      publish: (event) => emitPostingToPlayer(app.io, event),
    });
    const userId = player.user.userId as number;
    await wallet.deposit({ userId, currency: 'EUR', idempotencyKey: `rd-${userId}`, amount: minor(1000) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const debit = next(mine, 'debit');
    const credit = next(mine, 'credit');
    await wallet.settleRound({
      userId,
      currency: 'EUR',
      idempotencyKey: `round-${userId}`,
      bet: minor(300),
      win: minor(450),
      records: [],
      context: { game: 'tidepool-treasures' },
    });
    expect(await debit).toEqual({
      type: 'bet',
      amount: '300',
      currency: 'EUR',
      cash: '300',
      bonus: '0',
      game: 'tidepool-treasures',
    });
    expect(await credit).toEqual({
      type: 'win',
      amount: '450',
      currency: 'EUR',
      cash: '450',
      bonus: '0',
      game: 'tidepool-treasures',
    });
  });

  it('tell a player’s new socket the balance as it is now: what happened while away is not lost', async () => {
    const player = await createPlayer(app);
    const wallet = createWallet({
      database: app.database,
      clock: systemClock,
      publish: (event) => emitPostingToPlayer(app.io, event),
    });
    // credited while no browser of the player was connected (on a provider's page, say)
    await wallet.deposit({
      userId: player.user.userId,
      currency: 'EUR',
      idempotencyKey: `away-${player.user.userId}`,
      amount: minor(2500),
    });
    const { greeting } = await openWithGreeting(player.token);
    expect(greeting).toEqual({ cash: '2500', nonCash: '0', total: '2500', currency: 'EUR' });
    // a guest's socket hears no balance
    const guest = await open();
    let heard = false;
    guest.on('balance', () => {
      heard = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toBe(false);
  });

  it('close the sockets of a session that ends: logout here, "log out everywhere else" there', async () => {
    const player = await createPlayer(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: player.email, password: player.password },
    });
    const other = login.json().accessToken as string;
    expect(other).toBeTruthy();
    const closed = (socket: Socket) =>
      new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const here = await open(player.token);
    const there = await open(other);
    const thereClosed = closed(there);
    // from this session: end every other one
    const ended = await app.inject({
      method: 'POST',
      url: '/api/user/sessions/end',
      payload: {},
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(ended.json()).toMatchObject({ ended: 1 });
    expect(await thereClosed).toBe('io server disconnect');
    expect(here.connected).toBe(true);
    const hereClosed = closed(here);
    const out = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      payload: {},
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await hereClosed).toBe('io server disconnect');
  });

  it('refuses a socket with a revoked or made-up token, and lets guests connect', async () => {
    await expect(open('x'.repeat(43))).rejects.toThrow('FORBIDDEN');
    const guest = await open();
    expect(guest.connected).toBe(true);
  });
});

describe('the wallet.posted event on the bus', () => {
  it('comes after the commit, and a listener that fails is logged while the posting stands', async () => {
    const player = await createPlayer(app);
    const userId = player.user.userId as number;
    const heard: Array<{ type: string; committed: bigint }> = [];
    const logged = vi.spyOn(app.log, 'error');
    const listeners = [
      app.events.subscribe('wallet.posted', async (event) => {
        // what the listener reads is already in the ledger: it runs after the commit
        heard.push({ type: event.type, committed: (await app.wallet.balances(event.userId, 'EUR')).cash });
      }),
      app.events.subscribe('wallet.posted', () => {
        throw new Error('a listener broke');
      }),
    ];
    try {
      const deposit = await app.wallet.deposit({
        userId,
        currency: 'EUR',
        idempotencyKey: `bus-${userId}`,
        amount: minor(2_000),
      });
      const bet = await app.wallet.bet({
        userId,
        currency: 'EUR',
        idempotencyKey: `bus-bet-${userId}`,
        amount: minor(500),
      });
      expect([deposit.cash, bet.cash]).toEqual([2_000n, 1_500n]);
      await app.events.settled();
      expect(heard).toEqual([
        { type: 'deposit', committed: 2_000n },
        { type: 'bet', committed: 1_500n },
      ]);
      const failures = logged.mock.calls.filter(([, message]) =>
        String(message).includes('a handler of the event wallet.posted failed'),
      );
      expect(failures).toHaveLength(2);
      expect(await app.wallet.balances(userId, 'EUR')).toMatchObject({ cash: 1_500n });
    } finally {
      for (const remove of listeners) remove();
      logged.mockRestore();
    }
  });
});
