/**
 * `npm run bench:wallet`: bet+win pairs over HTTP (the signed seamless-wallet API) against
 * PostgreSQL at 16 concurrent clients, next to pgbench's TPC-B-like run with the same client count
 * on the same server. Phase 1 finds the peak rate (closed loop); phase 2 offers half of that rate
 * (open loop) and reports the latency players would see at that load.
 *
 * Uses DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres) and creates and
 * drops its own databases. BENCH_SECONDS sets each phase's length (default 10).
 */
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { minor } from '@casino/money';
import { openDatabase } from '../src/db/database.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { systemClock } from '../src/lib/clock.ts';
import { signWalletRequest } from '../src/modules/wallet/wallet.provider-routes.ts';
import { createWalletRepository } from '../src/modules/wallet/wallet.repository.ts';
import { createWalletService } from '../src/modules/wallet/wallet.service.ts';
import { insertUser } from '../test/factories.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { type Connection, openConnection } from './lib/raw-http.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = 16;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const secret = 'bench-wallet-secret-0123456789abcdefgh';

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function main() {
  const walletDb = await createScratchDatabase(serverUrl, 'casino_bench');
  const pgbenchDb = await createScratchDatabase(serverUrl, 'casino_pgbench');
  const database = await openDatabase({ databaseUrl: walletDb.url });
  const port = await freePort();
  let server: ReturnType<typeof spawn> | undefined;
  try {
    await database.migrate();
    await seedDatabase(database.db, { casinoOrigin: 'http://localhost:3000' });
    const wallet = createWalletService({
      db: database.db,
      repository: createWalletRepository(database.db),
      clock: systemClock,
    });
    const players = await Promise.all(Array.from({ length: clients }, () => insertUser(database.db)));
    for (const player of players) {
      await wallet.deposit({
        userId: player.id,
        currency: 'EUR',
        idempotencyKey: `bench-${player.id}`,
        amount: minor(10n ** 12n),
      });
    }

    // BENCH_PROFILE=<dir> writes a V8 CPU profile of the server (open it in Chrome DevTools)
    const profile = process.env.BENCH_PROFILE
      ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
      : [];
    server = spawn(
      process.execPath,
      [...profile, '--import', 'tsx', path.join(import.meta.dirname, '../src/main.ts')],
      {
        env: {
          ...process.env,
          DATABASE_URL: walletDb.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
          WALLET_API_SECRET: secret,
          REDIS_URL: '',
        },
        stdio: process.env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore',
      },
    );
    for (let ready = false; !ready; ) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }

    let sequence = 0;
    // One keep-alive connection per client speaking minimal HTTP/1.1: node's http client (and
    // undici's fetch even more) costs several times the CPU per call, and the client shares the
    // machine's two cores with the server it measures. Fastify answers JSON with a Content-Length.
    const connections = Array.from({ length: clients }, () => openConnection(port));
    const call = async (client: number, route: 'bet' | 'win', body: Record<string, unknown>) => {
      const payload = JSON.stringify(body);
      const timestamp = Math.floor(Date.now() / 1000);
      const connection = connections[client % clients] as Connection;
      const { status, body: answer } = await connection.request(
        `POST /api/wallet/v1/${route} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
          `content-length: ${Buffer.byteLength(payload)}\r\nx-wallet-timestamp: ${timestamp}\r\n` +
          `x-wallet-signature: ${signWalletRequest(secret, timestamp, payload)}\r\n\r\n${payload}`,
      );
      if (status !== 200) throw new Error(`${route} ${status}: ${answer}`);
    };
    /** One bet+win pair for a player; returns the bet's latency in ms. */
    const pair = async (playerIndex: number) => {
      const player = players[playerIndex % players.length];
      if (!player) throw new Error('no player');
      const id = `${process.pid}-${++sequence}`;
      const common = { playerId: player.uniqueId, currency: 'EUR', roundId: `r-${id}`, gameId: 'bench' };
      const started = performance.now();
      await call(playerIndex, 'bet', { ...common, transactionId: `b-${id}`, amount: '100' });
      const latency = performance.now() - started;
      await call(playerIndex, 'win', {
        ...common,
        transactionId: `w-${id}`,
        betTransactionId: `b-${id}`,
        amount: '90',
      });
      return latency;
    };

    // warm-up
    await Promise.all(Array.from({ length: clients }, (_, i) => pair(i)));

    // phase 1: closed loop, every client as fast as it can
    const peakLatencies: number[] = [];
    const peakEnd = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        while (Date.now() < peakEnd) peakLatencies.push(await pair(client));
      }),
    );
    const peakRate = peakLatencies.length / seconds;

    // phase 2: open loop at half the peak rate
    const halfRate = peakRate / 2;
    const halfLatencies: number[] = [];
    const inFlight: Promise<void>[] = [];
    const halfStart = Date.now();
    for (let n = 0; Date.now() - halfStart < seconds * 1000; n++) {
      const due = halfStart + (n / halfRate) * 1000;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(pair(n).then((latency) => void halfLatencies.push(latency)));
    }
    await Promise.all(inFlight);

    // pgbench, TPC-B-like, same clients and duration
    const pgbenchUrl = pgbenchDb.url;
    execFileSync('pgbench', ['-i', '-q', '-s', String(clients), pgbenchUrl], { stdio: 'ignore' });
    const pgbenchOut = execFileSync(
      'pgbench',
      ['-c', String(clients), '-j', '2', '-T', String(seconds), pgbenchUrl],
      {
        encoding: 'utf8',
      },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(pgbenchOut)?.[1] ?? Number.NaN);

    const peakSorted = [...peakLatencies].sort((a, b) => a - b);
    const halfSorted = [...halfLatencies].sort((a, b) => a - b);
    const report = {
      clients,
      seconds,
      'wallet bets/s (peak, closed loop)': Math.round(peakRate),
      'bet p50 ms at peak': Number(percentile(peakSorted, 50).toFixed(1)),
      'bet p99 ms at peak': Number(percentile(peakSorted, 99).toFixed(1)),
      'offered bets/s (half of peak)': Math.round(halfRate),
      'bet p50 ms at half': Number(percentile(halfSorted, 50).toFixed(1)),
      'bet p99 ms at half': Number(percentile(halfSorted, 99).toFixed(1)),
      'pgbench tps (TPC-B-like)': Math.round(tps),
      'wallet / pgbench': Number((peakRate / tps).toFixed(2)),
    };
    console.table(report);
  } finally {
    server?.kill('SIGTERM');
    await database.close();
    await walletDb.drop();
    await pgbenchDb.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
