import { type Round, roundResponseSchema, seedsResponseSchema } from '@casino/contracts';
import { minor } from '@casino/money';
import {
  compileGame,
  createRoundRandom,
  findTitle,
  hashServerSeed,
  playRound,
  titles,
} from '@casino/slot-engine';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { bearer, createPlayer } from '../../../../test/factories.ts';
import { defaultAppSettings } from '../../../../test/settings.ts';
import { devSeedEncryptionKey } from '../../../config.ts';
import { appSettings, gameRounds, games, ledgerTransactions } from '../../../db/schema.ts';
import { createWallet, type Wallet } from '../../wallet/index.ts';
import { createGamesRepository } from '../games.repository.ts';
import { createRoundsRepository } from './rounds.repository.ts';
import { createRoundsService } from './rounds.service.ts';
import { createSeedVault } from './seed-vault.ts';

let app: TestApp;
let wallet: Wallet;
const title = titles.find((candidate) => candidate.bonusBuy) ?? titles[0];
const plain = titles.find((candidate) => !candidate.bonusBuy);
if (!title || !plain) throw new Error('the studio needs a title with and one without a bonus buy');

beforeAll(async () => {
  app = await createTestApp();
  // the cashier's stand-in: another process's wallet, so the app's wallet memory must notice its deposits
  wallet = createWallet({ database: app.database, clock: { now: () => new Date() } });
});
afterAll(async () => {
  await app?.close();
});

let requests = 0;
const requestId = () => `click-${Date.now().toString(36)}-${++requests}`;

async function fundedPlayer(amount = 100_000n) {
  const player = await createPlayer(app);
  if (amount > 0n) {
    await wallet.deposit({
      userId: player.user.userId,
      currency: 'EUR',
      idempotencyKey: `deposit-${player.user.userId}`,
      amount: minor(amount),
    });
  }
  return player;
}

const spin = (token: string | null, game: string, body: Record<string, unknown>, path = 'spin') =>
  app.inject({
    method: 'POST',
    url: `/api/games/${game}/${path}`,
    payload: body,
    headers: token ? bearer(token) : {},
  });

const roundOf = (response: { json(): unknown }) => roundResponseSchema.parse(response.json()).data.round;
const sum = (values: string[]) => values.reduce((total, value) => total + BigInt(value), 0n);

