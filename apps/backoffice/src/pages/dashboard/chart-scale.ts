import { minorToMajor } from '../../lib/money.ts';

/*
 * The dashboard chart's value axis, worked out on the minor-unit integers themselves (BigInt): the
 * amounts can be larger than a float holds exactly, and the tick labels must be round amounts.
 */

export type Scale = { min: bigint; max: bigint; step: bigint; ticks: bigint[] };

/** The smallest "round" step (1, 2 or 5 × 10^k) that covers `span` in `count` steps. */
export function niceStep(span: bigint, count: number): bigint {
  if (span <= 0n || count < 1) return 1n;
  const needed = (span + BigInt(count) - 1n) / BigInt(count);
  let power = 1n;
  while (power * 10n <= needed) power *= 10n;
  for (const multiple of [1n, 2n, 5n]) if (multiple * power >= needed) return multiple * power;
  return power * 10n;
}

function floorTo(value: bigint, step: bigint): bigint {
  const quotient = value / step;
  return (value % step !== 0n && value < 0n ? quotient - 1n : quotient) * step;
}

function ceilTo(value: bigint, step: bigint): bigint {
  const quotient = value / step;
  return (value % step !== 0n && value > 0n ? quotient + 1n : quotient) * step;
}

/** An axis from a round number at or below the lowest value (and zero) to one at or above the highest. */
export function chartScale(values: readonly bigint[], count = 4): Scale {
  let low = 0n;
  let high = 0n;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  const step = niceStep(high - low, count);
  const min = floorTo(low, step);
  const max = ceilTo(high, step) === min ? min + step : ceilTo(high, step);
  const ticks: bigint[] = [];
  for (let tick = min; tick <= max; tick += step) ticks.push(tick);
  return { min, max, step, ticks };
}

/** Where `value` sits on the axis, from 0 (min) to 1 (max), to six places. */
export function position(value: bigint, scale: Pick<Scale, 'min' | 'max'>): number {
  const span = scale.max - scale.min;
  if (span <= 0n) return 0;
  return Number(((value - scale.min) * 1_000_000n) / span) / 1_000_000;
}

/** A tick's label in major units without trailing zero decimals: "1,500", "0.5", "-200". */
export function tickLabel(value: bigint, exponent: number): string {
  const major = minorToMajor(value.toString(), exponent) ?? value.toString();
  return major.includes('.') ? major.replace(/\.?0+$/, '') : major;
}

/** The sum of minor-unit strings, exactly. */
export function sumMinor(values: readonly string[]): bigint {
  return values.reduce((total, value) => total + BigInt(value), 0n);
}
