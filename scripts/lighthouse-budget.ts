/**
 * The pure half of `npm run lighthouse` (scripts/lighthouse.ts): what is measured from a Lighthouse
 * result, how repeated runs are combined, and which numbers pass the budget.
 */

/** The numbers read off one Lighthouse run: scores 0–100 as Lighthouse shows them, times in ms. */
export type Measurement = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest Contentful Paint, ms. */
  lcp: number;
  /** Cumulative Layout Shift, unitless. */
  cls: number;
  /** Total Blocking Time, ms. */
  tbt: number;
  /** First Contentful Paint, ms (shown, not budgeted). */
  fcp: number;
};

export type MetricKey = keyof Measurement;

/** One line of the budget: a metric and the bound it must keep. */
export type Threshold = { metric: MetricKey; label: string } & (
  | { min: number; max?: undefined }
  | { max: number; min?: undefined }
);

/** The budget ("Fast lobby"): below a minimum or above a maximum fails. */
export const budget: Threshold[] = [
  { metric: 'performance', label: 'performance', min: 90 },
  { metric: 'accessibility', label: 'accessibility', min: 95 },
  { metric: 'bestPractices', label: 'best practices', min: 95 },
  { metric: 'lcp', label: 'LCP', max: 2500 },
  { metric: 'cls', label: 'CLS', max: 0.1 },
  { metric: 'tbt', label: 'TBT', max: 200 },
];

/** The parts of a Lighthouse result (LH.Result) the measurement reads. */
export type ResultLike = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number | undefined } | undefined>;
};

/** A category's score as Lighthouse prints it (0–100, whole numbers); a missing score is 0. */
function score(result: ResultLike, category: string): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

/** An audit's numeric value; a missing one is infinite, so a broken run can never pass. */
function numeric(result: ResultLike, audit: string): number {
  return result.audits[audit]?.numericValue ?? Number.POSITIVE_INFINITY;
}

/** Reads the budgeted numbers (and FCP) from one Lighthouse result. */
export function measure(result: ResultLike): Measurement {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    lcp: numeric(result, 'largest-contentful-paint'),
    cls: numeric(result, 'cumulative-layout-shift'),
    tbt: numeric(result, 'total-blocking-time'),
    fcp: numeric(result, 'first-contentful-paint'),
  };
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/**
 * Combines repeated runs of one page metric by metric: each number is the median of its runs, so
 * one slow run on a noisy machine neither fails nor flatters the page.
 */
export function medianMeasurement(runs: readonly Measurement[]): Measurement {
  const of = (key: MetricKey) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcp: of('lcp'),
    cls: of('cls'),
    tbt: of('tbt'),
    fcp: of('fcp'),
  };
}

/** One threshold's verdict for a page. */
export type Verdict = { threshold: Threshold; value: number; pass: boolean };

/** Checks a measurement against every threshold of the budget. */
export function evaluate(measurement: Measurement, thresholds: readonly Threshold[] = budget): Verdict[] {
  return thresholds.map((threshold) => {
    const value = measurement[threshold.metric];
    const pass =
      Number.isFinite(value) &&
      (threshold.min === undefined || value >= threshold.min) &&
      (threshold.max === undefined || value <= threshold.max);
    return { threshold, value, pass };
  });
}

/** A metric's value as the table shows it: scores whole, times in seconds, CLS to three places. */
export function formatValue(metric: MetricKey, value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (metric === 'cls') return value.toFixed(3);
  if (metric === 'lcp' || metric === 'fcp') return `${(value / 1000).toFixed(2)} s`;
  if (metric === 'tbt') return `${Math.round(value)} ms`;
  return String(Math.round(value));
}

/** The bound of a threshold as the table shows it. */
function formatBound(threshold: Threshold): string {
  return threshold.min === undefined
    ? `≤ ${formatValue(threshold.metric, threshold.max)}`
    : `≥ ${formatValue(threshold.metric, threshold.min)}`;
}

/**
 * A page's table: every budgeted metric's median, each run's value beside it, the bound and
 * pass/fail; FCP last, shown without a bound.
 */
export function formatTable(
  page: string,
  runs: readonly Measurement[],
  verdicts: readonly Verdict[],
): string {
  const rows: string[][] = [['metric', 'median', 'runs', 'budget', 'result']];
  for (const { threshold, value, pass } of verdicts) {
    rows.push([
      threshold.label,
      formatValue(threshold.metric, value),
      runs.map((run) => formatValue(threshold.metric, run[threshold.metric])).join(', '),
      formatBound(threshold),
      pass ? 'pass' : 'FAIL',
    ]);
  }
  const fcp = runs.map((run) => run.fcp);
  rows.push([
    'FCP',
    formatValue('fcp', median(fcp)),
    fcp.map((v) => formatValue('fcp', v)).join(', '),
    '',
    '',
  ]);
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [page, ...rows.map(line)].join('\n');
}