describe('real-money rounds', () => {
  it('debits the bet and credits the win in one go, with the round recorded beside its postings', async () => {
    const { token, user } = await fundedPlayer();
    const bet = String(title.minBet);
    const response = await spin(token, title.id, { bet, requestId: requestId() });
    expect(response.statusCode).toBe(200);
    const round = roundOf(response);
    expect(round).toMatchObject({ game: title.id, demo: false, bet, cost: bet, currency: 'EUR' });
    expect(BigInt(round.win)).toBe(sum(round.steps.map((step) => step.win)));
    expect(round.balanceBefore).toBe('100000');
    expect(BigInt(round.balanceAfter ?? '')).toBe(100_000n - BigInt(bet) + BigInt(round.win));
    const balances = await wallet.balances(user.userId, 'EUR');
    expect(balances.total.toString()).toBe(round.balanceAfter);
    const [record] = await app.database.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundKey, `round:${user.userId}:${round.id}`));
    const postings = await app.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, user.userId));
    const betPosting = postings.find((posting) => posting.type === 'bet');
    expect(record?.betTransactionId).toBe(betPosting?.id);
    expect(betPosting?.context).toMatchObject({ gameName: title.name, provider: 'Casino Studio' });
    expect(postings.filter((posting) => posting.type === 'win')).toHaveLength(BigInt(round.win) > 0n ? 1 : 0);
  });

  it('commits each server seed before the player chooses the client seed it is played with', async () => {
    const { token } = await fundedPlayer();
    const seeds = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const answer = await app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return seedsResponseSchema.parse(answer.json()).data;
    };
    // a new player: both hashes shown, no client seed yet (the browser chooses one)
    const first = (await seeds('GET', '/api/games/seeds')).active;
    expect(first).toMatchObject({ clientSeed: null, nonce: 0 });
    expect(first.nextServerSeedHash).not.toBe(first.serverSeedHash);
    // a client seed is set only for the server seed hash the player saw
    const unseen = await app.inject({
      method: 'PUT',
      url: '/api/games/seeds/client-seed',
      headers: bearer(token),
      payload: { clientSeed: 'browser-random-1', serverSeedHash: first.nextServerSeedHash },
    });
    expect(unseen.json()).toMatchObject({ errorCode: 'SEED_PAIR_CHANGED' });
    const chosen = await seeds('PUT', '/api/games/seeds/client-seed', {
      clientSeed: 'browser-random-1',
      serverSeedHash: first.serverSeedHash,
    });
    expect(chosen.active).toEqual({ ...first, clientSeed: 'browser-random-1' });
    const rounds: Round[] = [];
    for (let k = 0; k < 5; k++)
      rounds.push(
        roundOf(await spin(token, title.id, { bet: String(title.minBet), requestId: requestId() })),
      );
    expect(rounds.map((round) => round.seeds.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(rounds.every((round) => round.seeds.serverSeedHash === first.serverSeedHash)).toBe(true);
    expect(rounds.every((round) => round.seeds.clientSeed === 'browser-random-1')).toBe(true);
    expect(rounds.every((round) => round.seeds.serverSeed === null)).toBe(true);
    // once the pair has rounds its client seed stays: a new one needs a rotation
    const late = await app.inject({
      method: 'PUT',
      url: '/api/games/seeds/client-seed',
      headers: bearer(token),
      payload: { clientSeed: 'too-late', serverSeedHash: first.serverSeedHash },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ errorCode: 'SEED_PAIR_IN_USE' });

    // a client seed for the next pair comes with that pair's hash as the player saw it
    const rotate = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/games/seeds/rotate', headers: bearer(token), payload });
    expect((await rotate({ clientSeed: 'my-own-seed' })).json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      fields: { nextServerSeedHash: expect.any(String) },
    });
    expect(
      (await rotate({ clientSeed: 'my-own-seed', nextServerSeedHash: first.serverSeedHash })).json(),
    ).toMatchObject({ errorCode: 'SEED_PAIR_CHANGED' });
    // the rotation reveals the seed and moves to the one committed before this client seed was chosen
    const rotated = await seeds('POST', '/api/games/seeds/rotate', {
      clientSeed: 'my-own-seed',
      nextServerSeedHash: first.nextServerSeedHash,
    });
    const serverSeed = rotated.revealed?.serverSeed as string;
    expect(hashServerSeed(serverSeed)).toBe(first.serverSeedHash);
    expect(rotated.revealed).toMatchObject({ clientSeed: 'browser-random-1', nonce: 5 });
    expect(rotated.active).toMatchObject({
      serverSeedHash: first.nextServerSeedHash,
      clientSeed: 'my-own-seed',
      nonce: 0,
    });
    expect([first.serverSeedHash, first.nextServerSeedHash]).not.toContain(rotated.active.nextServerSeedHash);
    const engine = compileGame(findTitle(title.id) ?? title);
    const replays = (played: typeof rounds, revealedSeed: string) => {
      for (const round of played) {
        const replay = playRound(
          engine,
          createRoundRandom({
            serverSeed: revealedSeed,
            clientSeed: round.seeds.clientSeed,
            nonce: round.seeds.nonce,
          }),
        );
        expect(round.steps.map((step) => step.stops)).toEqual(replay.steps.map((step) => step.stops));
        expect(BigInt(round.win)).toBe((BigInt(replay.units) * BigInt(round.bet)) / BigInt(title.betUnits));
      }
    };
    replays(rounds, serverSeed);

    // the second pair's rounds verify with the client seed chosen after its hash was shown
    const second = roundOf(
      await spin(token, title.id, { bet: String(title.minBet), requestId: requestId() }),
    );
    expect(second.seeds).toMatchObject({
      serverSeedHash: first.nextServerSeedHash,
      clientSeed: 'my-own-seed',
      nonce: 0,
    });
    const again = await seeds('POST', '/api/games/seeds/rotate', {});
    const secondSeed = again.revealed?.serverSeed as string;
    expect(hashServerSeed(secondSeed)).toBe(first.nextServerSeedHash);
    expect(again.active).toMatchObject({
      serverSeedHash: rotated.active.nextServerSeedHash,
      clientSeed: null,
    });
    replays([second], secondSeed);
    // a pair rotated before any client seed was chosen is revealed with one of the casino's (no rounds)
    const third = await seeds('POST', '/api/games/seeds/rotate', {});
    expect(third.revealed).toMatchObject({ serverSeedHash: again.active.serverSeedHash, nonce: 0 });
    expect(third.revealed?.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    // the recall shows the revealed seeds with each round
    const recalled = await app.inject({
      method: 'GET',
      url: `/api/games/${title.id}/rounds`,
      headers: bearer(token),
    });
    expect(recalled.statusCode, recalled.body).toBe(200);
    const recalledSeeds = (
      recalled.json().data.rounds as Array<{ seeds: { serverSeed: string | null } }>
    ).map((round) => round.seeds.serverSeed);
    expect(new Set(recalledSeeds)).toEqual(new Set([serverSeed, secondSeed]));
  });

  it('chooses a client seed as late as it can for a player who never chose one', async () => {
    const { token } = await fundedPlayer();
    const round = roundOf(await spin(token, title.id, { bet: String(title.minBet), requestId: requestId() }));
    expect(round.seeds.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    const { active } = seedsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/games/seeds', headers: bearer(token) })).json(),
    ).data;
    expect(active).toMatchObject({ clientSeed: round.seeds.clientSeed, nonce: 1 });
  });

  it('plays a double click once: the same request id answers the same round and spends one bet', async () => {
    const { token, user } = await fundedPlayer();
    const click = requestId();
    const [first, second] = await Promise.all([
      spin(token, title.id, { bet: String(title.minBet), requestId: click }),
      spin(token, title.id, { bet: String(title.minBet), requestId: click }),
    ]);
    expect([first?.statusCode, second?.statusCode], `${first?.body} ${second?.body}`).toEqual([200, 200]);
    expect(roundOf(first as never).id).toBe(roundOf(second as never).id);
    const [rows] = await app.database.db
      .select({ n: count() })
      .from(gameRounds)
      .where(eq(gameRounds.userId, user.userId));
    expect(rows?.n).toBe(1);
    const bets = await app.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, user.userId));
    expect(bets.filter((posting) => posting.type === 'bet')).toHaveLength(1);
  });

  it('uses a nonce only for a round that settles: a refused round or a repeated request leaves no gap', async () => {
    const { token, user } = await fundedPlayer(0n);
    const nonceOf = (response: { json(): unknown }) => roundOf(response as never).seeds.nonce;
    const minBet = String(title.minBet);
    // without funds: refused, nothing settled
    const broke = await spin(token, title.id, { bet: minBet, requestId: requestId() });
    expect(broke.json().errorCode).toBe('INSUFFICIENT_FUNDS');
    await wallet.deposit({
      userId: user.userId,
      currency: 'EUR',
      idempotencyKey: `nonce-gap-${user.userId}`,
      amount: minor(100_000n),
    });
    const first = await spin(token, title.id, { bet: minBet, requestId: requestId() });
    // over the player's own maximum bet: refused in the round's transaction
    const limited = await app.inject({
      method: 'PUT',
      url: '/api/user/responsible-gaming/bet-limits',
      payload: { maxBetLimit: minBet },
      headers: bearer(token),
    });
    expect(limited.statusCode, limited.body).toBe(200);
    const over = await spin(token, title.id, { bet: String(title.minBet * 2), requestId: requestId() });
    expect(over.json().errorCode).toBe('MAX_BET_LIMIT_REACHED');
    // the same request again: answered with its round
    const click = requestId();
    const second = await spin(token, title.id, { bet: minBet, requestId: click });
    const again = await spin(token, title.id, { bet: minBet, requestId: click });
    expect(nonceOf(again)).toBe(nonceOf(second));
    const third = await spin(token, title.id, { bet: minBet, requestId: requestId() });
    expect([nonceOf(first), nonceOf(second), nonceOf(third)]).toEqual([0, 1, 2]);
    const seeds = await app.inject({ method: 'GET', url: '/api/games/seeds', headers: bearer(token) });
    expect(seeds.json().data.active.nonce).toBe(3);
  });

  it('refuses bets the game does not take, and a round without funds changes nothing', async () => {
    const { token } = await fundedPlayer();
    const tooSmall = await spin(token, title.id, { bet: String(title.minBet - 1), requestId: requestId() });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json()).toMatchObject({
      errorCode: 'BET_BELOW_MINIMUM',
      fields: { limit: String(title.minBet) },
    });
    const tooBig = await spin(token, title.id, {
      bet: String(title.maxBet + title.betUnits),
      requestId: requestId(),
    });
    expect(tooBig.json()).toMatchObject({
      errorCode: 'BET_ABOVE_MAXIMUM',
      fields: { limit: String(title.maxBet) },
    });
    if (title.betUnits > 1) {
      const uneven = await spin(token, title.id, { bet: String(title.minBet + 1), requestId: requestId() });
      expect(uneven.json().errorCode).toBe('INVALID_AMOUNT');
    }
    expect((await spin(token, 'no-such-game', { bet: '100', requestId: requestId() })).statusCode).toBe(404);
    expect(
      (await spin(null, title.id, { bet: String(title.minBet), requestId: requestId() })).statusCode,
    ).toBe(403);

    const broke = await fundedPlayer(0n);
    const refused = await spin(broke.token, title.id, { bet: String(title.minBet), requestId: requestId() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('INSUFFICIENT_FUNDS');
    const [rounds] = await app.database.db
      .select({ n: count() })
      .from(gameRounds)
      .where(eq(gameRounds.userId, broke.user.userId));
    expect(rounds?.n).toBe(0);
  });

  it('sells the feature at its price, and an unfinished feature waits for the player to come back', async () => {
    const buy = title.bonusBuy;
    if (!buy) throw new Error('no bonus buy title');
    const { token } = await fundedPlayer(10_000_000n);
    const bet = String(title.minBet);
    const round = roundOf(await spin(token, title.id, { bet, requestId: requestId(), buy: true }));
    expect(round.cost).toBe(String(title.minBet * buy.cost));
    expect(round.bought).toBe(true);
    expect(round.steps.every((step) => step.kind === 'free')).toBe(true);
    expect(round.steps.length).toBeGreaterThanOrEqual(buy.spins);

    const resume = async () =>
      (
        await app.inject({ method: 'GET', url: `/api/games/${title.id}/resume`, headers: bearer(token) })
      ).json().data.round;
    expect((await resume())?.id).toBe(round.id);
    const shown = await app.inject({
      method: 'POST',
      url: `/api/games/rounds/${round.id}/shown`,
      payload: { shownSteps: round.steps.length },
      headers: bearer(token),
    });
    expect(shown.statusCode).toBe(200);
    expect(await resume()).toBeNull();

    const noBuy = await spin(token, plain.id, {
      bet: String(plain.minBet),
      requestId: requestId(),
      buy: true,
    });
    expect(noBuy.statusCode).toBe(400);
  });

  it('recalls the last ten rounds of a game, newest first', async () => {
    const { token } = await fundedPlayer();
    const played = [];
    for (let k = 0; k < 12; k++)
      played.push(
        roundOf(await spin(token, plain.id, { bet: String(plain.minBet), requestId: requestId() })),
      );
    const response = await app.inject({
      method: 'GET',
      url: `/api/games/${plain.id}/rounds`,
      headers: bearer(token),
    });
    const { rounds } = response.json().data;
    for (const round of rounds as Array<{
      balanceBefore: string;
      balanceAfter: string;
      cost: string;
      win: string;
    }>) {
      expect(BigInt(round.balanceBefore) - BigInt(round.cost) + BigInt(round.win)).toBe(
        BigInt(round.balanceAfter),
      );
    }
    expect(rounds.map((round: { id: string }) => round.id)).toEqual(
      played
        .slice(-10)
        .reverse()
        .map((round) => round.id),
    );
  });
});

