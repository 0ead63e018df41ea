import type { CompiledGame } from './game.ts';

/** One paying combination of a spin, with the window positions (reel, row) that make it. */
export type Win =
  | {
      kind: 'line';
      line: number;
      symbol: string;
      count: number;
      units: number;
      positions: Array<[number, number]>;
    }
  | {
      kind: 'ways';
      symbol: string;
      count: number;
      ways: number;
      units: number;
      positions: Array<[number, number]>;
    }
  | { kind: 'scatter'; symbol: string; count: number; units: number; positions: Array<[number, number]> };

/**
 * The window a set of stops shows, flattened reel by reel (`window[reel * rows + row]`): the stop
 * is the strip index in the top row, and the strip wraps around.
 */
export function windowAt(
  game: CompiledGame,
  strips: Int32Array[],
  stops: readonly number[],
  window: Int32Array = new Int32Array(game.reelCount * game.rows),
): Int32Array {
  for (let reel = 0; reel < game.reelCount; reel++) fillColumn(game, window, strips, reel, stops[reel] ?? 0);
  return window;
}

/** Writes one reel's rows of the window for a stop. */
export function fillColumn(
  game: CompiledGame,
  window: Int32Array,
  strips: Int32Array[],
  reel: number,
  stop: number,
): void {
  const strip = strips[reel] as Int32Array;
  const { rows } = game;
  for (let row = 0; row < rows; row++)
    window[reel * rows + row] = strip[(stop + row) % strip.length] as number;
}

/** Scatter symbols anywhere in the window. */
export function scattersIn(game: CompiledGame, window: Int32Array): number {
  if (game.scatter < 0) return 0;
  let count = 0;
  for (let at = 0; at < window.length; at++) if (window[at] === game.scatter) count++;
  return count;
}

/**
 * Wins are counted as a fold over the reels, left to right: each line (or, in a ways game, each
 * symbol) carries a small state that the next reel's column advances, and the state after the last
 * reel says what it pays. A single spin folds all reels; the exact-RTP enumeration keeps the state
 * of the reels that did not turn and folds only the last one, with the very same step.
 */
export const lineStateSize = 4; // symbol (-1 while only wilds), reels matched, leading wilds, still open
export const waysStateSize = 3; // ways, reels matched, still open

/** The fold's state width for a game: one entry per line, or per symbol in a ways game. */
export function foldStateLength(game: CompiledGame): number {
  return game.ways ? game.symbolIds.length * waysStateSize : game.lineCount * lineStateSize;
}

/**
 * Advances the fold by one reel: `from` is the state after the reels before (null before the
 * first), `column` holds that reel's rows starting at `offset`, the result goes into `into`.
 */
export function foldReel(
  game: CompiledGame,
  from: Int32Array | null,
  column: Int32Array,
  offset: number,
  reel: number,
  into: Int32Array,
): void {
  const entries = game.ways ? game.symbolIds.length : game.lineCount;
  for (let entry = 0; entry < entries; entry++) foldEntry(game, entry, from, column, offset, reel, into);
}

/** One line's (or, in a ways game, one symbol's) step of the fold. */
export function foldEntry(
  game: CompiledGame,
  entry: number,
  from: Int32Array | null,
  column: Int32Array,
  offset: number,
  reel: number,
  into: Int32Array,
): void {
  const { wild, scatter } = game;
  if (game.ways) {
    const at = entry * waysStateSize;
    const open = from ? (from[at + 2] as number) : 1;
    const ways = from ? (from[at] as number) : 1;
    const count = from ? (from[at + 1] as number) : 0;
    let onReel = 0;
    if (open === 1 && entry !== wild && entry !== scatter) {
      for (let row = 0; row < game.rows; row++) {
        const shown = column[offset + row];
        if (shown === entry || shown === wild) onReel++;
      }
    }
    into[at] = onReel === 0 ? ways : ways * onReel;
    into[at + 1] = onReel === 0 ? count : count + 1;
    into[at + 2] = onReel === 0 ? 0 : 1;
    return;
  }
  const at = entry * lineStateSize;
  let symbol = from ? (from[at] as number) : -1;
  let count = from ? (from[at + 1] as number) : 0;
  let wildRun = from ? (from[at + 2] as number) : 0;
  let open = from ? (from[at + 3] as number) : 1;
  if (open === 1) {
    const shown = column[offset + (game.lines[entry * game.reelCount + reel] as number)] as number;
    if (shown === wild) {
      count++;
      if (symbol < 0) wildRun++;
    } else if (shown === scatter) open = 0;
    else if (symbol < 0) {
      symbol = shown;
      count++;
    } else if (shown === symbol) count++;
    else open = 0;
  }
  into[at] = symbol;
  into[at + 1] = count;
  into[at + 2] = wildRun;
  into[at + 3] = open;
}

/** Whether a line (or symbol) of the fold can still grow on later reels. */
export function entryOpen(game: CompiledGame, state: Int32Array, entry: number): boolean {
  return game.ways ? state[entry * waysStateSize + 2] === 1 : state[entry * lineStateSize + 3] === 1;
}

/** Units one line (or symbol) of a final fold state pays. */
export function entryUnits(game: CompiledGame, state: Int32Array, entry: number): number {
  if (game.ways) {
    const at = entry * waysStateSize;
    return (
      (game.pays[entry * (game.reelCount + 1) + (state[at + 1] as number)] as number) * (state[at] as number)
    );
  }
  return Math.abs(linePay(game, state, entry * lineStateSize));
}

/** A paying combination of a final fold state: its symbol (index), reels, ways (1 on a line) and units. */
export type EntryAward = { symbol: number; count: number; ways: number; units: number };

