/**
 * `npm run -s rng:stream -- [--bytes N] [--server-seed S] [--client-seed C] [--nonce K] [--per-nonce W]
 * [--format raw|hex]`: writes the provably fair draw stream to stdout, so test batteries (ent, dieharder,
 * PractRand…) can read it. The bytes are the ones `RoundRandom.int` consumes — HMAC-SHA256(serverSeed,
 * `${clientSeed}:${nonce}:${cursor}`) for cursor 0, 1, 2, … — taken from `createRoundRandom` itself
 * (`int(2^32)` rejects nothing and returns each word as is).
 *
 * `--ints BOUND [--count N] [--format raw|text]` writes `int(BOUND)` draws instead, rejection sampling
 * included: raw packs each in 1, 2 or 4 little-endian bytes (the fewest that hold BOUND - 1), text writes
 * one decimal per line. Without `--bytes`/`--count` the stream has no end: the reader stops it by closing
 * the pipe. Seeds not given are drawn with `randomSeed`; all are printed on stderr so a run can be replayed.
 * Use `npm run -s` (or `--silent`): without it npm prints its banner to stdout, into the stream.
 */
import { realpathSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createRoundRandom, hashServerSeed, type RoundSeeds, randomSeed } from '../src/fair.ts';

const TWO_POW_32 = 2 ** 32;
/** Bytes of one HMAC-SHA256 block: a hex line holds one, so line i is the block of cursor i. */
const BLOCK_BYTES = 32;
/** Output chunk: a multiple of the block, so hex lines never straddle chunks. */
export const CHUNK_BYTES = 64 * 1024;
const TEXT_VALUES_PER_CHUNK = 8192;

/** What to write: the raw byte stream (no `bound`) or `int(bound)` draws, and in which encoding. */
export type StreamOptions = RoundSeeds & {
  /** Bytes (byte stream) or integers (`bound` set) to write; undefined writes until the reader closes. */
  length?: number;
  /** Draw `int(bound)` instead of the raw bytes: 1 ≤ bound ≤ 2^32. */
  bound?: number;
  /** Take this many words (or integers) from each nonce, then go on with the next nonce, like rounds do. */
  perNonce?: number;
  /** raw bytes; hex (byte stream: one 32-byte block per line); text (integers: one decimal per line). */
  format: 'raw' | 'hex' | 'text';
};

/** Bytes one `int(bound)` draw takes in raw output: the fewest of 1, 2 or 4 that hold bound - 1. */
export function intWidth(bound: number): 1 | 2 | 4 {
  if (bound <= 2 ** 8) return 1;
  if (bound <= 2 ** 16) return 2;
  return 4;
}

/**
 * A function returning successive `int(bound)` draws of the seeds' stream, moving to the next nonce
 * every `perNonce` draws when set.
 */
function drawer(
  { serverSeed, clientSeed, nonce, perNonce }: RoundSeeds & { perNonce?: number },
  bound: number,
) {
  let current = nonce;
  let random = createRoundRandom({ serverSeed, clientSeed, nonce: current });
  let drawn = 0;
  return (): number => {
    if (drawn === perNonce) {
      current += 1;
      random = createRoundRandom({ serverSeed, clientSeed, nonce: current });
      drawn = 0;
    }
    drawn += 1;
    return random.int(bound);
  };
}

/** Hex of raw stream bytes, one 32-byte block per line (chunks start on a block boundary). */
function hexLines(bytes: Buffer): Buffer {
  const lines: string[] = [];
  for (let at = 0; at < bytes.length; at += BLOCK_BYTES) {
    lines.push(bytes.toString('hex', at, Math.min(at + BLOCK_BYTES, bytes.length)));
  }
  return Buffer.from(`${lines.join('\n')}\n`, 'latin1');
}

/**
 * The stream as output chunks, computed lazily (a consumer that stops early stops the drawing).
 * Throws RangeError for an invalid bound, length or format combination, and whatever
 * `createRoundRandom` throws for invalid seeds or nonce.
 */
