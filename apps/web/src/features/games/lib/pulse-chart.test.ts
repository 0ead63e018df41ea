import { describe, expect, it } from 'vitest';
import { lossTick, pulseBarHeight, pulseGuides, pulseScaleTop, pulseTone } from './pulse-chart';

describe('Game Pulse chart', () => {
  it('colours a round by what it paid', () => {
    expect([0, 0.4, 1, 9.99, 10, 250].map(pulseTone)).toEqual(['loss', 'small', 'win', 'win', 'big', 'big']);
  });

  it('reaches up to 10× at least, else to the next power of ten above the biggest win', () => {
    expect(pulseScaleTop([0, 0.5, 2])).toBe(10);
    expect(pulseScaleTop([])).toBe(10);
    expect(pulseScaleTop([0, 37.5])).toBe(100);
    expect(pulseScaleTop([1000])).toBe(1000);
  });

  it('draws a loss as a small tick and wins taller the more they paid', () => {
    const heights = [0, 0.2, 1, 5, 10].map((multiplier) => pulseBarHeight(multiplier, 10));
    expect(heights[0]).toBe(lossTick);
    for (let index = 1; index < heights.length; index += 1) {
      expect(heights[index]).toBeGreaterThan(heights[index - 1] ?? 1);
    }
    expect(heights.at(-1)).toBe(1);
  });

  it('keeps a 2× win readable next to a 500× win (log scale)', () => {
    expect(pulseBarHeight(2, 1000)).toBeGreaterThan(0.15);
    expect(pulseBarHeight(500, 1000)).toBeGreaterThan(0.85);
  });

  it('draws guide lines at 1×, 10×, 100× up to the top', () => {
    expect(pulseGuides(10)).toEqual([1, 10]);
    expect(pulseGuides(1000)).toEqual([1, 10, 100, 1000]);
  });
});
