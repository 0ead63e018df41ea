import { describe, expect, it } from 'vitest';
import {
  evaluate,
  formatTable,
  type Measurement,
  measure,
  median,
  medianMeasurement,
} from './lighthouse-budget.ts';

const good: Measurement = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  lcp: 1800,
  cls: 0.02,
  tbt: 90,
  fcp: 1200,
};

const failing = (measurement: Measurement) =>
  evaluate(measurement)
    .filter((verdict) => !verdict.pass)
    .map((verdict) => verdict.threshold.label);

describe('the Lighthouse budget', () => {
  it('passes a page within every bound, bounds included', () => {
    expect(failing(good)).toEqual([]);
    const atTheBounds = { ...good, performance: 90, accessibility: 95, bestPractices: 95, lcp: 2500 };
    expect(failing({ ...atTheBounds, cls: 0.1, tbt: 200 })).toEqual([]);
  });

  it('fails each threshold on its own side of the bound', () => {
    expect(failing({ ...good, performance: 89 })).toEqual(['performance']);
    expect(failing({ ...good, accessibility: 94 })).toEqual(['accessibility']);
    expect(failing({ ...good, bestPractices: 94 })).toEqual(['best practices']);
    expect(failing({ ...good, lcp: 2501 })).toEqual(['LCP']);
    expect(failing({ ...good, cls: 0.11 })).toEqual(['CLS']);
    expect(failing({ ...good, tbt: 201 })).toEqual(['TBT']);
    // FCP is shown, not budgeted
    expect(failing({ ...good, fcp: 9000 })).toEqual([]);
  });

  it('never passes a metric Lighthouse could not measure', () => {
    const measured = measure({ categories: { performance: { score: 0.95 } }, audits: {} });
    expect(measured.performance).toBe(95);
    expect(measured.accessibility).toBe(0);
    expect(measured.lcp).toBe(Number.POSITIVE_INFINITY);
    expect(failing(measured)).toEqual(['accessibility', 'best practices', 'LCP', 'CLS', 'TBT']);
  });

  it('reads scores as Lighthouse shows them and metrics from their audits', () => {
    const measured = measure({
      categories: {
        performance: { score: 0.894 },
        accessibility: { score: 0.955 },
        'best-practices': { score: 1 },
      },
      audits: {
        'largest-contentful-paint': { numericValue: 2100.4 },
        'cumulative-layout-shift': { numericValue: 0.004 },
        'total-blocking-time': { numericValue: 150 },
        'first-contentful-paint': { numericValue: 900 },
      },
    });
    expect(measured).toEqual({
      performance: 89,
      accessibility: 96,
      bestPractices: 100,
      lcp: 2100.4,
      cls: 0.004,
      tbt: 150,
      fcp: 900,
    });
  });
});

describe('combining repeated runs', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3])).toBe(3);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('lets one slow run neither fail nor flatter the page', () => {
    const slow = { ...good, performance: 60, lcp: 6000, tbt: 900 };
    const fast = { ...good, performance: 99, lcp: 1000, tbt: 0 };
    const combined = medianMeasurement([good, slow, fast]);
    expect(combined).toEqual(good);
    expect(failing(combined)).toEqual([]);
    // two slow runs out of three do fail it
    expect(failing(medianMeasurement([slow, slow, fast]))).toEqual(['performance', 'LCP', 'TBT']);
  });

  it('prints a table with the median, each run and pass/fail per threshold', () => {
    const runs = [good, { ...good, tbt: 400 }, { ...good, tbt: 250 }];
    const table = formatTable('/casino', runs, evaluate(medianMeasurement(runs)));
    expect(table.split('\n')[0]).toBe('/casino');
    expect(table).toMatch(/TBT\s+250 ms\s+90 ms, 400 ms, 250 ms\s+≤ 200 ms\s+FAIL/);
    expect(table).toMatch(/LCP\s+1\.80 s\s+1\.80 s, 1\.80 s, 1\.80 s\s+≤ 2\.50 s\s+pass/);
    expect(table).toMatch(/FCP\s+1\.20 s/);
  });
});