export function* streamChunks(options: StreamOptions): Generator<Buffer> {
  const { length, bound, perNonce, format } = options;
  if (length !== undefined && (!Number.isSafeInteger(length) || length < 0)) {
    throw new RangeError(`length must be a non-negative whole number, got ${String(length)}`);
  }
  if (perNonce !== undefined && (!Number.isSafeInteger(perNonce) || perNonce < 1)) {
    throw new RangeError(`perNonce must be a positive whole number, got ${String(perNonce)}`);
  }
  if (bound !== undefined && (!Number.isSafeInteger(bound) || bound < 1 || bound > TWO_POW_32)) {
    throw new RangeError(`bound must be an integer in [1, 2^32], got ${String(bound)}`);
  }
  if (bound === undefined ? format === 'text' : format === 'hex') {
    throw new RangeError(`format ${format} is for ${bound === undefined ? 'integers' : 'the byte stream'}`);
  }
  const draw = drawer(options, bound ?? TWO_POW_32);
  let left = length ?? Number.POSITIVE_INFINITY;

  if (bound === undefined) {
    while (left > 0) {
      const size = Math.min(left, CHUNK_BYTES);
      const chunk = Buffer.allocUnsafe(Math.ceil(size / 4) * 4);
      // words are big-endian, as int() reads them, so the bytes are the HMAC output in order
      for (let at = 0; at < chunk.length; at += 4) chunk.writeUInt32BE(draw(), at);
      const bytes = chunk.subarray(0, size);
      yield format === 'hex' ? hexLines(bytes) : bytes;
      left -= size;
    }
    return;
  }

  const width = intWidth(bound);
  while (left > 0) {
    if (format === 'text') {
      const count = Math.min(left, TEXT_VALUES_PER_CHUNK);
      const values = Array.from({ length: count }, draw);
      yield Buffer.from(`${values.join('\n')}\n`, 'latin1');
      left -= count;
      continue;
    }
    const count = Math.min(left, CHUNK_BYTES / width);
    const chunk = Buffer.allocUnsafe(count * width);
    for (let i = 0; i < count; i++) chunk.writeUIntLE(draw(), i * width, width);
    yield chunk;
    left -= count;
  }
}

/** A whole number option ≥ minimum, or a usage error. */
function wholeOption(name: string, text: string | undefined, minimum: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isSafeInteger(value) || value < minimum) {
    usage(`--${name} must be a whole number of at least ${minimum}, got ${text}`);
  }
  return value;
}

/** A command-line word as a POSIX shell reads it back: quoted when it holds anything but safe characters. */
function shellWord(text: string): string {
  return /^[\w.,:=@%+/-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

function usage(problem: string): never {
  console.error(`rng:stream: ${problem}
Usage: npm run -s rng:stream -- [--bytes N] [--server-seed S] [--client-seed C] [--nonce K]
         [--per-nonce W] [--format raw|hex]
       npm run -s rng:stream -- --ints BOUND [--count N] [seeds as above] [--format raw|text]`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      bytes: { type: 'string' },
      count: { type: 'string' },
      ints: { type: 'string' },
      'server-seed': { type: 'string' },
      'client-seed': { type: 'string' },
      nonce: { type: 'string', default: '0' },
      'per-nonce': { type: 'string' },
      format: { type: 'string', default: 'raw' },
    },
  });
  const bound = wholeOption('ints', values.ints, 1);
  if (bound !== undefined && bound > TWO_POW_32) usage(`--ints must be at most 2^32, got ${values.ints}`);
  if (bound === undefined && values.count !== undefined) usage('--count goes with --ints; use --bytes');
  if (bound !== undefined && values.bytes !== undefined)
    usage('with --ints, give the number of integers as --count');
  const format = values.format;
  if (format !== 'raw' && format !== (bound === undefined ? 'hex' : 'text')) {
    usage(`--format must be raw or ${bound === undefined ? 'hex' : 'text'}, got ${format}`);
  }
  const length = wholeOption(bound === undefined ? 'bytes' : 'count', values.bytes ?? values.count, 0);
  const nonce = wholeOption('nonce', values.nonce, 0) ?? 0;
  const perNonce = wholeOption('per-nonce', values['per-nonce'], 1);
  if (format === 'raw' && process.stdout.isTTY) {
    usage('stdout is a terminal: pipe the raw stream into a program or a file, or use --format hex');
  }
  const serverSeed = values['server-seed'] ?? randomSeed();
  const clientSeed = values['client-seed'] ?? randomSeed(8);

  const replay = [
    `--server-seed ${shellWord(serverSeed)} --client-seed ${shellWord(clientSeed)} --nonce ${nonce}`,
    perNonce === undefined ? '' : ` --per-nonce ${perNonce}`,
    bound === undefined ? '' : ` --ints ${bound}`,
  ].join('');
  console.error(`rng:stream: server seed hash ${hashServerSeed(serverSeed)}`);
  console.error(`rng:stream: replay with: npm run -s rng:stream -- ${replay}`);

  let written = 0;
  const counted = function* (): Generator<Buffer> {
    for (const chunk of streamChunks({ serverSeed, clientSeed, nonce, perNonce, bound, length, format })) {
      yield chunk;
      written += chunk.length;
    }
  };
  const started = performance.now();
  const report = (what: string) => {
    const seconds = (performance.now() - started) / 1000;
    const rate = written / 1e6 / seconds;
    console.error(
      `rng:stream: ${what} ${written.toLocaleString('en')} bytes in ${seconds.toFixed(1)} s (${rate.toFixed(1)} MB/s)`,
    );
  };
  try {
    // pipeline pulls a chunk only when stdout has room: backpressure without buffering the stream
    await pipeline(Readable.from(counted()), process.stdout);
    report('wrote');
  } catch (error) {
    // the reader closing the pipe (head, dieharder when done) is how an endless stream ends
    if ((error as NodeJS.ErrnoException).code !== 'EPIPE') throw error;
    report('reader closed the pipe after about');
  }
}

const invoked = process.argv[1];
if (invoked !== undefined && import.meta.url === pathToFileURL(realpathSync(invoked)).href) {
  await main();
}
