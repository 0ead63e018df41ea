import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type StreamOptions, streamChunks } from '../scripts/rng-stream.ts';
import { chiSquareUniform, createRoundRandom } from './fair.ts';

const seeds = { serverSeed: 'stream-server-seed', clientSeed: 'stream-client', nonce: 4 };
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const script = fileURLToPath(new URL('../scripts/rng-stream.ts', import.meta.url));

function collect(options: Partial<StreamOptions>): Buffer {
  return Buffer.concat([...streamChunks({ ...seeds, format: 'raw', ...options })]);
}

/** HMAC-SHA256 blocks of `client:nonce:cursor` for cursor 0 … blocks - 1, by node:crypto. */
function hmacBlocks(
  { serverSeed, clientSeed, nonce }: { serverSeed: string; clientSeed: string; nonce: number },
  blocks: number,
): Buffer {
  return Buffer.concat(
    Array.from({ length: blocks }, (_, cursor) =>
      createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest(),
    ),
  );
}

/** Runs the CLI with tsx; `take` bytes of stdout then closes it, as `head -c` would. */
function runCli(
  args: string[],
  take?: number,
): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out.push(chunk);
      outBytes += chunk.length;
      if (take !== undefined && outBytes >= take) child.stdout.destroy();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const stdout = Buffer.concat(out);
      resolve({ code, stdout: take === undefined ? stdout : stdout.subarray(0, take), stderr });
    });
  });
}

describe('rng:stream byte stream', () => {
  it('is the standard HMAC-SHA256 of "client:nonce:cursor" keyed by the server seed, block after block', () => {
    expect(collect({ length: 32 * 40 })).toEqual(hmacBlocks(seeds, 40));
    // a length that ends inside a word and a block is cut there
    expect(collect({ length: 70 })).toEqual(hmacBlocks(seeds, 3).subarray(0, 70));
  });

  it('holds exactly the words createRoundRandom draws, big-endian, across chunk boundaries', () => {
    const bytes = collect({ length: 200_000 });
    const random = createRoundRandom(seeds);
    for (let at = 0; at < bytes.length; at += 4) {
      if (bytes.readUInt32BE(at) !== random.int(2 ** 32)) throw new Error(`word at byte ${at} differs`);
    }
    expect(random.draws()).toBe(50_000);
  });

  it('is the same for the same seeds and nonce, and different when the client seed or the nonce changes', () => {
    const first = collect({ length: 100_000 });
    expect(collect({ length: 100_000 })).toEqual(first);
    expect(collect({ length: 100_000, nonce: 5 })).not.toEqual(first);
    expect(collect({ length: 100_000, clientSeed: 'other-client' })).not.toEqual(first);
  });

  it('takes perNonce words from each nonce in turn, as consecutive rounds do', () => {
    const bytes = collect({ length: 5 * 12, perNonce: 5 });
    const expected = Buffer.concat(
      [4, 5, 6].map((nonce) => hmacBlocks({ ...seeds, nonce }, 1).subarray(0, 20)),
    );
    expect(bytes).toEqual(expected);
  });

  it('writes hex with one block per line, so line i is the HMAC of cursor i', () => {
    const text = Buffer.concat([...streamChunks({ ...seeds, length: 32 * 3 + 8, format: 'hex' })]).toString();
    const blocks = hmacBlocks(seeds, 4).toString('hex');
    expect(text).toBe(
      `${blocks.slice(0, 64)}\n${blocks.slice(64, 128)}\n${blocks.slice(128, 192)}\n${blocks.slice(192, 208)}\n`,
    );
  });

  it('has uniform byte frequencies over 1 MB (chi-square, 255 degrees of freedom)', () => {
    const bytes = collect({
      serverSeed: 'chi-stream-server',
      clientSeed: 'chi-stream-client',
      length: 2 ** 20,
    });
    const counts = new Array<number>(256).fill(0);
    let sum = 0;
    for (const byte of bytes) {
      counts[byte] = (counts[byte] ?? 0) + 1;
      sum += byte;
    }
    const { statistic, degreesOfFreedom, pValue } = chiSquareUniform(counts);
    expect(degreesOfFreedom).toBe(255);
    // fixed seeds, so this is one fixed number (statistic 274.8, p ≈ 0.19): a check of the harness, not a flaky test
    expect(pValue).toBeGreaterThan(0.01);
    expect(pValue).toBeLessThan(0.99);
    expect(statistic).toBeGreaterThan(0);
    expect(Math.abs(sum / bytes.length - 127.5)).toBeLessThan(0.2);
  });
});

