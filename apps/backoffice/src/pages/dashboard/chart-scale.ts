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

/** A tick's label in major units without trailing zero decimals: "1,500", "0.5", "-200". */
export function tickLabel(value: bigint, exponent: number): string {
  const major = minorToMajor(value.toString(), exponent) ?? value.toString();
  return major.includes('.') ? major.replace(/\.?0+$/, '') : major;
}

const axisUnits = [
  { size: 1_000_000_000n, suffix: 'B' },
  { size: 1_000_000n, suffix: 'M' },
  { size: 1_000n, suffix: 'k' },
] as const;

/**
 * The value axis's labels, shortened to thousands, millions or billions when every tick is a whole
 * number of tenths of that unit ("15M", "2.5k"), so a narrow chart keeps its room and no label rounds.
 */
export function axisLabels(ticks: readonly bigint[], exponent: number): string[] {
  const magnitude = (value: bigint) => (value < 0n ? -value : value);
  const perMajor = 10n ** BigInt(Math.max(0, Math.trunc(exponent)));
  const largest = ticks.reduce((most, tick) => (magnitude(tick) > most ? magnitude(tick) : most), 0n);
  const unit = axisUnits.find(({ size }) => {
    const tenth = (size * perMajor) / 10n;
    return largest >= size * perMajor && ticks.every((tick) => tick % tenth === 0n);
  });
  if (!unit) return ticks.map((tick) => tickLabel(tick, exponent));
  const tenth = (unit.size * perMajor) / 10n;
  return ticks.map((tick) => {
    if (tick === 0n) return '0';
    const tenths = magnitude(tick / tenth);
    const fraction = tenths % 10n === 0n ? '' : `.${tenths % 10n}`;
    return `${tick < 0n ? '-' : ''}${tenths / 10n}${fraction}${unit.suffix}`;
  });
}

/** The sum of minor-unit strings, exactly. */
export function sumMinor(values: readonly string[]): bigint {
  return values.reduce((total, value) => total + BigInt(value), 0n);
}
