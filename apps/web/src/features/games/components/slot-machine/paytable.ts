import type { GameDefinition, SymbolDefinition } from '@casino/slot-engine';
import { timesBet } from './round-progress';

/** What a symbol pays at a bet: for each count that pays (most first), the amount in minor units. */
export type PaytableEntry = {
  symbol: SymbolDefinition;
  pays: Array<{ count: number; amount: bigint }>;
  /** Scatters: free spins by count. */
  freeSpins: Array<{ count: number; spins: number }>;
};

const kindOrder = { wild: 0, scatter: 1, regular: 2 } as const;

/**
 * The paytable at a bet, specials first and then the richest symbols: line and ways pays are units of
 * `bet / betUnits` each (per line or per way), scatter pays are times the whole bet.
 */
export function paytable(definition: GameDefinition, bet: bigint): PaytableEntry[] {
  const unit = BigInt(definition.betUnits);
  const scatter = definition.scatter;
  const counted = (values: number[] | undefined) =>
    (values ?? []).flatMap((value, count) => (value > 0 ? [{ count, value }] : [])).reverse();
  const entries = definition.symbols.map((symbol): PaytableEntry => {
    if (symbol.kind === 'scatter') {
      const own = scatter?.symbol === symbol.id ? scatter : undefined;
      return {
        symbol,
        pays: counted(own?.pays).map(({ count, value }) => ({ count, amount: timesBet(value, bet) })),
        freeSpins: counted(own?.freeSpins).map(({ count, value }) => ({ count, spins: value })),
      };
    }
    return {
      symbol,
      pays: counted(symbol.pays).map(({ count, value }) => ({ count, amount: (BigInt(value) * bet) / unit })),
      freeSpins: [],
    };
  });
  const top = (entry: PaytableEntry) => entry.pays[0]?.amount ?? 0n;
  return entries.sort(
    (a, b) =>
      kindOrder[a.symbol.kind] - kindOrder[b.symbol.kind] ||
      (top(a) === top(b) ? 0 : top(a) > top(b) ? -1 : 1),
  );
}

/** Left-to-right ways of a ways game: every row on every reel. */
export function waysCount(definition: Pick<GameDefinition, 'rows' | 'reels'>): number {
  return definition.rows ** definition.reels.base.length;
}

/** The price of the bonus buy at a bet, or null when the title has none. */
export function bonusBuyPrice(definition: Pick<GameDefinition, 'bonusBuy'>, bet: bigint): bigint | null {
  return definition.bonusBuy ? timesBet(definition.bonusBuy.cost, bet) : null;
}
