import type { AddressInfo } from 'node:net';
import {
  type FeedWin,
  favoriteResponseSchema,
  gamePulseResponseSchema,
  playerGamesResponseSchema,
  roundResponseSchema,
  userDetailsResponseSchema,
  winsResponseSchema,
} from '@casino/contracts';
import { minor } from '@casino/money';
import { titles } from '@casino/slot-engine';
import { and, eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { bearer, createPlayer } from '../../../../test/factories.ts';
import { gameRounds } from '../../../db/schema.ts';
import { realtimePath } from '../../../plugins/realtime.ts';
import { publicName } from '../../players/index.ts';
import { createWallet, type Wallet } from '../../wallet/index.ts';

let app: TestApp;
let url: string;
let wallet: Wallet;
// public tables are cached for two seconds per process: tests step the clock past that
let offset = 0;
const later = () => {
  offset += 5_000;
};
const sockets: Socket[] = [];
// the title whose bets reach a euro high-roller stake (20 euros) and with the most frequent wins
const title = [...titles].sort((a, b) => b.maxBet - a.maxBet)[0];
if (!title) throw new Error('no studio titles');

beforeAll(async () => {
  app = await createTestApp({ clock: { now: () => new Date(Date.now() + offset) } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  wallet = createWallet({ database: app.database, clock: { now: () => new Date() } });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
});

let requests = 0;
const requestId = () => `wins-${Date.now().toString(36)}-${++requests}`;

async function fundedPlayer(nickname?: string) {
  const player = await createPlayer(app);
  await wallet.deposit({
    userId: player.user.userId,
    currency: 'EUR',
    idempotencyKey: `deposit-${player.user.userId}`,
    amount: minor(10_000_000n),
  });
  if (nickname) {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/update-user-details',
      payload: { nickname },
      headers: bearer(player.token),
    });
    expect(response.statusCode).toBe(200);
  }
  return player;
}

/** Spins until a round wins (about every second round of this title wins); that round. */
async function winningRound(token: string, bet = title?.minBet ?? 0) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/games/${title?.id}/spin`,
      payload: { bet: String(bet), requestId: requestId() },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const round = roundResponseSchema.parse(response.json()).data.round;
    if (BigInt(round.win) > 0n) return round;
  }
  throw new Error('sixty rounds without a win');
}

async function table(name: string, token?: string, game?: string) {
  later();
  const query = new URLSearchParams({ table: name, ...(game ? { game } : {}) });
  const response = await app.inject({
    method: 'GET',
    url: `/api/games/wins?${query}`,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode).toBe(200);
  return winsResponseSchema.parse(response.json()).data.rows;
}

const setGhostMode = (token: string, enabled: boolean) =>
  app.inject({ method: 'PUT', url: '/api/user/ghost-mode', payload: { enabled }, headers: bearer(token) });

describe('top-wins tables', () => {
  it('lists everyone’s latest wins with public names, and hides players in ghost mode', async () => {
    const shown = await fundedPlayer('LuckyLuke');
    const ghost = await fundedPlayer('Casper');
    const first = await winningRound(shown.token);
    expect((await setGhostMode(ghost.token, true)).json()).toEqual({
      success: true,
      data: { ghostMode: true },
    });
    const second = await winningRound(ghost.token);

    const rows = await table('all');
    expect(rows[0]).toMatchObject({
      player: null,
      bet: second.cost,
      win: second.win,
      currency: 'EUR',
      game: { slug: title.id, name: title.name },
    });
    expect(rows[1]).toMatchObject({ player: 'LuckyLuke', bet: first.cost, win: first.win });
    expect(rows[1]?.multiplier).toBe(Math.floor((Number(first.win) * 100) / Number(first.cost)) / 100);
    // the names and nothing else about the players
    expect(JSON.stringify(rows)).not.toMatch(/@example\.com|round:/);

    // My Wins: the ghost sees their own wins under their own name; guests have none
    const mine = await table('mine', ghost.token);
    expect(mine.map((row) => row.id)).toEqual([rows[0]?.id]);
    expect(mine[0]?.player).toBe('Casper');
    const guest = await app.inject({ method: 'GET', url: '/api/games/wins?table=mine' });
    expect(guest.statusCode).toBe(403);

    const details = await app.inject({
      method: 'GET',
      url: '/api/user/get-user-details',
      headers: bearer(ghost.token),
    });
    expect(userDetailsResponseSchema.parse(details.json()).data.getUser.ghostMode).toBe(true);
    expect((await setGhostMode(ghost.token, false)).json().data.ghostMode).toBe(false);
    expect((await table('all'))[0]?.player).toBe('Casper');
  });

  it('keeps High Rollers to stakes of at least the currency’s high-roller bet (20 euros)', async () => {
    const player = await fundedPlayer();
    const small = await winningRound(player.token, title.minBet);
    const big = await winningRound(player.token, 2_000);
    const rows = await table('high-rollers');
    const ids = new Set((await table('all')).filter((row) => row.highRoller).map((row) => row.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => BigInt(row.bet) >= 2_000n && row.highRoller && ids.has(row.id))).toBe(true);
    expect(rows[0]).toMatchObject({ bet: big.cost, win: big.win });
    expect(rows.some((row) => row.bet === small.cost && row.win === small.win)).toBe(false);
  });

  it('ranks Multiplier Madness by multiplier, from ten times the stake, over the last seven days', async () => {
    const player = await fundedPlayer('MadnessMia');
    const rounds = [
      await winningRound(player.token),
      await winningRound(player.token),
      await winningRound(player.token),
    ];
    // the test needs wins of a known size: it rewrites its own rounds' wins (the feed reads the rounds)
    const rewrite = async (round: { id: string }, multiplier: number, daysAgo = 0) =>
      app.database.db
        .update(gameRounds)
        .set({
          win: sql`${gameRounds.cost} * ${multiplier}`,
          createdAt: new Date(Date.now() + offset - daysAgo * 86_400_000),
        })
        .where(
          and(
            eq(gameRounds.userId, player.user.userId),
            eq(gameRounds.roundKey, `round:${player.user.userId}:${round.id}`),
          ),
        );
    const [a, b, c] = rounds as [(typeof rounds)[0], (typeof rounds)[0], (typeof rounds)[0]];
    await rewrite(a, 25);
    await rewrite(b, 400);
    await rewrite(c, 1_000, 8);
    const rows = await table('multipliers');
    // other tests' rounds may have won big too: this player's rows, in the table's order
    expect(rows.filter((row) => row.player === 'MadnessMia').map((row) => row.multiplier)).toEqual([400, 25]);
    expect(rows.map((row) => row.multiplier)).toEqual(
      [...rows.map((row) => row.multiplier)].sort((x, y) => y - x),
    );
    expect(rows.every((row) => row.multiplier >= 10)).toBe(true);
    expect(await table('multipliers', undefined, 'copper-cherries-missing').catch(() => 'refused')).toBe(
      'refused',
    );
  });

  it('pushes each win live to everyone (public name) and to the winner (own name)', async () => {
    const player = await fundedPlayer('Nightowl');
    await setGhostMode(player.token, true);
    const open = (auth?: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(url, {
          path: realtimePath,
          transports: ['websocket'],
          reconnection: false,
          ...(auth ? { auth: { token: auth } } : {}),
        });
        sockets.push(socket);
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    const guest = await open();
    const own = await open(player.token);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const publicWins: FeedWin[] = [];
    const ownWins: FeedWin[] = [];
    guest.on('win', (win: FeedWin) => publicWins.push(win));
    own.on('myWin', (win: FeedWin) => ownWins.push(win));
    const round = await winningRound(player.token);
    await expect.poll(() => ownWins.length).toBe(1);
    await expect.poll(() => publicWins.some((win) => win.id === ownWins[0]?.id)).toBe(true);
    const seen = publicWins.find((win) => win.id === ownWins[0]?.id);
    expect(seen).toMatchObject({ player: null, win: round.win, bet: round.cost, game: { slug: title.id } });
    expect(ownWins[0]?.player).toBe('Nightowl');
    // the live row is the row the table then lists
    expect((await table('mine', player.token))[0]?.id).toBe(ownWins[0]?.id);
  });

  it('names players by nickname, a masked username or the end of their public id', () => {
    const base = { nickname: null, username: null, uniqueId: 'u-7f3a9c21', ghostMode: false };
    expect(publicName({ ...base, nickname: '  Ace ' })).toBe('Ace');
    expect(publicName({ ...base, username: 'mariaborg' })).toBe('ma***g');
    expect(publicName({ ...base, username: 'mo' })).toBe('m***');
    expect(publicName(base)).toBe('Player 9C21');
    expect(publicName({ ...base, nickname: 'Ace', ghostMode: true })).toBeNull();
  });
});

describe('game pulse', () => {
  it('shows a game’s latest results across players and the return they add up to', async () => {
    const game = titles.find((candidate) => candidate.id !== title.id) ?? title;
    const player = await fundedPlayer();
    const played: Array<{ cost: string; win: string }> = [];
    for (let index = 0; index < 12; index += 1) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/games/${game.id}/spin`,
        payload: { bet: String(game.minBet), requestId: requestId() },
        headers: bearer(player.token),
      });
      played.push(roundResponseSchema.parse(response.json()).data.round);
    }
    later();
    const response = await app.inject({ method: 'GET', url: `/api/games/${game.id}/pulse` });
    const pulse = gamePulseResponseSchema.parse(response.json()).data;
    expect(pulse.rounds.map((round) => round.multiplier)).toEqual(
      played.map((round) => Math.floor((Number(round.win) * 100) / Number(round.cost)) / 100),
    );
    const mean =
      played.reduce((total, round) => total + Number(round.win) / Number(round.cost), 0) / played.length;
    expect(pulse.sample.rounds).toBe(12);
    expect(pulse.sample.observedRtp).toBeCloseTo(mean * 100, 1);
    expect(pulse.sample.hitRate).toBeCloseTo(
      (played.filter((round) => round.win !== '0').length / played.length) * 100,
      1,
    );
    const missing = await app.inject({ method: 'GET', url: '/api/games/no-such-game/pulse' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('favourites and recent games', () => {
  const list = async (token: string, name: 'favorites' | 'recent') => {
    const response = await app.inject({ method: 'GET', url: `/api/games/${name}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return playerGamesResponseSchema.parse(response.json()).data.rows.map((game) => game.slug);
  };
  const favorite = (token: string, slug: string, method: 'PUT' | 'DELETE') =>
    app.inject({ method, url: `/api/games/${slug}/favorite`, headers: bearer(token) });

  it('keeps each player’s favourites, latest first, and lets them take one out', async () => {
    const { token } = await createPlayer(app);
    const other = await createPlayer(app);
    const [a, b] = titles;
    if (!a || !b) throw new Error('two titles needed');
    expect(await list(token, 'favorites')).toEqual([]);
    expect(favoriteResponseSchema.parse((await favorite(token, a.id, 'PUT')).json()).data).toEqual({
      game: a.id,
      favorite: true,
    });
    later();
    await favorite(token, b.id, 'PUT');
    // marking again keeps its place
    later();
    await favorite(token, a.id, 'PUT');
    expect(await list(token, 'favorites')).toEqual([b.id, a.id]);
    expect(await list(other.token, 'favorites')).toEqual([]);
    expect((await favorite(token, b.id, 'DELETE')).json().data.favorite).toBe(false);
    expect(await list(token, 'favorites')).toEqual([a.id]);

    const unknown = await favorite(token, 'no-such-game', 'PUT');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('GAME_NOT_FOUND');
    const guest = await app.inject({ method: 'PUT', url: `/api/games/${a.id}/favorite` });
    expect(guest.statusCode).toBe(403);
  });

  it('lists the games a player opened, the last one first', async () => {
    const { token } = await createPlayer(app);
    const [a, b] = titles;
    if (!a || !b) throw new Error('two titles needed');
    const launch = (slug: string) =>
      app.inject({ method: 'POST', url: `/api/games/${slug}/launch`, headers: bearer(token) });
    expect((await launch(a.id)).statusCode).toBe(200);
    later();
    await launch(b.id);
    later();
    await launch(a.id);
    expect(await list(token, 'recent')).toEqual([a.id, b.id]);
    expect((await app.inject({ method: 'GET', url: '/api/games/recent' })).statusCode).toBe(403);
  });
});