/** What one line (or, in a ways game, one symbol) of a final fold state pays, if anything. */
export function entryAward(game: CompiledGame, state: Int32Array, entry: number): EntryAward | null {
  if (game.ways) {
    const at = entry * waysStateSize;
    const count = state[at + 1] as number;
    const ways = state[at] as number;
    const units = (game.pays[entry * (game.reelCount + 1) + count] as number) * ways;
    return units === 0 ? null : { symbol: entry, count, ways, units };
  }
  const at = entry * lineStateSize;
  const pay = linePay(game, state, at);
  if (pay === 0) return null;
  // a positive pay is the symbol's, with wilds standing in; a negative one the leading wilds' alone
  return pay > 0
    ? { symbol: state[at] as number, count: state[at + 1] as number, ways: 1, units: pay }
    : { symbol: game.wild, count: state[at + 2] as number, ways: 1, units: -pay };
}

/** What a line pays from its final state: the symbol with wilds standing in, or (negative) the leading wilds alone. */
function linePay(game: CompiledGame, state: Int32Array, at: number) {
  const stride = game.reelCount + 1;
  const symbol = state[at] as number;
  const symbolPay = symbol < 0 ? 0 : (game.pays[symbol * stride + (state[at + 1] as number)] as number);
  const wildPay = game.wild < 0 ? 0 : (game.pays[game.wild * stride + (state[at + 2] as number)] as number);
  return symbolPay >= wildPay ? symbolPay : -wildPay;
}

/** Units the final fold state pays (scatters not included). */
export function settleFold(game: CompiledGame, state: Int32Array): number {
  const entries = game.ways ? game.symbolIds.length : game.lineCount;
  let total = 0;
  for (let entry = 0; entry < entries; entry++) total += entryUnits(game, state, entry);
  return total;
}

// fold states reused between spins of a game (evaluation never re-enters itself)
const scratch = new WeakMap<CompiledGame, { state: Int32Array; spare: Int32Array; window: Int32Array }>();

/** Buffers for evaluating spins of a game without allocating: two fold states and a window. */
export function scratchOf(game: CompiledGame) {
  let buffers = scratch.get(game);
  if (!buffers) {
    const length = foldStateLength(game);
    buffers = {
      state: new Int32Array(length),
      spare: new Int32Array(length),
      window: new Int32Array(game.reelCount * game.rows),
    };
    scratch.set(game, buffers);
  }
  return buffers;
}

/** Units won by the window's lines or ways (scatters not included); with `wins`, each paying combination is listed. */
export function payUnits(game: CompiledGame, window: Int32Array, wins?: Win[]): number {
  let { state, spare } = scratchOf(game);
  for (let reel = 0; reel < game.reelCount; reel++) {
    foldReel(game, reel === 0 ? null : state, window, reel * game.rows, reel, spare);
    [state, spare] = [spare, state];
  }
  const units = settleFold(game, state);
  if (wins) listWins(game, window, state, wins);
  return units;
}

function listWins(game: CompiledGame, window: Int32Array, state: Int32Array, wins: Win[]) {
  const { reelCount, rows, wild, lines } = game;
  const entries = game.ways ? game.symbolIds.length : game.lineCount;
  for (let entry = 0; entry < entries; entry++) {
    const award = entryAward(game, state, entry);
    if (!award) continue;
    const { symbol, count, ways, units } = award;
    const id = game.symbolIds[symbol] as string;
    if (game.ways) {
      const positions: Array<[number, number]> = [];
      for (let reel = 0; reel < count; reel++) {
        for (let row = 0; row < rows; row++) {
          const shown = window[reel * rows + row];
          if (shown === symbol || shown === wild) positions.push([reel, row]);
        }
      }
      wins.push({ kind: 'ways', symbol: id, count, ways, units, positions });
      continue;
    }
    wins.push({
      kind: 'line',
      line: entry,
      symbol: id,
      count,
      units,
      positions: Array.from({ length: count }, (_, reel) => [
        reel,
        lines[entry * reelCount + reel] as number,
      ]),
    });
  }
}

/** What one spin shows and pays, before the feature multiplier. */
export type SpinEvaluation = {
  /** Symbol ids per reel, top to bottom. */
  window: string[][];
  wins: Win[];
  scatters: number;
  /** Lines or ways plus scatter pay, in units. */
  units: number;
};

/** Evaluates the window of a set of stops on the base or the free-spin reels, with every win listed. */
export function evaluateSpin(
  game: CompiledGame,
  stops: readonly number[],
  reels: 'base' | 'free',
): SpinEvaluation {
  const window = windowAt(game, reels === 'base' ? game.base : game.free, stops);
  const wins: Win[] = [];
  let units = payUnits(game, window, wins);
  const scatters = scattersIn(game, window);
  const scatterUnits = game.scatterPays[scatters] ?? 0;
  if (scatterUnits > 0) {
    units += scatterUnits;
    const positions: Array<[number, number]> = [];
    for (let at = 0; at < window.length; at++) {
      if (window[at] === game.scatter) positions.push([Math.floor(at / game.rows), at % game.rows]);
    }
    wins.push({
      kind: 'scatter',
      symbol: game.symbolIds[game.scatter] as string,
      count: scatters,
      units: scatterUnits,
      positions,
    });
  }
  return {
    window: Array.from({ length: game.reelCount }, (_, reel) =>
      Array.from(
        { length: game.rows },
        (_, row) => game.symbolIds[window[reel * game.rows + row] as number] as string,
      ),
    ),
    wins,
    scatters,
    units,
  };
}
