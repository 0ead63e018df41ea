/**
 * `npm run bench:spin`: real-money slot rounds over HTTP (POST /api/games/{game}/spin: the round
 * decided from the player's provably fair seeds, then bet, win and the round's record in one
 * wallet transaction) at 16 concurrent clients on PostgreSQL, next to the wallet's bet+win pairs
 * from the same server in the same run (they take turns, `BENCH_ROUNDS` rounds of
 * `BENCH_SECONDS`). Issue 5's target: spins/s at least half the wallet's bets/s. Also prints the
 * slot engine's single-core enumeration speed (target: 2 million stop combinations per second).
 * Uses DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres) in a scratch
 * database it drops afterwards; `BENCH_GAME` picks the title (default: the first).
 */
import { minor } from '@casino/money';
import { analyzeGame, compileGame, findTitle, titles } from '@casino/slot-engine';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createWallet } from '../src/modules/wallet/index.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { insertUser, signUpPayload } from '../test/factories.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { closedLoop, percentile, type Server, startServer, walletPairs } from './lib/bench.ts';
import { type Connection, openConnection } from './lib/raw-http.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = 16;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const secret = 'bench-spin-wallet-secret-0123456789abcdef';
const title = process.env.BENCH_GAME ? findTitle(process.env.BENCH_GAME) : titles[0];

/** Players signed up through the API (so each has a session token), each funded in the ledger. */
async function spinPlayers(port: number, fund: (userId: number) => Promise<void>) {
  return Promise.all(
    Array.from({ length: clients }, async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/user/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signUpPayload()),
      });
      if (!response.ok) throw new Error(`sign-up ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { accessToken: string; createUser: { userId: number } };
      await fund(body.createUser.userId);
      return body.accessToken;
    }),
  );
}

/** One real-money round per call for a client's player; returns its latency in ms. */
function spinsAgainst(port: number, tokens: string[], game: string, bet: number) {
  const connections: Connection[] = tokens.map(() => openConnection(port));
  let sequence = 0;
  return async (client: number) => {
    const payload = JSON.stringify({ bet: String(bet), requestId: `bench-${port}-${++sequence}` });
    const token = tokens[client % tokens.length] as string;
    const started = performance.now();
    const { status, body } = await (connections[client % connections.length] as Connection).request(
      `POST /api/games/${game}/spin HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
        `authorization: Bearer ${token}\r\nx-authorization: Bearer ${token}\r\n` +
        `content-length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
    );
    if (status !== 200) throw new Error(`spin ${status}: ${body}`);
    return performance.now() - started;
  };
}

async function main() {
  if (!title) throw new Error(`no title ${process.env.BENCH_GAME}`);
  // the engine first, alone on the machine: complete enumeration of the reel stops of the title
  // with the most combinations (small titles are dominated by fixed costs)
  const combinationsOf = (strips: string[][]) => strips.reduce((product, strip) => product * strip.length, 1);
  const largest = [...titles].sort(
    (a, b) =>
      combinationsOf(b.reels.base) +
      combinationsOf(b.reels.free ?? b.reels.base) -
      (combinationsOf(a.reels.base) + combinationsOf(a.reels.free ?? a.reels.base)),
  )[0];
  if (!largest) throw new Error('no titles');
  const started = performance.now();
  const analysis = analyzeGame(compileGame(largest));
  const enumerated = analysis.combinations.base + analysis.combinations.free;
  const enumerationRate = enumerated / ((performance.now() - started) / 1000);

  const scratch = await createScratchDatabase(serverUrl, 'casino_bench_spin');
  const database = await openDatabase({ databaseUrl: scratch.url });
  let server: Server | undefined;
  try {
    await database.migrate();
    await seedDatabase(database.db, { casinoOrigin: 'http://localhost:3000' });
    const wallet = createWallet({ database, clock: systemClock });
    const fund = (userId: number) =>
      wallet
        .deposit({ userId, currency: 'EUR', idempotencyKey: `bench-${userId}`, amount: minor(10n ** 12n) })
        .then(() => undefined);
    server = await startServer(scratch.url, { WALLET_API_SECRET: secret, RATE_LIMIT_SCALE: '1000' });
    const spin = spinsAgainst(server.port, await spinPlayers(server.port, fund), title.id, title.minBet);
    const walletPlayers = await Promise.all(Array.from({ length: clients }, () => insertUser(database.db)));
    for (const player of walletPlayers) await fund(player.id);
    const pair = walletPairs(server.port, walletPlayers, secret, clients);
    // warm-up, then the two take turns so a slow minute of the machine hits both
    await closedLoop(spin, 3000, clients);
    await closedLoop(pair, 3000, clients);
    // fresh planner statistics after the warm-up, as bench:wallet does
    await database.db.execute(sql`analyze`);
    const spinLatencies: number[] = [];
    let pairs = 0;
    for (let round = 0; round < rounds; round++) {
      spinLatencies.push(...(await closedLoop(spin, seconds * 1000, clients)));
      pairs += (await closedLoop(pair, seconds * 1000, clients)).length;
    }
    const spinRate = spinLatencies.length / (seconds * rounds);
    const betRate = pairs / (seconds * rounds);
    const sorted = spinLatencies.sort((a, b) => a - b);
    console.table({
      game: title.id,
      clients,
      'seconds per run': seconds,
      rounds,
      'spins/s': Math.round(spinRate),
      'spin p50 ms': Number(percentile(sorted, 50).toFixed(1)),
      'spin p99 ms': Number(percentile(sorted, 99).toFixed(1)),
      'wallet bets/s (bet+win pairs)': Math.round(betRate),
      'spins / wallet bets': Number((spinRate / betRate).toFixed(2)),
      'engine: title enumerated': largest.id,
      'engine: stop combinations': enumerated,
      'engine: million combinations/s (1 core)': Number((enumerationRate / 1e6).toFixed(1)),
    });
  } finally {
    await server?.stop();
    await database.close();
    await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
