/**
 * `npm run bench:wallet`: bet+win pairs over HTTP (the signed seamless-wallet API) against
 * PostgreSQL at 16 concurrent clients, next to pgbench's TPC-B-like run with the same client count
 * on the same server. In each round, three closed-loop runs take turns: the wallet's peak rate with
 * the house spread over 16 rows, pgbench, and the wallet's peak rate with the house as one hot
 * account row (a second server with LEDGER_SYSTEM_BUCKETS=1); rates are summed over the rounds.
 * Then half of the peak rate is offered in an open loop for the latency players would see at that
 * load. Also reports the CPU each side used per bet+win pair and per pgbench transaction (Linux).
 *
 * Uses DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres) and creates and
 * drops its own databases. BENCH_SECONDS sets each run's length (default 5), BENCH_ROUNDS the
 * rounds (default 3); the half-load run lasts BENCH_SECONDS * BENCH_ROUNDS.
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
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
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

/** Open loop: pairs started at a fixed rate whatever the answers; the bets' latencies. */
async function openLoop(
  pair: (client: number) => Promise<number>,
  rate: number,
  milliseconds: number,
): Promise<number[]> {
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  const start = Date.now();
  for (let n = 0; Date.now() - start < milliseconds; n++) {
    const wait = start + (n / rate) * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(pair(n).then((latency) => void latencies.push(latency)));
  }
  await Promise.all(inFlight);
  return latencies;
}

/**
 * One pgbench TPC-B-like run with the benchmark's client count, without its vacuum before the run
 * (done once before the warm-up): its tps and CPU use.
 */
function pgbench(url: string, runSeconds: number) {
  const meter = cpuMeter(undefined);
  const args = ['-n', '-c', String(clients), '-j', '2', '-T', String(runSeconds), url];
  const output = execFileSync('pgbench', args, { encoding: 'utf8' });
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  return { tps, cpu: meter() };
}

type Cpu = ReturnType<ReturnType<typeof cpuMeter>>;
const sumCpu = (all: Cpu[]) =>
  all.reduce((sum, cpu) => ({
    server: sum.server + cpu.server,
    database: sum.database + cpu.database,
    client: sum.client + cpu.client,
  }));

