import type { DashboardAnswer } from '@casino/contracts/backoffice';
import { useId } from 'react';
import { TableScroll } from '../../components/table-scroll.tsx';
import { formatMinor } from '../../lib/money.ts';
import { chartScale, position, sumMinor, tickLabel } from './chart-scale.ts';

type CurrencySeries = DashboardAnswer['data']['currencies'][number];
type Day = CurrencySeries['days'][number];
type SeriesKey = 'deposits' | 'withdrawals' | 'ggr';

/** The three series, each with its colour; the legend names them in words beside the colour. */
export const chartSeries: ReadonlyArray<{ key: SeriesKey; label: string; className: string }> = [
  { key: 'deposits', label: 'Deposits', className: 'series-deposits' },
  { key: 'withdrawals', label: 'Withdrawals', className: 'series-withdrawals' },
  { key: 'ggr', label: 'GGR', className: 'series-ggr' },
];

const width = 720;
const height = 260;
const margin = { top: 14, right: 8, bottom: 34, left: 76 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

/** "2026-03-04" → "03-04": the days of one fortnight need no year. */
const shortDay = (day: string) => day.slice(5);

/** Fourteen days of deposits, withdrawals and GGR in one currency, as grouped bars. */
export function DashboardChart({ series }: { series: CurrencySeries }) {
  const titleId = useId();
  const { currency, exponent, days } = series;
  const values = days.flatMap((day) => chartSeries.map(({ key }) => BigInt(day[key])));
  const scale = chartScale(values);
  const y = (value: bigint) => margin.top + plotHeight * (1 - position(value, scale));
  const zeroY = y(0n);
  const groupWidth = plotWidth / Math.max(1, days.length);
  const barWidth = (groupWidth * 0.78) / chartSeries.length;
  const money = (amount: string | bigint) => formatMinor(amount.toString(), exponent, currency);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  const totals = chartSeries
    .map(({ key, label }) => `${label} ${money(sumMinor(days.map((day) => day[key])))}`)
    .join(', ');
  const summary = `Deposits, withdrawals and GGR in ${currency} per day from ${first} to ${last} (UTC). Totals: ${totals}.`;

  return (
    <figure className="chart">
      <ul className="chart-legend" aria-hidden="true">
        {chartSeries.map(({ key, label, className }) => (
          <li key={key}>
            <span className={`chart-swatch ${className}`} />
            {label}
          </li>
        ))}
      </ul>
      <svg
        className="chart-svg"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{summary}</title>
        <g className="chart-grid">
          {scale.ticks.map((tick) => (
            <g key={tick.toString()}>
              <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} />
              <text x={margin.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {tickLabel(tick, exponent)}
              </text>
            </g>
          ))}
        </g>
        <text
          className="chart-axis-title"
          x={12}
          y={margin.top + plotHeight / 2}
          textAnchor="middle"
          transform={`rotate(-90 12 ${margin.top + plotHeight / 2})`}
        >
          {currency}
        </text>
        {days.map((day: Day, index) => {
          const groupX = margin.left + index * groupWidth + groupWidth * 0.11;
          return (
            <g key={day.day}>
              {chartSeries.map(({ key, label, className }, seriesIndex) => {
                const value = BigInt(day[key]);
                const top = Math.min(y(value), zeroY);
                const barHeight = Math.abs(y(value) - zeroY);
                return (
                  <rect
                    key={key}
                    className={className}
                    x={groupX + seriesIndex * barWidth}
                    y={top}
                    width={Math.max(1, barWidth - 1)}
                    // a zero still shows as a hairline, so a quiet day reads as zero, not as missing
                    height={Math.max(value === 0n ? 0.5 : 1, barHeight)}
                  >
                    <title>{`${day.day} · ${label}: ${money(day[key])}`}</title>
                  </rect>
                );
              })}
              <text
                className="chart-day"
                x={margin.left + index * groupWidth + groupWidth / 2}
                y={height - margin.bottom + 16}
                textAnchor="middle"
              >
                {shortDay(day.day)}
              </text>
            </g>
          );
        })}
        <line className="chart-zero" x1={margin.left} x2={width - margin.right} y1={zeroY} y2={zeroY} />
        <text className="chart-axis-title" x={margin.left + plotWidth / 2} y={height - 2} textAnchor="middle">
          Day (UTC)
        </text>
      </svg>
      <details className="chart-table">
        <summary>Show the figures as a table</summary>
        <TableScroll label={`Figures per day in ${currency}`}>
          <table className="table">
            <caption className="visually-hidden">Deposits, withdrawals and GGR per day in {currency}</caption>
            <thead>
              <tr>
                <th scope="col">Day (UTC)</th>
                {chartSeries.map(({ key, label }) => (
                  <th key={key} scope="col" className="numeric">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  {chartSeries.map(({ key }) => (
                    <td key={key} className="numeric">
                      <span className="money">{money(day[key])}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </figure>
  );
}
