/*
 * Loyalty's arithmetic, without the database: points from stakes at the operator's rates, the level
 * an amount of xp reaches, and the progress towards the next one.
 */

/** A level as the rules need it. */
export type Rung = { level: number; xpThreshold: number };

/**
 * Points earned by real-money stakes. Per currency, the stake is added to what was left over from
 * earlier stakes (`remainders`) and every whole `rate` of it is a point: the points are exactly the
 * rule applied to the sum of the stakes, however they were split into batches. A currency without a
 * rate earns nothing (and keeps no remainder). Answers the points and the new remainders.
 */
export function earn(
  remainders: Readonly<Record<string, string>>,
  stakes: ReadonlyArray<{ currency: string; cash: bigint }>,
  rates: Readonly<Record<string, string>>,
): { points: number; remainders: Record<string, string> } {
  const pending = new Map<string, bigint>();
  for (const [currency, value] of Object.entries(remainders)) pending.set(currency, BigInt(value));
  for (const stake of stakes) {
    if (stake.cash <= 0n || !rates[stake.currency]) continue;
    pending.set(stake.currency, (pending.get(stake.currency) ?? 0n) + stake.cash);
  }
  let points = 0n;
  const left: Record<string, string> = {};
  for (const [currency, value] of pending) {
    const rate = BigInt(rates[currency] ?? '0');
    if (rate <= 0n) {
      // a rate removed meanwhile: what was left over waits for one to come back
      if (value > 0n) left[currency] = value.toString();
      continue;
    }
    points += value / rate;
    if (value % rate > 0n) left[currency] = (value % rate).toString();
  }
  return { points: Number(points), remainders: left };
}

/** The highest level `xp` reaches on the ladder (1 when the ladder is empty). */
export function levelReached(xp: number, ladder: readonly Rung[]): number {
  let level = 1;
  for (const rung of ladder) if (xp >= rung.xpThreshold) level = Math.max(level, rung.level);
  return level;
}

/**
 * Where a player at `level` with `xp` stands: xp till the next level (null at the top) and how far
 * they are from their level's threshold to the next one's, 0 to 100 (rounded down to a tenth).
 */
export function progressOf(
  level: number,
  xp: number,
  ladder: readonly Rung[],
): { pointsTillLevelUp: number | null; progressPercent: number } {
  const next = ladder.find((rung) => rung.level === level + 1);
  if (!next) return { pointsTillLevelUp: null, progressPercent: 100 };
  const from = ladder.find((rung) => rung.level === level)?.xpThreshold ?? 0;
  const span = next.xpThreshold - from;
  const done = Math.min(Math.max(xp - from, 0), span);
  return {
    pointsTillLevelUp: Math.max(next.xpThreshold - xp, 0),
    progressPercent: span > 0 ? Math.floor((done * 1000) / span) / 10 : 100,
  };
}
