import type { BonusOfferListItem } from '@casino/contracts/backoffice';
import { useTable } from '@refinedev/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ActiveToggle } from '../../components/active-toggle.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { EmptyState, ErrorState, PermissionPage } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { bpToPercent } from '../../lib/percent.ts';
import { useCurrencies } from '../../lib/use-currencies.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { amountsSummary, bonusTypeLabels, depositNumberText, type ExponentOf } from './offer-form-values.ts';

/** What the new-offer page hands the list after a save (router state). */
export type OffersListState = { notice?: string };

type AmountsProps = {
  amounts: Record<string, string>;
  exponentOf: ExponentOf;
  order: readonly string[];
  none: string;
};

/** The first currency's amount and how many more; screen readers (and the tooltip) get them all. */
function Amounts({ amounts, exponentOf, order, none }: AmountsProps) {
  const count = Object.keys(amounts).length;
  if (count === 0) return <span className="muted">{none}</span>;
  const all = amountsSummary(amounts, exponentOf, { shown: count, order });
  return (
    <span className="nowrap" title={all}>
      <span aria-hidden="true">{amountsSummary(amounts, exponentOf, { order })}</span>
      <span className="visually-hidden">{all}</span>
    </span>
  );
}

type ColumnOptions = {
  exponentOf: ExponentOf;
  order: readonly string[];
  onResult: (message: string) => void;
};

function columnsFor({ exponentOf, order, onResult }: ColumnOptions): ColumnDef<BonusOfferListItem>[] {
  return [
    {
      accessorKey: 'title',
      header: 'Title, key and kind',
      cell: ({ row }) => (
        <div className="cell-stack">
          <Link className="cell-link" to={`/bonus-offers/${row.original.id}`}>
            {row.original.title}
          </Link>
          <code className="muted nowrap">{row.original.key}</code>
          <span className="muted nowrap">
            {bonusTypeLabels[row.original.type]}
            {row.original.type === 'deposit' ? ` · ${depositNumberText(row.original.depositNumber)}` : ''}
          </span>
        </div>
      ),
    },
    {
      accessorKey: 'matchBp',
      header: 'Match',
      meta: { numeric: true },
      cell: ({ row }) =>
        row.original.type === 'deposit' ? (
          `${bpToPercent(row.original.matchBp)}%`
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      id: 'maxBonus',
      header: 'Bonus (largest)',
      cell: ({ row }) =>
        row.original.type === 'freespins' ? (
          <span className="nowrap">{row.original.freeSpinsCount ?? 0} free spins</span>
        ) : (
          <Amounts
            amounts={row.original.type === 'deposit' ? row.original.maxBonus : row.original.bonusAmount}
            exponentOf={exponentOf}
            order={order}
            none="None"
          />
        ),
    },
    {
      id: 'minDeposit',
      header: 'Min deposit',
      cell: ({ row }) =>
        row.original.type === 'deposit' ? (
          <Amounts amounts={row.original.minDeposit} exponentOf={exponentOf} order={order} none="Any" />
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      accessorKey: 'wageringMultiplier',
      header: 'Wagering',
      cell: ({ row }) => (
        <span className="nowrap">
          {row.original.wageringMultiplier}× in {row.original.validDays}{' '}
          {row.original.validDays === 1 ? 'day' : 'days'}
        </span>
      ),
    },
    {
      id: 'results',
      header: 'Results',
      cell: ({ row }) => {
        const { players, taken, completed, granted, converted } = row.original.stats;
        if (taken === 0) return <span className="muted nowrap">Not taken yet</span>;
        return (
          <div className="cell-stack">
            <span>
              {players} {players === 1 ? 'player' : 'players'}
            </span>
            <span title={`${completed} of ${taken} bonuses were wagered into cash`}>
              {completed} of {taken} cashed ({Math.round((completed / taken) * 100)}%)
            </span>
            <span className="muted nowrap">
              Cost <Amounts amounts={granted} exponentOf={exponentOf} order={order} none="none" />
            </span>
            <span className="muted nowrap">
              Paid <Amounts amounts={converted} exponentOf={exponentOf} order={order} none="none" />
            </span>
          </div>
        );
      },
    },
    {
      accessorKey: 'isActive',
      header: 'Status',
      cell: ({ getValue }) =>
        getValue<boolean>() ? (
          <span className="badge badge-good">Active</span>
        ) : (
          <span className="badge badge-neutral">Inactive</span>
        ),
    },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <div className="row-actions">
          <Link to={`/bonus-offers/${row.original.id}`} className="button button-secondary button-sm">
            Edit<span className="visually-hidden"> {row.original.title}</span>
          </Link>
          <ActiveToggle
            resource="bonus-offers"
            id={row.original.id}
            isActive={row.original.isActive}
            name={row.original.title}
            when="within 30 seconds"
            onResult={onResult}
          />
        </div>
      ),
    },
  ];
}

export function BonusOffersPage() {
  usePageTitle('Bonus offers');
  const { exponentOf, currencies } = useCurrencies();
  // the last action's result: the new-offer page's, then each Deactivate/Activate
  const { state } = useLocation();
  const [message, setMessage] = useState(() => (state as OffersListState | null)?.notice ?? '');
  const order = useMemo(
    () => [...currencies].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).map(({ code }) => code),
    [currencies],
  );
  const columns = useMemo(() => columnsFor({ exponentOf, order, onResult: setMessage }), [exponentOf, order]);
  const { reactTable, refineCore } = useTable<BonusOfferListItem>({
    columns,
    getRowId: (row) => String(row.id),
    refineCoreProps: { resource: 'bonus-offers', pagination: { mode: 'off' }, syncWithLocation: false },
  });
  const { tableQuery } = refineCore;
  const loading = tableQuery.isLoading;
  if (statusOf(tableQuery.error) === 403) return <PermissionPage title="Bonus offers" />;

  return (
    <section className="page" aria-labelledby="bonus-offers-title">
      <header className="page-header">
        <div>
          <h1 id="bonus-offers-title">Bonus offers</h1>
          <p className="page-subtitle">
            Deposit bonuses players pick in the cashier, bonuses and free spins they take without one, in the
            order players see them. Changes reach players within 30 seconds.
          </p>
        </div>
        <div className="button-row">
          {tableQuery.isFetching && !loading ? (
            <span className="page-status" role="status">
              Updating…
            </span>
          ) : null}
          <Link to="/bonus-offers/new" className="button button-primary">
            New offer
          </Link>
        </div>
      </header>
      <div role="status">{message ? <p className="notice">{message}</p> : null}</div>
      {tableQuery.isError ? (
        <ErrorState
          error={tableQuery.error}
          onRetry={() => void tableQuery.refetch()}
          retrying={tableQuery.isFetching}
        />
      ) : (
        <DataTable
          table={reactTable}
          caption="Bonus offers"
          loading={loading}
          refreshing={tableQuery.isFetching && !loading}
          empty={
            <EmptyState title="No bonus offers yet">
              <Link to="/bonus-offers/new">Create the first offer</Link>
            </EmptyState>
          }
        />
      )}
    </section>
  );
}
