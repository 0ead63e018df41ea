/**
 * Deterministic reel-strip construction for the studio's titles: a title states how many of each
 * symbol a reel holds, and the strip is laid out from a seed, so the same data always yields the
 * same strip (and the same certified maths) on every machine.
 */

/** How a strip is laid out beyond its symbol counts. */
export type StripOptions = {
  /** Visible rows of the window: two scatters are always at least this far apart, wrapping around. */
  rows: number;
  /** The scatter symbol's id, if the title has one. */
  scatter?: string;
  /**
   * Symbols that come in solid stacks of the given height; a count that is no multiple of it ends
   * with one shorter stack of the rest.
   */
  stacks?: Record<string, number>;
};

/** A small, fast, seeded PRNG (mulberry32) returning floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Builds one reel strip from symbol counts: every symbol's copies are spread evenly over the strip
 * (each copy gets a jittered slot in its own equal share of the strip, then all copies are ordered
 * by slot), stacked symbols stay together, and the scatters are spaced so that no `rows`-long
 * window of the strip, wrapping around, ever shows two of them: a column shows at most one scatter.
 * The result depends only on the counts, the seed and the options.
 */
export function buildStrip(counts: Record<string, number>, seed: number, options: StripOptions): string[] {
  const { rows, scatter, stacks = {} } = options;
  const random = seededRandom(seed);
  const scatters = scatter ? (counts[scatter] ?? 0) : 0;
  const length = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (scatters * rows > length) {
    throw new Error(`${scatters} scatters cannot be ${rows} apart on a strip of ${length}`);
  }
  // the other symbols as blocks (a stack is one block), ordered by jittered evenly spaced keys
  const blocks: Array<{ symbol: string; size: number; key: number }> = [];
  for (const [symbol, count] of Object.entries(counts)) {
    if (symbol === scatter || count === 0) continue;
    if (!Number.isInteger(count) || count < 0) throw new Error(`count of ${symbol} must be a whole number`);
    const stack = Math.max(1, Math.floor(stacks[symbol] ?? 1));
    const sizes = [
      ...Array<number>(Math.floor(count / stack)).fill(stack),
      ...(count % stack > 0 ? [count % stack] : []),
    ];
    const phase = random();
    for (const [copy, size] of sizes.entries()) {
      blocks.push({ symbol, size, key: (copy + phase * 0.5 + random() * 0.5) / sizes.length });
    }
  }
  blocks.sort((a, b) => a.key - b.key || a.symbol.localeCompare(b.symbol));
  if (scatters === 0) return blocks.flatMap((block) => Array<string>(block.size).fill(block.symbol));

  // scatters go between blocks, as near as possible to evenly spaced targets; a few offsets are tried
  const boundaries: number[] = [];
  let filled = 0;
  for (const block of blocks) {
    boundaries.push(filled);
    filled += block.size;
  }
  const rest = filled;
  for (let attempt = 0; attempt < 64; attempt++) {
    const offset = random() * (rest / scatters);
    const cuts = Array.from({ length: scatters }, (_, k) => {
      const target = offset + (k * rest) / scatters;
      let best = 0;
      for (const boundary of boundaries) {
        if (Math.abs(boundary - target) < Math.abs(best - target)) best = boundary;
      }
      return best;
    });
    if (new Set(cuts).size !== scatters) continue;
    cuts.sort((a, b) => a - b);
    const strip: string[] = [];
    let next = 0;
    for (const [index, block] of blocks.entries()) {
      if (next < cuts.length && cuts[next] === boundaries[index]) {
        strip.push(scatter as string);
        next++;
      }
      for (let k = 0; k < block.size; k++) strip.push(block.symbol);
    }
    if (scatterSpacing(strip, scatter as string) >= rows) return strip;
  }
  throw new Error(`could not space ${scatters} scatters ${rows} apart on a strip of ${length}`);
}

/**
 * The smallest distance between two scatters on a strip, wrapping around (Infinity with fewer
 * than two): a window of `rows` shows at most one scatter exactly when this is at least `rows`.
 */
export function scatterSpacing(strip: readonly string[], scatter: string): number {
  const at: number[] = [];
  strip.forEach((symbol, index) => {
    if (symbol === scatter) at.push(index);
  });
  if (at.length < 2) return Number.POSITIVE_INFINITY;
  let smallest = Number.POSITIVE_INFINITY;
  for (let k = 0; k < at.length; k++) {
    const here = at[k] as number;
    const next = k + 1 < at.length ? (at[k + 1] as number) : (at[0] as number) + strip.length;
    smallest = Math.min(smallest, next - here);
  }
  return smallest;
}

/**
 * Builds a whole reel set: one strip per entry of `counts`, each from its own seed derived from
 * `seed` and the reel's position, with the same options.
 */
export function buildReels(
  counts: Array<Record<string, number>>,
  seed: number,
  options: StripOptions,
): string[][] {
  return counts.map((reel, index) => buildStrip(reel, seed * 7919 + index * 104729 + 1, options));
}
