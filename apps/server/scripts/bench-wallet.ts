/**
 * `npm run bench:wallet`: bet+win pairs over HTTP (the signed seamless-wallet API) against
 * PostgreSQL at 16 concurrent clients, next to pgbench's TPC-B-like run with the same client count
 * on the same server. Phase 1 finds the peak rate (closed loop); phase 2 offers half of that rate
 * (open loop) and reports the latency players would see at that load; phase 3 finds the peak rate
 * again with the house as one hot account row (LEDGER_SYSTEM_BUCKETS=1).
 *
 * Uses DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres) and creates and
 * drops its own databases. BENCH_SECONDS sets each phase's length (default 10).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { minor } from '@casino/money';
import { sql } from 'drizzle-orm';
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
const warmUpSeconds = 3;
const secret = 'bench-wallet-secret-0123456789abcdefgh';

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds a process has used (user + system), its waited-for children's too; 0 if unreadable. */
function processCpu(pid: number | 'self', withChildren = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after "pid (comm) ": state is 3rd, utime 14th, stime 15th, cutime 16th, cstime 17th
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15);
    return (utime + stime + (withChildren ? cutime + cstime : 0)) / clockTicks;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used by PostgreSQL on this host (Linux /proc): its running processes, and through the
 * postmaster's reaped children, the backends of connections that have closed (pgbench's).
 */
function databaseCpu(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += processCpu(Number(entry), true);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/**
 * Where a measured run's CPU went, in seconds: the server process, the database's processes and
 * this benchmark process (the clients). Linux only; zeros elsewhere.
 */
function cpuMeter(serverPid: number | undefined) {
  const read = () => ({
    server: serverPid === undefined ? 0 : processCpu(serverPid),
    database: databaseCpu(),
    // this process and the children it has waited for (pgbench)
    client: processCpu('self', true),
  });
  const start = read();
  return () => {
    const end = read();
    return {
      server: end.server - start.server,
      database: end.database - start.database,
      client: end.client - start.client,
    };
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type Server = { port: number; pid: number | undefined; stop(): Promise<void> };

/** Starts the casino server on the benchmark database, with the given ledger system buckets. */
async function startServer(databaseUrl: string, systemBuckets: number): Promise<Server> {
  const port = await freePort();
  // BENCH_PROFILE=<dir> writes a V8 CPU profile of the server (open it in Chrome DevTools)
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(import.meta.dirname, '../src/main.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
        WALLET_API_SECRET: secret,
        LEDGER_SYSTEM_BUCKETS: String(systemBuckets),
        REDIS_URL: '',
      },
      stdio: process.env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore',
    },
  );
  for (let ready = false; !ready; ) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Bet+win pairs of the bench players against one server. */
function pairsAgainst(port: number, players: Array<{ uniqueId: string }>) {
  let sequence = 0;
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
  return async (playerIndex: number) => {
    const player = players[playerIndex % players.length] as { uniqueId: string };
    const id = `${port}-${++sequence}`;
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
}

/** Closed loop for a while: every client as fast as it can; the bets' latencies. */
async function closedLoop(
  pair: (client: number) => Promise<number>,
  milliseconds: number,
): Promise<number[]> {
  const latencies: number[] = [];
  const end = Date.now() + milliseconds;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < end) latencies.push(await pair(client));
    }),
  );
  return latencies;
}

/**
 * The peak: a closed loop after a warm-up that lets the fresh server's JIT and pools settle, and
 * `settle` (statistics and a checkpoint) that the database would otherwise do at some point during
 * the measurement.
 */
async function peak(
  pair: (client: number) => Promise<number>,
  settle: () => Promise<void>,
  serverPid: number | undefined,
) {
  await closedLoop(pair, warmUpSeconds * 1000);
  await settle();
  const meter = cpuMeter(serverPid);
  const latencies = await closedLoop(pair, seconds * 1000);
  return { latencies, cpu: meter() };
}

/** Open loop: pairs started at a fixed rate whatever the answers; the bets' latencies. */
async function openLoop(pair: (client: number) => Promise<number>, rate: number): Promise<number[]> {
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  const start = Date.now();
  for (let n = 0; Date.now() - start < seconds * 1000; n++) {
    const wait = start + (n / rate) * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(pair(n).then((latency) => void latencies.push(latency)));
  }
  await Promise.all(inFlight);
  return latencies;
}

