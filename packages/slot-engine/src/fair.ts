/**
 * Provably fair random numbers for slot rounds.
 *
 * Before play the casino shows the player `hashServerSeed(serverSeed)`; the player supplies a client seed;
 * each round uses a fresh nonce. Every random word of the round is read from the standard
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`) stream, so once the server seed
 * is revealed anyone can recompute the round with any HMAC-SHA256 implementation.
 *
 * Pure and portable (Node and browsers): hashing comes from `@noble/hashes`, randomness for new seeds
 * from `globalThis.crypto.getRandomValues`.
 * @module
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const TWO_POW_32 = 2 ** 32;
/** Bytes of one HMAC-SHA256 block: 8 uint32 words. */
const BLOCK_BYTES = 32;
/** Largest request `crypto.getRandomValues` accepts in one call. */
const MAX_RANDOM_BYTES = 65_536;

/**
 * The random source of one round. It is a deterministic stream, so a round (including every free spin of a
 * feature that keeps drawing from the same object) can be replayed exactly from its seeds and nonce.
 */
export type RoundRandom = {
  /**
   * A uniform integer in [0, bound), for an integer 1 ≤ bound ≤ 2^32. Uses rejection sampling so that no
   * outcome is favoured by modulo bias. Throws RangeError for an invalid bound (without consuming a word).
   */
  int(bound: number): number;
  /** How many uint32 words were consumed so far (rejected words included), so audits can replay a round. */
  draws(): number;
};

/** The seeds and nonce that determine one round's random stream. */
export type RoundSeeds = {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
};

/**
 * Hex SHA-256 of the UTF-8 server seed: the commitment shown to the player before play, so the casino
 * cannot change the server seed after seeing the player's client seed.
 */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/**
 * Creates the random stream of one round from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`)
 * for cursor = 0, 1, 2, …, read 4 bytes at a time as big-endian uint32 words. Standard HMAC keeps the
 * stream independently recomputable; the nonce makes each round's stream different under the same seeds.
 * Throws RangeError unless the nonce is a non-negative safe integer.
 */
export function createRoundRandom({ serverSeed, clientSeed, nonce }: RoundSeeds): RoundRandom {
  if (typeof serverSeed !== 'string' || typeof clientSeed !== 'string') {
    throw new TypeError('serverSeed and clientSeed must be strings');
  }
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new RangeError(`nonce must be a non-negative safe integer, got ${String(nonce)}`);
  }
  const key = utf8ToBytes(serverSeed);
  let cursor = 0;
  let block: DataView | undefined;
  let offset = BLOCK_BYTES;
  let consumed = 0;

  const nextWord = (): number => {
    if (block === undefined || offset >= BLOCK_BYTES) {
      const bytes = hmac(sha256, key, utf8ToBytes(`${clientSeed}:${nonce}:${cursor}`));
      block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      cursor += 1;
      offset = 0;
    }
    const word = block.getUint32(offset, false);
    offset += 4;
    consumed += 1;
    return word;
  };

  return {
    int(bound: number): number {
      if (!Number.isSafeInteger(bound) || bound < 1 || bound > TWO_POW_32) {
        throw new RangeError(`bound must be an integer in [1, 2^32], got ${String(bound)}`);
      }
      // the largest multiple of bound that fits in 2^32: words at or above it would favour small values
      const limit = TWO_POW_32 - (TWO_POW_32 % bound);
      let word = nextWord();
      while (word >= limit) word = nextWord();
      return word % bound;
    },
    draws(): number {
      return consumed;
    },
  };
}

/**
 * Hex of `bytes` cryptographically secure random bytes, for new server seeds (and default client seeds).
 * Uses the Web Crypto API so it runs in Node 20+ and browsers alike. Throws RangeError unless bytes is an
 * integer in [1, 65536].
 */
export function randomSeed(bytes = 32): string {
  if (!Number.isSafeInteger(bytes) || bytes < 1 || bytes > MAX_RANDOM_BYTES) {
    throw new RangeError(`bytes must be an integer in [1, ${MAX_RANDOM_BYTES}], got ${String(bytes)}`);
  }
  const webCrypto = (globalThis as { crypto?: { getRandomValues<T extends Uint8Array>(array: T): T } })
    .crypto;
  if (webCrypto === undefined || typeof webCrypto.getRandomValues !== 'function') {
    throw new Error('globalThis.crypto.getRandomValues is not available');
  }
  return bytesToHex(webCrypto.getRandomValues(new Uint8Array(bytes)));
}

/**
 * One uniform stop per reel, in reel order, each drawn with `random.int(reelLength)`. Fixing the order
 * makes the stops reproducible; free spins call it again on the same RoundRandom to continue the stream.
 */
export function fairStops(random: RoundRandom, reelLengths: readonly number[]): number[] {
  const stops: number[] = [];
  for (const length of reelLengths) stops.push(random.int(length));
  return stops;
}

/**
 * Lets a player audit a finished round once the server seed is revealed: `valid` says whether the revealed
 * seed matches the commitment shown before play (hex compared case-insensitively), and `stops` are the
 * round's first spin recomputed exactly as `fairStops(createRoundRandom(...), reelLengths)`. Stops are
 * returned even when the seed does not match, so a mismatch can be shown next to them. Later free spins of a
 * feature continue the same stream: replay them with further `fairStops` calls on one `createRoundRandom`.
 */
export function verifyRound({
  serverSeed,
  serverSeedHash,
  clientSeed,
  nonce,
  reelLengths,
}: RoundSeeds & { serverSeedHash: string; reelLengths: readonly number[] }): {
  valid: boolean;
  stops: number[];
} {
  const valid = hashServerSeed(serverSeed) === serverSeedHash.trim().toLowerCase();
  const stops = fairStops(createRoundRandom({ serverSeed, clientSeed, nonce }), reelLengths);
  return { valid, stops };
}

