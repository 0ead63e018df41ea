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
import { execFileSync } from 'node:child_process';
import { minor } from '@casino/money';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createWallet } from '../src/modules/wallet/index.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { insertUser } from '../test/factories.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import {
  closedLoop,
  cpuMeter,
  openLoop,
  percentile,
  type Server,
  startServer,
  walletPairs,
} from './lib/bench.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = 16;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmUpSeconds = 8;
const secret = 'bench-wallet-secret-0123456789abcdefgh';

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
    const wallet = createWallet({
      database,
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
    const serverEnv = (buckets: number) => ({
      WALLET_API_SECRET: secret,
      LEDGER_SYSTEM_BUCKETS: String(buckets),
    });
    const spreadServer = await startServer(walletDb.url, serverEnv(16));
    servers.push(spreadServer);
    const hotServer = await startServer(walletDb.url, serverEnv(1));
    servers.push(hotServer);
    const spreadPair = walletPairs(spreadServer.port, await newPlayers(), secret, clients);
    const hotPair = walletPairs(hotServer.port, await newPlayers(), secret, clients);
    // warm-up: the fresh servers' JIT and pools settle, and the tables of both sides grow past
    // their first pages; then fresh planner statistics and one checkpoint before all measured runs
    // (none between them: a checkpoint makes the next change to every page write the whole page
    // to the WAL, which costs pgbench's thousands of pages far more than the wallet's few)
    execFileSync('psql', [
      pgbenchDb.url,
      '-qc',
      'vacuum pgbench_branches, pgbench_tellers, pgbench_accounts',
    ]);
    await closedLoop(spreadPair, warmUpSeconds * 1000, clients);
    await closedLoop(hotPair, warmUpSeconds * 1000, clients);
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
      const latencies = await closedLoop(spreadPair, seconds * 1000, clients);
      const cpu = meter();
      peakCpu.push(cpu);
      peakLatencies.push(...latencies);
      const run = pgbench(pgbenchDb.url, seconds);
      pgbenchRuns.push(run);
      const hot = (await closedLoop(hotPair, seconds * 1000, clients)).length;
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