async function main() {
  const walletDb = await createScratchDatabase(serverUrl, 'casino_bench');
  const pgbenchDb = await createScratchDatabase(serverUrl, 'casino_pgbench');
  const database = await openDatabase({ databaseUrl: walletDb.url });
  let server: Server | undefined;
  try {
    await database.migrate();
    await seedDatabase(database.db, { casinoOrigin: 'http://localhost:3000' });
    const wallet = createWalletService({
      repository: createWalletRepository(database),
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

    // phases 1 and 2: the house spread over 16 rows; peak rate, then half of it
    // Every measured run starts with fresh planner statistics and right after a checkpoint (the
    // first change to a page after one writes the whole page to the WAL), as pgbench's does.
    const settle = async () => {
      await database.db.execute(sql`analyze`);
      await database.db.execute(sql`checkpoint`);
    };
    server = await startServer(walletDb.url, 16);
    const spreadPair = pairsAgainst(server.port, players);
    const { latencies: peakLatencies, cpu: peakCpu } = await peak(spreadPair, settle, server.pid);
    const peakRate = peakLatencies.length / seconds;
    const halfLatencies = await openLoop(spreadPair, peakRate / 2);
    await server.stop();

    // phase 3: one hot house account, every bet and win of every player posts against the same row
    server = await startServer(walletDb.url, 1);
    const hotRate =
      (await peak(pairsAgainst(server.port, players), settle, server.pid)).latencies.length / seconds;
    await server.stop();
    server = undefined;

    // pgbench, TPC-B-like, same clients and duration
    execFileSync('pgbench', ['-i', '-q', '-s', String(clients), pgbenchDb.url], { stdio: 'ignore' });
    await database.db.execute(sql`checkpoint`);
    const pgbenchMeter = cpuMeter(undefined);
    const pgbenchOut = execFileSync(
      'pgbench',
      ['-c', String(clients), '-j', '2', '-T', String(seconds), pgbenchDb.url],
      {
        encoding: 'utf8',
      },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(pgbenchOut)?.[1] ?? Number.NaN);
    const pgbenchCpu = pgbenchMeter();
    // CPU milliseconds per bet+win pair, and per pgbench transaction
    const perPair = (cpuSeconds: number) => Number(((cpuSeconds * 1000) / peakLatencies.length).toFixed(2));
    const perTransaction = (cpuSeconds: number) => Number(((cpuSeconds * 1000) / (tps * seconds)).toFixed(2));

    const peakSorted = [...peakLatencies].sort((a, b) => a - b);
    const halfSorted = [...halfLatencies].sort((a, b) => a - b);
    const report = {
      clients,
      seconds,
      'wallet bets/s (peak, closed loop)': Math.round(peakRate),
      'bet p50 ms at peak': Number(percentile(peakSorted, 50).toFixed(1)),
      'bet p99 ms at peak': Number(percentile(peakSorted, 99).toFixed(1)),
      'offered bets/s (half of peak)': Math.round(peakRate / 2),
      'bet p50 ms at half': Number(percentile(halfSorted, 50).toFixed(1)),
      'bet p99 ms at half': Number(percentile(halfSorted, 99).toFixed(1)),
      'bets/s with one hot house account': Math.round(hotRate),
      'hot / spread': Number((hotRate / peakRate).toFixed(2)),
      'pgbench tps (TPC-B-like)': Math.round(tps),
      'wallet / pgbench': Number((peakRate / tps).toFixed(2)),
      'CPU ms per pair: server': perPair(peakCpu.server),
      'CPU ms per pair: database': perPair(peakCpu.database),
      'CPU ms per pair: bench client': perPair(peakCpu.client),
      'CPU ms per pgbench tx: database': perTransaction(pgbenchCpu.database),
      'CPU ms per pgbench tx: pgbench': perTransaction(pgbenchCpu.client),
    };
    console.table(report);
  } finally {
    await server?.stop();
    await database.close();
    await walletDb.drop();
    await pgbenchDb.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