async function main() {
  const walletDb = await createScratchDatabase(serverUrl, 'casino_bench');
  const pgbenchDb = await createScratchDatabase(serverUrl, 'casino_pgbench');
  const database = await openDatabase({ databaseUrl: walletDb.url });
  const servers: Server[] = [];
  try {
    await database.migrate();
    await seedDatabase(database.db, { casinoOrigin: 'http://localhost:3000' });
    const wallet = createWalletService({
      repository: createWalletRepository(database),
      clock: systemClock,
    });
    // one set of players per server, so neither server's memory is made stale by the other's
    const newPlayers = async () => {
      const players = await Promise.all(Array.from({ length: clients }, () => insertUser(database.db)));
      for (const player of players) {
        await wallet.deposit({
          userId: player.id,
          currency: 'EUR',
          idempotencyKey: `bench-${player.id}`,
          amount: minor(10n ** 12n),
        });
      }
      return players;
    };
    execFileSync('pgbench', ['-i', '-q', '-s', String(clients), pgbenchDb.url], { stdio: 'ignore' });

    // Two servers side by side: the house spread over 16 rows, and the house as one hot row.
    const spreadServer = await startServer(walletDb.url, 16);
    servers.push(spreadServer);
    const hotServer = await startServer(walletDb.url, 1);
    servers.push(hotServer);
    const spreadPair = pairsAgainst(spreadServer.port, await newPlayers());
    const hotPair = pairsAgainst(hotServer.port, await newPlayers());
    // warm-up: the fresh servers' JIT and pools settle, and the tables of both sides grow past
    // their first pages; then fresh planner statistics and one checkpoint before all measured runs
    // (none between them: a checkpoint makes the next change to every page write the whole page
    // to the WAL, which costs pgbench's thousands of pages far more than the wallet's few)
    execFileSync('psql', [
      pgbenchDb.url,
      '-qc',
      'vacuum pgbench_branches, pgbench_tellers, pgbench_accounts',
    ]);
    await closedLoop(spreadPair, warmUpSeconds * 1000);
    await closedLoop(hotPair, warmUpSeconds * 1000);
    pgbench(pgbenchDb.url, warmUpSeconds);
    await database.db.execute(sql`analyze`);
    await database.db.execute(sql`checkpoint`);

    // The machine's speed drifts from minute to minute, so the wallet's peak, pgbench and the
    // hot-row peak take turns, and each is summed over the rounds.
    const peakLatencies: number[] = [];
    const peakCpu: Cpu[] = [];
    const pgbenchRuns: Array<ReturnType<typeof pgbench>> = [];
    let hotPairs = 0;
    const perRound: Array<Record<string, number>> = [];
    for (let round = 0; round < rounds; round++) {
      const meter = cpuMeter(spreadServer.pid);
      const latencies = await closedLoop(spreadPair, seconds * 1000);
      const cpu = meter();
      peakCpu.push(cpu);
      peakLatencies.push(...latencies);
      const run = pgbench(pgbenchDb.url, seconds);
      pgbenchRuns.push(run);
      const hot = (await closedLoop(hotPair, seconds * 1000)).length;
      hotPairs += hot;
      perRound.push({
        'wallet bets/s': Math.round(latencies.length / seconds),
        'pgbench tps': Math.round(run.tps),
        'wallet / pgbench': Number((latencies.length / seconds / run.tps).toFixed(2)),
        'hot / spread': Number((hot / latencies.length).toFixed(2)),
        // how busy the machine was during the wallet's run, and its CPU per pair: slow rounds show
        // whether the machine was slower (more CPU per pair) or the wallet waited more (fewer cores)
        'wallet busy cores': Number(((cpu.server + cpu.database + cpu.client) / seconds).toFixed(2)),
        'wallet CPU ms per pair': Number(
          (((cpu.server + cpu.database + cpu.client) * 1000) / latencies.length).toFixed(2),
        ),
      });
    }
    const peakRate = peakLatencies.length / (seconds * rounds);
    const tps = pgbenchRuns.reduce((sum, run) => sum + run.tps, 0) / rounds;
    const hotRate = hotPairs / (seconds * rounds);

    // half the peak rate, offered at a steady pace whatever the answers: the latency players see
    const halfLatencies = await openLoop(spreadPair, peakRate / 2, seconds * rounds * 1000);

    const pairsCpu = sumCpu(peakCpu);
    const pgbenchCpu = sumCpu(pgbenchRuns.map((run) => run.cpu));
    // CPU milliseconds per bet+win pair, and per pgbench transaction
    const perPair = (cpuSeconds: number) => Number(((cpuSeconds * 1000) / peakLatencies.length).toFixed(2));
    const perTransaction = (cpuSeconds: number) =>
      Number(((cpuSeconds * 1000) / (tps * seconds * rounds)).toFixed(2));
    const peakSorted = [...peakLatencies].sort((a, b) => a - b);
    const halfSorted = [...halfLatencies].sort((a, b) => a - b);
    console.table(perRound);
    console.table({
      clients,
      'seconds per run': seconds,
      rounds,
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
      'CPU ms per pair: server': perPair(pairsCpu.server),
      'CPU ms per pair: database': perPair(pairsCpu.database),
      'CPU ms per pair: bench client': perPair(pairsCpu.client),
      'CPU ms per pgbench tx: database': perTransaction(pgbenchCpu.database),
      'CPU ms per pgbench tx: pgbench': perTransaction(pgbenchCpu.client),
    });
  } finally {
    for (const server of servers) await server.stop();
    await database.close();
    await walletDb.drop();
    await pgbenchDb.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
