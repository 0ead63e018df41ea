import type { DashboardAnswer } from '@casino/contracts/backoffice';
import { useCustom } from '@refinedev/core';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Money } from '../../components/money.tsx';
import { Section } from '../../components/section.tsx';
import { EmptyState, ErrorState, LoadingState, PermissionPage } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useIdentity } from '../../lib/use-identity.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const DashboardChart = lazy(() =>
  import('./dashboard-chart.tsx').then((module) => ({ default: module.DashboardChart })),
);

type Dashboard = DashboardAnswer['data'];
type CurrencySeries = Dashboard['currencies'][number];

/** Whether any money moved in this currency over the fortnight. */
function hasActivity(series: CurrencySeries): boolean {
  return series.days.some((day) =>
    [day.deposits, day.withdrawals, day.ggr, day.ngr].some((value) => /[1-9]/.test(value)),
  );
}

function Stat({ label, children, hint }: { label: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>
        <span className="stat-value">{children}</span>
        {hint ? <span className="stat-hint">{hint}</span> : null}
      </dd>
    </div>
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  const { can } = useIdentity();
  const { query } = useCustom<DashboardAnswer>({
    url: 'dashboard',
    method: 'get',
    // the app's own key, so a decided withdrawal can mark the pending count stale
    queryOptions: { queryKey: queryKeys.dashboard },
  });
  const dashboard = query.data?.data.data;
  const [chosen, setChosen] = useState<string | null>(null);
  const currencyId = useId();

  if (statusOf(query.error) === 403) return <PermissionPage title="Dashboard" />;

  const header = (extra?: ReactNode) => (
    <header className="page-header">
      <div>
        <h1 id="dashboard-title">Dashboard</h1>
        {dashboard ? <p className="page-subtitle">Today is {dashboard.today} (UTC)</p> : null}
      </div>
      <div className="page-actions">
        {query.isFetching && dashboard ? (
          <span className="page-status" role="status">
            Updating…
          </span>
        ) : null}
        {extra}
      </div>
    </header>
  );

  if (!dashboard) {
    return (
      <section className="page" aria-labelledby="dashboard-title">
        {header()}
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <LoadingState label="Loading the dashboard…" />
        )}
      </section>
    );
  }

  const series: CurrencySeries | undefined =
    dashboard.currencies.find((item) => item.currency === chosen) ?? dashboard.currencies[0];
  const picker =
    dashboard.currencies.length > 1 && series ? (
      <div className="field field-inline">
        <label htmlFor={currencyId}>Currency</label>
        <select id={currencyId} value={series.currency} onChange={(event) => setChosen(event.target.value)}>
          {dashboard.currencies.map((item) => (
            <option key={item.currency} value={item.currency}>
              {item.currency}
            </option>
          ))}
        </select>
      </div>
    ) : null;
  const money = (amount: string) =>
    series ? <Money amount={amount} exponent={series.exponent} currency={series.currency} /> : '—';
  const pending = dashboard.pendingWithdrawals;

  return (
    <section className="page" aria-labelledby="dashboard-title">
      {header(
        <>
          {picker}
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            Refresh
          </Button>
        </>,
      )}
      <Section title={series ? `Today in ${series.currency}` : 'Today'}>
        <dl className="stats">
          {series ? (
            <>
              <Stat label="Deposits">{money(series.today.deposits)}</Stat>
              <Stat label="Withdrawals">{money(series.today.withdrawals)}</Stat>
              <Stat label="GGR" hint="Stakes less wins and rolled-back stakes">
                {money(series.today.ggr)}
              </Stat>
              <Stat label="NGR" hint="GGR less bonus money converted to cash">
                {money(series.today.ngr)}
              </Stat>
            </>
          ) : null}
          <Stat label="Active players today">{dashboard.activePlayersToday.toLocaleString('en')}</Stat>
          <Stat
            label="Pending withdrawals"
            hint={
              can('withdrawals.review') ? (
                <Link to="/withdrawals">{pending > 0 ? 'Review withdrawals' : 'Open withdrawals'}</Link>
              ) : null
            }
          >
            {pending.toLocaleString('en')}
          </Stat>
        </dl>
      </Section>
      <Section title={series ? `Last 14 days in ${series.currency}` : 'Last 14 days'}>
        {series && hasActivity(series) ? (
          <Suspense fallback={<LoadingState label="Loading the chart…" />}>
            <DashboardChart series={series} />
          </Suspense>
        ) : (
          <EmptyState title="No activity in the last 14 days">
            Deposits, withdrawals and GGR show here once players move money.
          </EmptyState>
        )}
      </Section>
    </section>
  );
}
