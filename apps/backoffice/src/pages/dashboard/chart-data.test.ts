import { describe, expect, it } from 'vitest';
import { chartSummary, toChartRows } from './chart-data.ts';

const day = (date: string, deposits: string, withdrawals: string, ggr: string) => ({
  day: date,
  deposits,
  withdrawals,
  ggr,
  ngr: ggr,
  players: 1,
});

describe('chart data', () => {
  it('turns each day into a row with a short label, numbers to draw and the exact amounts to print', () => {
    const rows = toChartRows([
      day('2026-03-04', '12345', '0', '-750'),
      day('2026-03-05', '9007199254740993', '1', '0'),
    ]);
    expect(rows).toEqual([
      {
        day: '2026-03-04',
        label: '03-04',
        deposits: 12_345,
        withdrawals: 0,
        ggr: -750,
        minor: { deposits: '12345', withdrawals: '0', ggr: '-750' },
      },
      {
        day: '2026-03-05',
        label: '03-05',
        deposits: 9_007_199_254_740_992,
        withdrawals: 1,
        ggr: 0,
        minor: { deposits: '9007199254740993', withdrawals: '1', ggr: '0' },
      },
    ]);
  });

  it('has no rows for no days', () => {
    expect(toChartRows([])).toEqual([]);
  });

  it('sums each series to the cent, beyond what a float holds, for the screen-reader summary', () => {
    const summary = chartSummary({
      currency: 'EUR',
      exponent: 2,
      today: day('2026-03-05', '0', '0', '0'),
      days: [day('2026-03-04', '9007199254740993', '250', '-1000'), day('2026-03-05', '1', '0', '-5')],
    });
    expect(summary).toBe(
      'Deposits, withdrawals and GGR in EUR per day from 2026-03-04 to 2026-03-05 (UTC). ' +
        'Totals: Deposits EUR 90,071,992,547,409.94, Withdrawals EUR 2.50, GGR EUR -10.05.',
    );
  });
});
