import { describe, expect, it } from 'vitest';
import { bpToPercent, percentToBp } from './percent.ts';

describe('percent and basis points', () => {
  it('turns a typed percent into exact basis points', () => {
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp('50')).toBe(5000);
    expect(percentToBp('12.5')).toBe(1250);
    expect(percentToBp(' 12.50 % ')).toBe(1250);
    expect(percentToBp('0.01')).toBe(1);
    expect(percentToBp('33.33')).toBe(3333);
    expect(percentToBp('1000')).toBe(100_000);
  });

  it('refuses what is not a plain percent with at most two decimals', () => {
    for (const text of ['', 'abc', '-5', '12.345', '1e3', '12,5', '.5']) expect(percentToBp(text)).toBeNull();
  });

  it('shows basis points as a percent without trailing zeros', () => {
    expect(bpToPercent(10_000)).toBe('100');
    expect(bpToPercent(5000)).toBe('50');
    expect(bpToPercent(1250)).toBe('12.5');
    expect(bpToPercent(3333)).toBe('33.33');
    expect(bpToPercent(1)).toBe('0.01');
    expect(bpToPercent(0)).toBe('0');
  });

  it('round-trips every basis point from 1% to 1000%', () => {
    for (let bp = 100; bp <= 100_000; bp += 7) expect(percentToBp(bpToPercent(bp))).toBe(bp);
  });
});