describe('rng:stream integers', () => {
  it('writes int(bound) draws with rejection sampling, each in the fewest little-endian bytes', () => {
    for (const [bound, width] of [
      [37, 1],
      [256, 1],
      [1000, 2],
      [3 * 2 ** 30, 4],
    ] as const) {
      const bytes = collect({ bound, length: 3000 });
      expect(bytes.length).toBe(3000 * width);
      const random = createRoundRandom(seeds);
      const expected = Array.from({ length: 3000 }, () => random.int(bound));
      const written = Array.from({ length: 3000 }, (_, i) => bytes.readUIntLE(i * width, width));
      expect(written).toEqual(expected);
    }
  });

  it('writes one decimal per line in text format', () => {
    const text = Buffer.concat([...streamChunks({ ...seeds, bound: 6, length: 10_000, format: 'text' })]);
    const random = createRoundRandom(seeds);
    const expected = Array.from({ length: 10_000 }, () => random.int(6));
    expect(text.toString()).toBe(`${expected.join('\n')}\n`);
  });

  it('rejects a bound outside [1, 2^32], a bad length and a format of the other mode', () => {
    for (const bound of [0, 2 ** 32 + 1, 1.5])
      expect(() => collect({ bound, length: 1 })).toThrow(RangeError);
    expect(() => collect({ length: -1 })).toThrow(RangeError);
    expect(() => collect({ length: 1, perNonce: 0 })).toThrow(RangeError);
    expect(() => collect({ length: 1, format: 'text' })).toThrow(RangeError);
    expect(() => collect({ bound: 6, length: 1, format: 'hex' })).toThrow(RangeError);
  });
});

describe('npm run rng:stream', () => {
  const seedArgs = ['--server-seed', seeds.serverSeed, '--client-seed', seeds.clientSeed, '--nonce', '4'];

  it('writes the requested bytes of the seeds’ stream to stdout and how to replay it to stderr', async () => {
    const { code, stdout, stderr } = await runCli(['--bytes', '150000', ...seedArgs]);
    expect(code).toBe(0);
    expect(stdout).toEqual(collect({ length: 150_000 }));
    expect(stderr).toContain(
      `replay with: npm run -s rng:stream -- --server-seed ${seeds.serverSeed} --client-seed ${seeds.clientSeed} --nonce 4`,
    );
  });

  it('prints fresh random seeds that replay the same stream', async () => {
    const first = await runCli(['--bytes', '64']);
    const replay = /replay with: npm run -s rng:stream -- (.*)/.exec(first.stderr)?.[1];
    expect(replay).toMatch(/^--server-seed [0-9a-f]{64} --client-seed [0-9a-f]{16} --nonce 0$/);
    const again = await runCli(['--bytes', '64', ...(replay ?? '').split(' ')]);
    expect(again.stdout).toEqual(first.stdout);
  });

  it('ends quietly with status 0 when the reader closes an endless stream (like head -c)', async () => {
    const { code, stdout, stderr } = await runCli(seedArgs, 1000);
    expect(code).toBe(0);
    expect(stdout).toEqual(collect({ length: 1000 }));
    expect(stderr).toContain('reader closed the pipe');
  });

  it('refuses bad options with status 2 and the usage', async () => {
    const { code, stderr } = await runCli(['--bytes', 'lots']);
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: npm run -s rng:stream');
  });
});