describe('popularity', () => {
  it("counts each game's rounds of the last week onto the catalog for the popular sort", async () => {
    await createGamesRepository(app.database.db).refreshPopularity(7);
    const played = await app.database.db.select().from(gameRounds);
    const response = await app.inject({ method: 'GET', url: '/api/games?sort=popular&limit=100' });
    const rows = response.json().data.rows as Array<{ slug: string }>;
    const counts = new Map<number, number>();
    for (const round of played) counts.set(round.gameId, (counts.get(round.gameId) ?? 0) + 1);
    const most = Math.max(...counts.values());
    // the first game of the popular sort is one of the most played, and its count is on the catalog
    const [first] = await app.database.db
      .select()
      .from(games)
      .where(eq(games.slug, rows[0]?.slug ?? ''));
    expect(counts.get(first?.id ?? 0)).toBe(most);
    expect(first?.roundsPlayed).toBe(most);
  });
});

describe('seed pairs across processes', () => {
  /** Another server process on the same database: its own wallet and its own memory of seed pairs. */
  const otherProcess = () =>
    createRoundsService({
      repository: createRoundsRepository(app.database.db),
      games: createGamesRepository(app.database.db),
      vault: createSeedVault({ current: devSeedEncryptionKey, previous: [] }),
      walletService: createWallet({ database: app.database, clock: { now: () => new Date() } }),
      clock: { now: () => new Date() },
      getSettings: async () => defaultAppSettings,
    });

  it('never plays with a server seed another process has revealed, nor reuses a nonce it took', async () => {
    const { user } = await fundedPlayer();
    const player = { id: user.userId, currencyCode: 'EUR' };
    const a = otherProcess();
    const b = otherProcess();
    const spinOn = (process: typeof a) =>
      process.spin(player, title.id, { bet: String(title.minBet), requestId: requestId(), buy: false });
    const first = await spinOn(a);
    const second = await spinOn(b);
    // a still remembers nonce 1 as its next: the round's transaction refuses it, a draws again
    const third = await spinOn(a);
    expect([first, second, third].map((round) => round.seeds.nonce)).toEqual([0, 1, 2]);
    const rotated = await b.rotateSeeds(player.id);
    expect(rotated.revealed?.serverSeedHash).toBe(first.seeds.serverSeedHash);
    const afterRotation = await spinOn(a);
    expect(afterRotation.seeds).toMatchObject({ serverSeedHash: rotated.active.serverSeedHash, nonce: 0 });
    const rounds = await app.database.db.select().from(gameRounds).where(eq(gameRounds.userId, user.userId));
    expect(rounds).toHaveLength(4);
    const revealed = rounds.filter((round) => round.seedId === rounds.find((r) => r.nonce === 2)?.seedId);
    expect(revealed.map((round) => round.nonce).sort()).toEqual([0, 1, 2]);
  });
});

