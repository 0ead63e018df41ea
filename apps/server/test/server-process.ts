import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const mainPath = path.join(import.meta.dirname, '../src/main.ts');

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server (src/main.ts) as a process of its own on `databaseUrl`, answered once it is
 * ready (/readyz); silent, without demo players or Redis unless `env` says otherwise.
 */
export async function startServerProcess(
  databaseUrl: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO_PLAYERS: 'false',
      REDIS_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let waited = 0; waited < 30_000; waited += 100) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}
