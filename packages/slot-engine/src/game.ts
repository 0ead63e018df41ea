/**
 * A slot title as data, and its compiled form that spins are evaluated with. Every amount inside
 * the engine is an integer number of *units*: a title's bet is `betUnits` units (a 20-line game's
 * unit is its line bet), so wins are exact integers for any bet that is a multiple of `betUnits`
 * minor units, and no rounding ever moves money.
 */

/** Regular symbols pay in combinations; a wild stands in for any regular symbol; scatters pay anywhere. */
export type SymbolKind = 'regular' | 'wild' | 'scatter';

/** How wins are counted: on fixed paylines, or on every left-to-right way through the window. */
export type PayMode = { kind: 'lines'; lines: number[][] } | { kind: 'ways' };

export type Volatility = 'low' | 'medium' | 'high' | 'very-high';

export type SymbolDefinition = {
  id: string;
  name: string;
  kind: SymbolKind;
  /**
   * Regular and wild symbols: units paid for a combination of `count` leftmost reels, indexed by
   * count (0 where it does not pay). Lines pay per line, ways per way.
   */
  pays?: number[];
};

export type GameDefinition = {
  /** Stable slug: the catalog id, the URL and the key of every recorded round. */
  id: string;
  name: string;
  volatility: Volatility;
  /** Visible rows of the window. */
  rows: number;
  /** Reel strips as symbol ids, top to bottom; the stop is the strip index shown in the top row. */
  reels: { base: string[][]; free?: string[][] };
  mode: PayMode;
  /** How many units one bet is (lines: the number of lines; ways: the bet multiplier). */
  betUnits: number;
  symbols: SymbolDefinition[];
  /** Scatter pays (times the whole bet) and free spins awarded, each indexed by scatters in view. */
  scatter?: { symbol: string; pays: number[]; freeSpins: number[] };
  /**
   * The free-spins feature: its spins use `reels.free`, every win is multiplied by `multiplier`,
   * scatters in view add `retrigger[count]` spins, and a feature never plays more than `maxSpins`.
   */
  freeSpins?: { multiplier: number; retrigger: number[]; maxSpins: number };
  /** Buying the feature straight away costs `cost` bets and starts it with `spins` free spins. */
  bonusBuy?: { cost: number; spins: number };
  /** A round never pays more than this many bets: the feature ends when it is reached. */
  maxWin: number;
  /** Catalog facts that are not maths: bets allowed in minor units of the player's currency. */
  minBet: number;
  maxBet: number;
  releaseDate: string;
  description: string;
};

/** A definition turned into flat typed arrays for fast evaluation. */
export type CompiledGame = {
  definition: GameDefinition;
  reelCount: number;
  rows: number;
  symbolIds: string[];
  /** Strips as symbol indices. */
  base: Int32Array[];
  free: Int32Array[];
  wild: number;
  scatter: number;
  /** `pays[symbol * (reelCount + 1) + count]` in units. */
  pays: Int32Array;
  /** Paylines flattened: `lines[line * reelCount + reel]` is the row. */
  lines: Int32Array;
  lineCount: number;
  ways: boolean;
  /** Scatter pays in units, free spins and retrigger spins, indexed by scatter count. */
  scatterPays: Int32Array;
  scatterSpins: Int32Array;
  retriggerSpins: Int32Array;
  freeMultiplier: number;
  maxSpins: number;
  /** The cap on a round's win, in units. */
  maxWinUnits: number;
};

