import type { RaceAdmin } from '@casino/contracts/races';
import { useTable } from '@refinedev/react-table';
import { keepPreviousData } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Pager } from '../../components/pager.tsx';
import { EmptyState, ErrorState, PermissionPage } from '../../components/states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { moneyText } from '../../lib/money.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { entryLabels, kindLabels, metricLabels, statusBadges } from './race-labels.ts';
import { RacesTabs } from './races-shared.tsx';

const money = (race: RaceAdmin, amount: string) => moneyText(amount, race.exponent, race.currency);

const columns: ColumnDef<RaceAdmin>[] = [
  {
    accessorKey: 'name',
    header: 'Race',
    cell: ({ row }) => (
      <div className="cell-stack">
        <Link className="cell-link" to={`/races/${row.original.id}`}>
          {row.original.name}
        </Link>
        <span className="muted nowrap">
          {kindLabels[row.original.kind]} · ID {row.original.id}
        </span>
      </div>
    ),
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const badge = statusBadges[row.original.status];
      return <StatusBadge status={badge.word} tone={badge.tone} />;
    },
  },
  {
    id: 'window',
    header: 'Window (UTC)',
    cell: ({ row }) => (
      <div className="cell-stack nowrap">
        <DateTime value={row.original.startsAt} minute />
        <span className="muted">
          to <DateTime value={row.original.endsAt} minute />
        </span>
      </div>
    ),
  },
  { accessorKey: 'currency', header: 'Currency' },
  {
    accessorKey: 'metric',
    header: 'Ranked by, entry',
    cell: ({ row }) => (
      <div className="cell-stack nowrap">
        <span>{metricLabels[row.original.metric]}</span>
        <span className="muted">{entryLabels[row.original.entry]} entry</span>
      </div>
    ),
  },
  {
    accessorKey: 'prizePool',
    header: 'Prize pool',
    meta: { numeric: true },
    cell: ({ row }) => (
      <div className="cell-stack cell-stack-end">
        <span className="nowrap">{money(row.original, row.original.prizePool)}</span>
        <span className="muted small nowrap">
          {row.original.prizes.length === 1 ? '1 place' : `${row.original.prizes.length} places`}
        </span>
      </div>
    ),
  },
  {
    accessorKey: 'entrants',
    header: 'Entrants',
    meta: { numeric: true },
    cell: ({ row }) => row.original.entrants.toLocaleString('en'),
  },
  {
    accessorKey: 'paid',
    header: 'Paid',
    meta: { numeric: true },
    cell: ({ row }) =>
      /[1-9]/.test(row.original.paid) ? (
        <span className="nowrap">{money(row.original, row.original.paid)}</span>
      ) : (
        <span className="muted">—</span>
      ),
  },
];

/** Races (races.manage): every race, newest start first, each opening its terms and board. */
export function RacesPage() {
  usePageTitle('Races');
  const { reactTable, refineCore } = useTable<RaceAdmin>({
    columns,
    getRowId: (row) => row.id,
    refineCoreProps: {
      resource: 'races',
      pagination: { pageSize: 25 },
      // the page lives in the address: Back from a race returns to the same page
      syncWithLocation: true,
      queryOptions: { placeholderData: keepPreviousData },
    },
  });
  const { tableQuery, result } = refineCore;
  const loading = tableQuery.isLoading;
  const refreshing = tableQuery.isFetching && !loading;
  if (statusOf(tableQuery.error) === 403) return <PermissionPage title="Races" />;

  return (
    <section className="page" aria-labelledby="races-title">
      <header className="page-header">
        <div>
          <h1 id="races-title">Races</h1>
          <p className="page-subtitle">
            Contests over a window of time, in one currency, ranked by stakes, the biggest multiplier or
            rounds played. The prize table is paid to the wallets when a race ends.
          </p>
        </div>
        <div className="button-row">
          {refreshing ? (
            <span className="page-status" role="status">
              Updating…
            </span>
          ) : null}
          <Link to="/races/new" className="button button-primary">
            New race
          </Link>
        </div>
      </header>
      <RacesTabs />
      {tableQuery.isError ? (
        <ErrorState
          error={tableQuery.error}
          onRetry={() => void tableQuery.refetch()}
          retrying={tableQuery.isFetching}
        />
      ) : (
        <>
          <DataTable
            table={reactTable}
            caption="Races"
            loading={loading}
            refreshing={refreshing}
            empty={
              <EmptyState title="No races yet">
                <Link to="/races/new">Create the first race</Link>, or turn on win of the month.
              </EmptyState>
            }
          />
          {!loading && (result.total ?? 0) > 0 ? (
            <Pager table={reactTable} total={result.total} label="Races pages" />
          ) : null}
        </>
      )}
    </section>
  );
}
