/**
 * Pieces the benchmarks share: starting the casino server on a benchmark database, closed and open
 * load loops, percentiles and where the CPU went (Linux /proc).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { signWalletRequest } from '../../src/plugins/provider-signature.ts';
import { type Connection, openConnection } from './raw-http.ts';

/** The p-th percentile of sorted values. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds a process has used (user + system), its waited-for children's too; 0 if unreadable. */
export function processCpu(pid: number | 'self', withChildren = false): number {
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
export function databaseCpu(): number {
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
export function cpuMeter(serverPid: number | undefined) {
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

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type Server = { port: number; pid: number | undefined; stop(): Promise<void> };

/** Starts the casino server on the benchmark database, with extra environment; resolves once it is ready. */
export async function startServer(databaseUrl: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // BENCH_PROFILE=<dir> writes a V8 CPU profile of the server (open it in Chrome DevTools)
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(import.meta.dirname, '../../src/main.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
        REDIS_URL: '',
        ...env,
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

/** Closed loop for a while: every client as fast as it can; the bets' latencies. */
export async function closedLoop(
  pair: (client: number) => Promise<number>,
  milliseconds: number,
  clients: number,
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
export async function openLoop(
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

/** Bet+win pairs of the bench players against one server. */
export function walletPairs(
  port: number,
  players: Array<{ uniqueId: string }>,
  secret: string,
  clients: number,
) {
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
