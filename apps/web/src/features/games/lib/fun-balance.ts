import { useCallback, useMemo, useState } from 'react';

/** Demo play starts every game with 1,000.00 of fun money. */
export const funStart = 100_000n;

const storageKey = (slug: string) => `casino:fun-balance:${slug}`;

function readFun(slug: string): bigint {
  try {
    const stored = sessionStorage.getItem(storageKey(slug));
    return stored && /^\d{1,18}$/.test(stored) ? BigInt(stored) : funStart;
  } catch {
    return funStart;
  }
}

/** A game's fun-money balance for demo play: kept for the tab's session, never touching the ledger. */
export function useFunBalance(slug: string) {
  const [balance, setBalance] = useState(() => readFun(slug));
  const store = useCallback(
    (value: bigint) => {
      setBalance(value);
      try {
        sessionStorage.setItem(storageKey(slug), value.toString());
      } catch {
        // storage unavailable: the balance lives as long as the page
      }
    },
    [slug],
  );
  return useMemo(
    () => ({
      balance,
      /** A round's cost out and its win in. */
      settle: (cost: bigint, win: bigint) => store(readFun(slug) - cost + win),
      reset: () => store(funStart),
    }),
    [balance, slug, store],
  );
}
