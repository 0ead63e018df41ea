import { type Minor, minor, shareInMajor, trimDecimals } from '@casino/money';

/*
 * The accumulator's payout (spec §4, §9): today's net gaming revenue times the percent, exact (no
 * floating point); "0.00" when zero or less; the long mode keeps up to 8 decimals, trailing zeros
 * trimmed, the short one 2.
 */

const longDecimals = 8;

/** The exact payout of `ngr` (minor units) at `bp` basis points, as a major-unit decimal string. */
export function payoutOf(ngr: Minor, bp: number, exponent: number): string {
  return ngr > 0n ? shareInMajor(ngr, bp, exponent) : '0.00';
}

/** A payout as shown: 0.00 when zero or less; long: up to 8 decimals trimmed; short: 2 decimals. */
export function payoutText(payout: string, mode: 'short' | 'long'): string {
  if (!/^-?\d+(\.\d+)?$/.test(payout) || payout.startsWith('-') || /^0(\.0*)?$/.test(payout)) return '0.00';
  return trimDecimals(payout, 2, mode === 'long' ? longDecimals : 2);
}

/** What a wallet movement does to today's net gaming revenue: a bet adds, a win or refund takes off. */
export type Movement = { type: string; amount: string; cash?: string; bonus?: string; currency?: string };

/** The ngr change of a `debit` or `credit` socket event: play only, its cash part (and bonus money's when it counts). */
export function ngrChange(
  event: 'debit' | 'credit',
  movement: Movement,
  { currency, includesBonusMoney }: { currency: string; includesBonusMoney: boolean },
): Minor {
  if (movement.currency !== undefined && movement.currency !== currency) return minor(0);
  const play =
    event === 'debit' ? movement.type === 'bet' : movement.type === 'win' || movement.type === 'rollback';
  if (!play) return minor(0);
  const amount = (value: string | undefined) =>
    value !== undefined && /^\d+$/.test(value) ? BigInt(value) : 0n;
  // a server that does not split the amount: all of it counts
  const counted =
    movement.cash === undefined
      ? amount(movement.amount)
      : amount(movement.cash) + (includesBonusMoney ? amount(movement.bonus) : 0n);
  return minor(event === 'debit' ? counted : -counted);
}

/** The next half hour of the local clock (xx:00 or xx:30) after `now`, where the accumulator's countdown ends. */
export function nextHalfHour(now: Date): Date {
  const next = new Date(now.getTime());
  next.setSeconds(0, 0);
  next.setMinutes(now.getMinutes() < 30 ? 30 : 60);
  return next;
}

/** mm:ss of a countdown in milliseconds (rounded up to the second). */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
