import { describe, expect, it } from 'vitest';
import { axisLabels, chartScale, niceStep, sumMinor, tickLabel } from './chart-scale.ts';

describe('chart scale', () => {
  it('picks round steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(100n, 4)).toBe(50n);
    expect(niceStep(50_000n, 4)).toBe(20_000n);
    expect(niceStep(7n, 4)).toBe(2n);
    expect(niceStep(1n, 4)).toBe(1n);
    expect(niceStep(0n, 4)).toBe(1n);
    expect(niceStep(9_000_000_000_000_000_000n, 4)).toBe(5_000_000_000_000_000_000n);
  });

  it('runs from zero to a round maximum for money that only went in', () => {
    const scale = chartScale([0n, 50_000n, 12_345n]);
    expect(scale).toEqual({ min: 0n, max: 60_000n, step: 20_000n, ticks: [0n, 20_000n, 40_000n, 60_000n] });
  });

  it('goes below zero for a day the casino lost (negative GGR)', () => {
    const scale = chartScale([30_000n, -7_500n]);
    expect(scale.min).toBe(-10_000n);
    expect(scale.max).toBe(30_000n);
    expect(scale.ticks).toContain(0n);
  });

  it('still has an axis when every value is zero', () => {
    expect(chartScale([0n, 0n])).toEqual({ min: 0n, max: 1n, step: 1n, ticks: [0n, 1n] });
  });

  it('labels ticks in major units and sums minor units exactly', () => {
    expect(tickLabel(150_000n, 2)).toBe('1,500');
    expect(tickLabel(50n, 2)).toBe('0.5');
    expect(tickLabel(-20_000n, 2)).toBe('-200');
    expect(tickLabel(0n, 2)).toBe('0');
    expect(tickLabel(10_000n, 2)).toBe('100');
    expect(tickLabel(1500n, 0)).toBe('1,500');
    expect(sumMinor(['9007199254740993', '1'])).toBe(9_007_199_254_740_994n);
  });

  it('shortens axis labels to k, M or B only where every tick stays exact', () => {
    const millions = chartScale([1_500_000_000n, -500_000_000n]).ticks;
    expect(axisLabels(millions, 2)).toEqual(['-5M', '0', '5M', '10M', '15M']);
    expect(axisLabels([0n, 250_000n, 500_000n], 2)).toEqual(['0', '2.5k', '5k']);
    expect(axisLabels([0n, 300_000_000_000n], 0)).toEqual(['0', '300B']);
    expect(axisLabels([0n, 20_000n, 40_000n, 60_000n], 2)).toEqual(['0', '200', '400', '600']);
    expect(axisLabels([0n, 123_456n], 0)).toEqual(['0', '123,456']);
    expect(axisLabels([0n, 50n, 100n], 2)).toEqual(['0', '0.5', '1']);
  });
});