describe('demo rounds', () => {
  it('lets a guest play the same maths with the seeds shown at once, writing nothing', async () => {
    const [before] = await app.database.db.select({ n: count() }).from(gameRounds);
    const response = await spin(null, plain.id, { bet: String(plain.minBet) }, 'demo-spin');
    expect(response.statusCode).toBe(200);
    const round = roundOf(response);
    expect(round).toMatchObject({ demo: true, balanceAfter: null });
    const serverSeed = round.seeds.serverSeed as string;
    expect(hashServerSeed(serverSeed)).toBe(round.seeds.serverSeedHash);
    const replay = playRound(
      compileGame(plain),
      createRoundRandom({ serverSeed, clientSeed: round.seeds.clientSeed, nonce: 0 }),
    );
    expect(round.steps.map((step) => step.stops)).toEqual(replay.steps.map((step) => step.stops));
    const [after] = await app.database.db.select({ n: count() }).from(gameRounds);
    expect(after?.n).toBe(before?.n);
  });

  it('answers "demo not available" to guests when the operator turns guest demos off', async () => {
    await app.database.db
      .update(appSettings)
      .set({ value: false })
      .where(eq(appSettings.key, 'guestDemoPlay'));
    try {
      const guest = await spin(null, plain.id, { bet: String(plain.minBet) }, 'demo-spin');
      expect(guest.statusCode).toBe(403);
      expect(guest.json().message).toMatch(/demo not available/i);
      const { token } = await fundedPlayer(0n);
      expect((await spin(token, plain.id, { bet: String(plain.minBet) }, 'demo-spin')).statusCode).toBe(200);
    } finally {
      await app.database.db
        .update(appSettings)
        .set({ value: true })
        .where(eq(appSettings.key, 'guestDemoPlay'));
    }
  });
});