/** Checks a definition and compiles it; throws with the first problem found. */
export function compileGame(definition: GameDefinition): CompiledGame {
  const { reels, rows, symbols, mode } = definition;
  const reelCount = reels.base.length;
  const fail = (problem: string): never => {
    throw new Error(`${definition.id}: ${problem}`);
  };
  if (reelCount < 3) fail('needs at least 3 reels');
  if (rows < 1) fail('needs at least 1 row');
  const symbolIds = symbols.map((symbol) => symbol.id);
  const index = new Map(symbolIds.map((id, at) => [id, at]));
  if (index.size !== symbols.length) fail('symbol ids must be unique');
  const kindOf = (kind: SymbolKind) => {
    const found = symbols.filter((symbol) => symbol.kind === kind);
    if (kind !== 'regular' && found.length > 1) fail(`at most one ${kind} symbol`);
    return found[0] ? (index.get(found[0].id) as number) : -1;
  };
  const wild = kindOf('wild');
  const scatter = kindOf('scatter');
  const strips = (set: string[][]) =>
    set.map((strip, reel) => {
      if (strip.length < rows) fail(`reel ${reel + 1} is shorter than the window`);
      return Int32Array.from(
        strip,
        (id) => index.get(id) ?? fail(`unknown symbol ${id} on reel ${reel + 1}`),
      );
    });
  const base = strips(reels.base);
  const free = strips(reels.free ?? reels.base);
  if (free.length !== reelCount) fail('free-spin reels must match the base reels');

  const pays = new Int32Array(symbols.length * (reelCount + 1));
  for (const [at, symbol] of symbols.entries()) {
    for (const [count, units] of (symbol.pays ?? []).entries()) {
      if (!Number.isSafeInteger(units) || units < 0) fail(`pays of ${symbol.id} must be whole units`);
      if (count > reelCount) fail(`pays of ${symbol.id} go beyond ${reelCount} reels`);
      if (symbol.kind === 'scatter' && units > 0) fail('scatter pays belong in `scatter.pays`');
      pays[at * (reelCount + 1) + count] = units;
    }
  }
  if (mode.kind === 'ways' && wild >= 0 && (symbols[wild]?.pays ?? []).some((units) => units > 0)) {
    fail('in a ways game wilds only stand in; they do not pay alone');
  }
  const lineCount = mode.kind === 'lines' ? mode.lines.length : 0;
  const lines = new Int32Array(lineCount * reelCount);
  if (mode.kind === 'lines') {
    for (const [line, rowsOfLine] of mode.lines.entries()) {
      if (rowsOfLine.length !== reelCount) fail(`line ${line + 1} must name a row on every reel`);
      for (const [reel, row] of rowsOfLine.entries()) {
        if (row < 0 || row >= rows) fail(`line ${line + 1} leaves the window`);
        lines[line * reelCount + reel] = row;
      }
    }
  }
  const byCount = (values: number[] | undefined, what: string, factor = 1) => {
    const array = new Int32Array(reelCount * rows + 1);
    for (const [count, value] of (values ?? []).entries()) {
      if (!Number.isSafeInteger(value) || value < 0) fail(`${what} must be whole numbers`);
      if (count < array.length) array[count] = value * factor;
    }
    return array;
  };
  if (definition.scatter && index.get(definition.scatter.symbol) !== scatter) {
    fail('the scatter settings must name the scatter symbol');
  }
  const scatterSpins = byCount(definition.scatter?.freeSpins, 'free spins');
  if (scatterSpins.some((spins) => spins > 0) && !definition.freeSpins) fail('free spins need settings');
  const maxSpins = definition.freeSpins?.maxSpins ?? 0;
  if (definition.freeSpins && (maxSpins < 1 || maxSpins > 500)) fail('maxSpins must be 1 to 500');
  if (!Number.isSafeInteger(definition.betUnits) || definition.betUnits < 1) fail('betUnits must be whole');
  if (!(definition.maxWin > 0)) fail('maxWin must be positive');
  if (definition.bonusBuy && !definition.freeSpins) fail('a bonus buy needs the free-spins feature');
  return {
    definition,
    reelCount,
    rows,
    symbolIds,
    base,
    free,
    wild,
    scatter,
    pays,
    lines,
    lineCount,
    ways: mode.kind === 'ways',
    scatterPays: byCount(definition.scatter?.pays, 'scatter pays', definition.betUnits),
    scatterSpins,
    retriggerSpins: byCount(definition.freeSpins?.retrigger, 'retrigger spins'),
    freeMultiplier: definition.freeSpins?.multiplier ?? 1,
    maxSpins,
    maxWinUnits: definition.maxWin * definition.betUnits,
  };
}
