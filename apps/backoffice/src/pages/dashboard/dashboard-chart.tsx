import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { TableScroll } from '../../components/table-scroll.tsx';
import { formatMinor } from '../../lib/money.ts';
import { type ChartRow, type CurrencySeries, chartSeries, chartSummary, toChartRows } from './chart-data.ts';
import { axisLabels, chartScale } from './chart-scale.ts';

type Money = (amount: string) => string;

/** The hovered or keyboard-selected day's three figures, to the cent. */
function ChartTooltip({
  active,
  payload,
  money,
}: Pick<TooltipContentProps, 'active' | 'payload'> & { money: Money }) {
  const row: ChartRow | undefined = payload?.[0]?.payload;
  // the live region stays in place, so a screen reader hears each day the arrow keys move to
  return (
    <div className="chart-tooltip" role="status" aria-live="polite">
      {active && row ? (
        <>
          <p className="chart-tooltip-day">{row.day}</p>
          <dl>
            {chartSeries.map(({ key, label, className }) => (
              <div key={key} className="chart-tooltip-row">
                <dt>
                  <span className={`chart-swatch ${className}`} aria-hidden="true" />
                  {label}
                </dt>
                <dd className="money">{money(row.minor[key])}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </div>
  );
}

/** Fourteen days of deposits, withdrawals and GGR in one currency, as grouped bars. */
export function DashboardChart({ series }: { series: CurrencySeries }) {
  const { currency, exponent, days } = series;
  const rows = toChartRows(days);
  // the axis is worked out on the exact amounts, so its labels are round sums of money
  const scale = chartScale(rows.flatMap((row) => chartSeries.map(({ key }) => BigInt(row.minor[key]))));
  const ticks = scale.ticks.map(Number);
  const labels = axisLabels(scale.ticks, exponent);
  const tickLabels = new Map(ticks.map((tick, index) => [tick, labels[index] ?? '']));
  const longestTick = Math.max(...labels.map((label) => label.length));
  const money: Money = (amount) => formatMinor(amount, exponent, currency);

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
      <BarChart
        className="chart-plot"
        responsive
        data={rows}
        title={`Deposits, withdrawals and GGR in ${currency} per day, last 14 days`}
        desc={chartSummary(series)}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        barCategoryGap="16%"
        barGap={1}
      >
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="label"
          className="chart-axis"
          tickLine={false}
          minTickGap={4}
          height={44}
          label={{ value: 'Day (UTC)', position: 'insideBottom', className: 'chart-axis-title' }}
        />
        <YAxis
          className="chart-axis"
          domain={[scale.min, scale.max].map(Number)}
          ticks={ticks}
          interval={0}
          tickLine={false}
          tickFormatter={(value: number) => tickLabels.get(value) ?? ''}
          // room for the longest tick label (12 px tabular digits) and the rotated currency code
          width={28 + longestTick * 7.5}
          label={{ value: currency, angle: -90, position: 'insideLeft', className: 'chart-axis-title' }}
        />
        <Tooltip
          content={({ active, payload }) => <ChartTooltip active={active} payload={payload} money={money} />}
          cursor={{ className: 'chart-cursor' }}
          isAnimationActive={false}
        />
        <ReferenceLine y={0} className="chart-zero" />
        {chartSeries.map(({ key, label, className }) => (
          <Bar
            key={key}
            dataKey={key}
            name={label}
            className={className}
            // a zero still shows as a hairline, so a quiet day reads as zero, not as missing
            minPointSize={1}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
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
              {rows.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{row.day}</th>
                  {chartSeries.map(({ key }) => (
                    <td key={key} className="numeric">
                      <span className="money">{money(row.minor[key])}</span>
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
