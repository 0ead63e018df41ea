import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chiSquareUniform,
  createRoundRandom,
  fairStops,
  hashServerSeed,
  randomSeed,
  runsTest,
  verifyRound,
} from './fair.ts';

/**
 * An independent, deliberately plain re-implementation of the published algorithm with node:crypto:
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) blocks, big-endian uint32 words, rejection of
 * words >= 2^32 - (2^32 % bound), then word % bound.
 */
function referenceInts(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  bound: number,
  count: number,
): { values: number[]; words: number; rejected: number } {
  const limit = 2 ** 32 - (2 ** 32 % bound);
  const values: number[] = [];
  let words = 0;
  let rejected = 0;
  let cursor = 0;
  let block = Buffer.alloc(0);
  while (values.length < count) {
    if (block.length === 0) {
      block = createHmac('sha256', seeds.serverSeed)
        .update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`)
        .digest();
      cursor += 1;
    }
    const word = block.readUInt32BE(0);
    block = block.subarray(4);
    words += 1;
    if (word >= limit) {
      rejected += 1;
      continue;
    }
    values.push(word % bound);
  }
  return { values, words, rejected };
}

const seeds = { serverSeed: 'server-seed-1', clientSeed: 'client-seed', nonce: 0 };
const reels = [32, 30, 35, 28, 33];

describe('hashServerSeed', () => {
  it('is the standard hex SHA-256 of the UTF-8 seed, as node:crypto computes it', () => {
    for (const seed of ['', 'server-seed-1', 'a'.repeat(1000), 'ünïcödé 🎰 seed']) {
      expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
    }
  });
});

describe('createRoundRandom', () => {
  it('reads the first block as standard HMAC-SHA256 of "client:nonce:0" keyed by the server seed', () => {
    const random = createRoundRandom({ serverSeed: 'server-seed-1', clientSeed: 'client-seed', nonce: 7 });
    // int(2^32) never rejects and returns the raw big-endian word
    const bytes = Buffer.alloc(32);
    for (let i = 0; i < 8; i++) bytes.writeUInt32BE(random.int(2 ** 32), i * 4);
    const expected = createHmac('sha256', 'server-seed-1').update('client-seed:7:0').digest('hex');
    expect(bytes.toString('hex')).toBe(expected);
    expect(random.draws()).toBe(8);
  });

  it('matches an independent node:crypto implementation for the first ten int(37) values (known answer)', () => {
    const random = createRoundRandom(seeds);
    const values = Array.from({ length: 10 }, () => random.int(37));
    const reference = referenceInts(seeds, 37, 10);
    expect(values).toEqual(reference.values);
    // ten words span two HMAC blocks, so the cursor advance is covered too
    expect(random.draws()).toBe(reference.words);
    for (const value of values) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of values) expect(value).toBeLessThan(37);
  });

  it('skips rejected words exactly like the reference rejection rule and counts them in draws()', () => {
    // for bound 3 * 2^30 the limit is 3 * 2^30, so a quarter of all words are rejected
    const bound = 3 * 2 ** 30;
    const reference = referenceInts(seeds, bound, 64);
    expect(reference.rejected).toBeGreaterThan(0);
    const random = createRoundRandom(seeds);
    expect(Array.from({ length: 64 }, () => random.int(bound))).toEqual(reference.values);
    expect(random.draws()).toBe(reference.words);
  });

  it('returns 0 for bound 1 and accepts bound 2^32', () => {
    const random = createRoundRandom(seeds);
    expect(random.int(1)).toBe(0);
    const word = random.int(2 ** 32);
    expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32).toBe(true);
  });

  it('has no modulo bias: for bound 3 * 2^30 values below 2^30 take a third of 200k draws, not half', () => {
    const bound = 3 * 2 ** 30;
    const random = createRoundRandom({ serverSeed: 'bias-server', clientSeed: 'bias-client', nonce: 1 });
    const n = 200_000;
    let below = 0;
    for (let i = 0; i < n; i++) if (random.int(bound) < 2 ** 30) below += 1;
    expect(Math.abs(below / n - 1 / 3)).toBeLessThan(0.005);
    // a quarter of the words are rejected, so about 4/3 words per draw were consumed
    expect(random.draws() / n).toBeGreaterThan(1.3);
    expect(random.draws() / n).toBeLessThan(1.37);
  });

  it('passes chi-square uniformity at 99% for 100k draws of int(10)', () => {
    const random = createRoundRandom({ serverSeed: 'chi-server', clientSeed: 'chi-client', nonce: 3 });
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) {
      const value = random.int(10);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    const result = chiSquareUniform(counts);
    expect(result.degreesOfFreedom).toBe(9);
    expect(result.pValue).toBeGreaterThan(0.01);
  });

  it('passes the runs test at 99% for 100k bits from int(2)', () => {
    const random = createRoundRandom({ serverSeed: 'runs-server', clientSeed: 'runs-client', nonce: 5 });
    const bits = Array.from({ length: 100_000 }, () => random.int(2) === 1);
    expect(runsTest(bits).pValue).toBeGreaterThan(0.01);
  });

  it('rejects an invalid bound with RangeError without consuming a word', () => {
    const random = createRoundRandom(seeds);
    for (const bound of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => random.int(bound)).toThrow(RangeError);
    }
    expect(random.draws()).toBe(0);
  });

  it('rejects a negative, fractional or unsafe nonce with RangeError', () => {
    for (const nonce of [-1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => createRoundRandom({ ...seeds, nonce })).toThrow(RangeError);
    }
  });
});

describe('fairStops', () => {
  it('gives the same stops for the same seeds and nonce, each within its reel', () => {
    const first = fairStops(createRoundRandom(seeds), reels);
    expect(fairStops(createRoundRandom(seeds), reels)).toEqual(first);
    expect(first).toHaveLength(reels.length);
    first.forEach((stop, reel) => {
      expect(Number.isInteger(stop)).toBe(true);
      expect(stop).toBeGreaterThanOrEqual(0);
      expect(stop).toBeLessThan(reels[reel] ?? 0);
    });
  });

  it('draws the stops in reel order as int(reelLength)', () => {
    const random = createRoundRandom(seeds);
    const expected = reels.map((length) => random.int(length));
    expect(fairStops(createRoundRandom(seeds), reels)).toEqual(expected);
  });

  it('changes the stops when the client seed or the nonce changes', () => {
    const base = fairStops(createRoundRandom(seeds), reels);
    expect(fairStops(createRoundRandom({ ...seeds, clientSeed: 'client-seed-2' }), reels)).not.toEqual(base);
    expect(fairStops(createRoundRandom({ ...seeds, nonce: 1 }), reels)).not.toEqual(base);
  });

  it('continues the same stream for later free spins on one RoundRandom', () => {
    const random = createRoundRandom(seeds);
    const spin1 = fairStops(random, reels);
    const spin2 = fairStops(random, reels);
    const flat = fairStops(createRoundRandom(seeds), [...reels, ...reels]);
    expect([...spin1, ...spin2]).toEqual(flat);
    expect(spin2).not.toEqual(spin1);
    expect(random.draws()).toBe(2 * reels.length);
  });

  it('rejects an invalid reel length with RangeError', () => {
    expect(() => fairStops(createRoundRandom(seeds), [32, 0, 30])).toThrow(RangeError);
  });
});

describe('verifyRound', () => {
  const serverSeedHash = hashServerSeed(seeds.serverSeed);

  it('reproduces fairStops and accepts the committed hash in either case', () => {
    const stops = fairStops(createRoundRandom(seeds), reels);
    expect(verifyRound({ ...seeds, serverSeedHash, reelLengths: reels })).toEqual({ valid: true, stops });
    expect(
      verifyRound({ ...seeds, serverSeedHash: serverSeedHash.toUpperCase(), reelLengths: reels }),
    ).toEqual({ valid: true, stops });
  });

  it('fails verification when the revealed server seed does not match the commitment', () => {
    const result = verifyRound({ ...seeds, serverSeed: 'server-seed-2', serverSeedHash, reelLengths: reels });
    expect(result.valid).toBe(false);
    expect(result.stops).toEqual(
      fairStops(createRoundRandom({ ...seeds, serverSeed: 'server-seed-2' }), reels),
    );
  });
});

describe('randomSeed', () => {
  it('returns hex of the requested number of random bytes, different every call', () => {
    const a = randomSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(randomSeed(16)).toMatch(/^[0-9a-f]{32}$/);
    expect(randomSeed()).not.toBe(a);
  });

  it('rejects a size that is not an integer in [1, 65536] with RangeError', () => {
    for (const bytes of [0, -1, 1.5, 65_537]) expect(() => randomSeed(bytes)).toThrow(RangeError);
  });
});

describe('chiSquareUniform', () => {
  it('gives p ≈ 0.05 for statistic 3.84 with 1 degree of freedom', () => {
    // 2 buckets of 600 draws: (324 - 276)^2 / 600 = 3.84
    const result = chiSquareUniform([324, 276]);
    expect(result.statistic).toBeCloseTo(3.84, 12);
    expect(result.degreesOfFreedom).toBe(1);
    expect(Math.abs(result.pValue - 0.05)).toBeLessThan(0.001);
    expect(result.pValue).toBeCloseTo(0.05004352124870519, 8); // scipy.stats.chi2.sf(3.84, 1)
  });

  it('gives p ≈ 0.01 for statistic 21.666 with 9 degrees of freedom', () => {
    // expected 1000 per bucket; deviations ±104, ±4, ±1 give 2 * (104² + 4² + 1²) / 1000 = 21.666
    const result = chiSquareUniform([1104, 896, 1004, 996, 1001, 999, 1000, 1000, 1000, 1000]);
    expect(result.statistic).toBeCloseTo(21.666, 12);
    expect(result.degreesOfFreedom).toBe(9);
    expect(Math.abs(result.pValue - 0.01)).toBeLessThan(0.001);
    expect(result.pValue).toBeCloseTo(0.009999979883498333, 8); // scipy.stats.chi2.sf(21.666, 9)
  });

  it('matches the closed form exp(-x/2) for 2 degrees of freedom on both sides of the series/fraction split', () => {
    // statistic 0.02 (series branch) and 6 (continued fraction branch)
    expect(chiSquareUniform([101, 100, 99]).pValue).toBeCloseTo(Math.exp(-0.01), 10);
    expect(chiSquareUniform([120, 90, 90]).pValue).toBeCloseTo(Math.exp(-3), 10);
  });

  it('gives p = 1 for perfectly even counts', () => {
    expect(chiSquareUniform([50, 50, 50, 50])).toEqual({ statistic: 0, degreesOfFreedom: 3, pValue: 1 });
  });

  it('gives a tiny p-value when all counts fall in one bucket', () => {
    expect(chiSquareUniform([1000, 0, 0, 0, 0, 0, 0, 0, 0, 0]).pValue).toBeLessThan(1e-6);
  });

  it('rejects fewer than 2 buckets, negative counts and empty samples with RangeError', () => {
    expect(() => chiSquareUniform([10])).toThrow(RangeError);
    expect(() => chiSquareUniform([10, -1])).toThrow(RangeError);
    expect(() => chiSquareUniform([0, 0, 0])).toThrow(RangeError);
  });
});

describe('runsTest', () => {
  it('counts runs and matches the normal two-sided p-value for a known sequence', () => {
    // TTFF repeated: 50 true, 50 false, 50 runs; mean 2·50·50/100 + 1 = 51,
    // variance 5000 · (5000 - 100) / (100² · 99) = 2450 / 99
    const bits = Array.from({ length: 100 }, (_, i) => i % 4 < 2);
    const result = runsTest(bits);
    expect(result.runs).toBe(50);
    expect(result.z).toBeCloseTo(-1 / Math.sqrt(2450 / 99), 12);
    expect(result.pValue).toBeCloseTo(0.84068464147124, 6); // Python math.erfc(|z| / sqrt(2))
  });

  it('gives p = 1 (never above) when the runs equal their expectation', () => {
    // T FF TTT F T FF: 5 true, 5 false, 6 runs = 2·5·5/10 + 1
    const result = runsTest([true, false, false, true, true, true, false, true, false, false]);
    expect(result).toEqual({ runs: 6, z: 0, pValue: 1 });
  });

  it('gives a tiny p-value for alternating bits', () => {
    const result = runsTest(Array.from({ length: 1000 }, (_, i) => i % 2 === 0));
    expect(result.runs).toBe(1000);
    expect(result.z).toBeGreaterThan(0);
    expect(result.pValue).toBeLessThan(1e-6);
  });

  it('gives a tiny p-value for long blocks of equal bits', () => {
    const result = runsTest(Array.from({ length: 1000 }, (_, i) => Math.floor(i / 100) % 2 === 0));
    expect(result.runs).toBe(10);
    expect(result.z).toBeLessThan(0);
    expect(result.pValue).toBeLessThan(1e-6);
  });

  it('rejects a sequence with only one value with RangeError', () => {
    expect(() => runsTest([true, true, true])).toThrow(RangeError);
    expect(() => runsTest([])).toThrow(RangeError);
  });
});
