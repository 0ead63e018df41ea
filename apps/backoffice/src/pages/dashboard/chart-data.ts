import type { DashboardAnswer } from '@casino/contracts/backoffice';
import { formatMinor } from '../../lib/money.ts';
import { sumMinor } from './chart-scale.ts';

export type CurrencySeries = DashboardAnswer['data']['currencies'][number];
type Day = CurrencySeries['days'][number];
export type SeriesKey = 'deposits' | 'withdrawals' | 'ggr';

/** The three series, each with its colour class; the legend names them in words beside the colour. */
export const chartSeries: ReadonlyArray<{ key: SeriesKey; label: string; className: string }> = [
  { key: 'deposits', label: 'Deposits', className: 'series-deposits' },
  { key: 'withdrawals', label: 'Withdrawals', className: 'series-withdrawals' },
  { key: 'ggr', label: 'GGR', className: 'series-ggr' },
];

/**
 * One day as the chart draws it: numbers for the bar heights (a float is close enough for a
 * pixel), and the ledger's exact minor-unit strings for every figure an operator reads.
 */
export type ChartRow = Record<SeriesKey, number> & {
  day: string;
  /** "2026-03-04" → "03-04": the days of one fortnight need no year. */
  label: string;
  minor: Record<SeriesKey, string>;
};

/** The API's daily totals (oldest first) as chart rows, in the same order. */
export function toChartRows(days: readonly Day[]): ChartRow[] {
  return days.map(({ day, deposits, withdrawals, ggr }) => ({
    day,
    label: day.slice(5),
    deposits: Number(deposits),
    withdrawals: Number(withdrawals),
    ggr: Number(ggr),
    minor: { deposits, withdrawals, ggr },
  }));
}

/** What the chart shows, in words: the currency, the days and each series' exact total. */
export function chartSummary({ currency, exponent, days }: CurrencySeries): string {
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  const totals = chartSeries
    .map(({ key, label }) => {
      const total = sumMinor(days.map((day) => day[key])).toString();
      return `${label} ${formatMinor(total, exponent, currency)}`;
    })
    .join(', ');
  return `Deposits, withdrawals and GGR in ${currency} per day from ${first} to ${last} (UTC). Totals: ${totals}.`;
}