/**
 * Pearson's chi-square goodness of fit of bucket counts against the uniform distribution, with the p-value
 * from the chi-square distribution (k - 1 degrees of freedom). Lets tests and the fairness documentation
 * show that outcomes are uniform. Throws RangeError for fewer than 2 buckets, a negative or non-finite
 * count, or no observations.
 */
export function chiSquareUniform(counts: readonly number[]): {
  statistic: number;
  degreesOfFreedom: number;
  pValue: number;
} {
  if (counts.length < 2) throw new RangeError('chi-square needs at least 2 buckets');
  let total = 0;
  for (const count of counts) {
    if (!Number.isFinite(count) || count < 0) {
      throw new RangeError(`counts must be non-negative finite numbers, got ${String(count)}`);
    }
    total += count;
  }
  if (total <= 0) throw new RangeError('chi-square needs at least one observation');
  const expected = total / counts.length;
  let statistic = 0;
  for (const count of counts) statistic += (count - expected) ** 2 / expected;
  const degreesOfFreedom = counts.length - 1;
  return { statistic, degreesOfFreedom, pValue: regularizedGammaQ(degreesOfFreedom / 2, statistic / 2) };
}

/**
 * Wald–Wolfowitz runs test (e.g. above/below the median, or bit values): compares the number of runs with
 * its expectation for a random ordering, using the normal approximation and a two-sided p-value. Catches
 * streams whose values are uniform in count but not independent in sequence. Needs both values present and
 * a fair number of observations for the approximation; throws RangeError when the variance is zero.
 */
export function runsTest(bits: readonly boolean[]): { runs: number; z: number; pValue: number } {
  let ones = 0;
  let runs = 0;
  for (let i = 0; i < bits.length; i++) {
    if (bits[i]) ones += 1;
    if (i === 0 || bits[i] !== bits[i - 1]) runs += 1;
  }
  const n = bits.length;
  const zeros = n - ones;
  const product = 2 * ones * zeros;
  const mean = product / n + 1;
  const variance = (product * (product - n)) / (n * n * (n - 1));
  if (!(variance > 0)) {
    throw new RangeError('runs test needs both values and a sequence long enough to have a variance');
  }
  const z = (runs - mean) / Math.sqrt(variance);
  // the erfc approximation is only accurate to ~1e-7, so keep p within [0, 1] at z ≈ 0
  return { runs, z, pValue: Math.min(1, erfc(Math.abs(z) / Math.SQRT2)) };
}

/** ln Γ(x) for x > 0 by the Lanczos approximation (Numerical Recipes gammln, error < 2e-10). */
function logGamma(x: number): number {
  const coefficients = [
    76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2,
    -0.5395239384953e-5,
  ];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let series = 1.000000000190015;
  for (const c of coefficients) {
    y += 1;
    series += c / y;
  }
  return -tmp + Math.log((2.5066282746310007 * series) / x);
}

const GAMMA_EPS = 1e-15;
const GAMMA_FPMIN = 1e-300;

/** Iteration cap for the series and continued fraction: both need O(√a) steps near x ≈ a. */
function gammaMaxIterations(a: number): number {
  return 1000 + 20 * Math.ceil(Math.sqrt(a));
}

/** Q(a, x) = Γ(a, x) / Γ(a), the regularized upper incomplete gamma function (Numerical Recipes gammq). */
function regularizedGammaQ(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError('gamma Q needs a > 0 and x >= 0');
  if (x === 0) return 1;
  if (x === Number.POSITIVE_INFINITY) return 0;
  return x < a + 1 ? 1 - gammaSeries(a, x) : gammaContinuedFraction(a, x);
}

/** P(a, x) by its series, which converges quickly for x < a + 1 (Numerical Recipes gser). */
function gammaSeries(a: number, x: number): number {
  let ap = a;
  let term = 1 / a;
  let sum = term;
  const maxIterations = gammaMaxIterations(a);
  for (let n = 0; n < maxIterations; n++) {
    ap += 1;
    term *= x / ap;
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * GAMMA_EPS) {
      return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
    }
  }
  throw new Error(`incomplete gamma series did not converge for a = ${a}, x = ${x}`);
}

/** Q(a, x) by its continued fraction (modified Lentz), which converges for x ≥ a + 1 (Numerical Recipes gcf). */
function gammaContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / GAMMA_FPMIN;
  let d = 1 / b;
  let h = d;
  const maxIterations = gammaMaxIterations(a);
  for (let i = 1; i <= maxIterations; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < GAMMA_FPMIN) d = GAMMA_FPMIN;
    c = b + an / c;
    if (Math.abs(c) < GAMMA_FPMIN) c = GAMMA_FPMIN;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < GAMMA_EPS) {
      return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
    }
  }
  throw new Error(`incomplete gamma continued fraction did not converge for a = ${a}, x = ${x}`);
}

/**
 * Complementary error function with fractional error below 1.2e-7 everywhere
 * (Numerical Recipes erfcc, a Chebyshev fit), enough for test p-values.
 */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const coefficients = [
    -1.26551223, 1.00002368, 0.37409196, 0.09678418, -0.18628806, 0.27886807, -1.13520398, 1.48851587,
    -0.82215223, 0.17087277,
  ];
  // Horner evaluation of c0 + t * (c1 + t * (c2 + ...))
  let polynomial = 0;
  for (let i = coefficients.length - 1; i >= 0; i--) polynomial = (coefficients[i] ?? 0) + t * polynomial;
  const result = t * Math.exp(-z * z + polynomial);
  return x >= 0 ? result : 2 - result;
}
