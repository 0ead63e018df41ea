import type { CouponAdmin } from '@casino/contracts/backoffice';
import { useTable } from '@refinedev/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ActiveToggle } from '../../components/active-toggle.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { EmptyState, ErrorState, PermissionPage } from '../../components/states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CouponForm } from './coupon-form.tsx';

function columnsFor(onResult: (message: string) => void): ColumnDef<CouponAdmin>[] {
  return [
    {
      accessorKey: 'code',
      header: 'Code',
      cell: ({ row }) => <code className="nowrap">{row.original.code}</code>,
    },
    {
      accessorKey: 'offerTitle',
      header: 'Grants',
      cell: ({ row }) => <Link to={`/bonus-offers/${row.original.offerId}`}>{row.original.offerTitle}</Link>,
    },
    {
      id: 'uses',
      header: 'Used',
      meta: { numeric: true },
      cell: ({ row }) =>
        row.original.maxUses === null
          ? `${row.original.uses.toLocaleString('en')} (no limit)`
          : `${row.original.uses.toLocaleString('en')} of ${row.original.maxUses.toLocaleString('en')}`,
    },
    {
      id: 'window',
      header: 'Valid',
      cell: ({ row }) => (
        <div className="cell-stack">
          <span>From {row.original.startsAt ? <DateTime value={row.original.startsAt} /> : 'now'}</span>
          <span className="muted">
            {row.original.endsAt ? (
              <>
                Until <DateTime value={row.original.endsAt} />
              </>
            ) : (
              'No end'
            )}
          </span>
        </div>
      ),
    },
    {
      id: 'where',
      header: 'Where',
      cell: ({ row }) => (
        <div className="cell-stack">
          <span>{row.original.countries.length ? row.original.countries.join(', ') : 'Everywhere'}</span>
          <span className="muted">
            {row.original.currencies.length ? row.original.currencies.join(', ') : 'Every currency'}
          </span>
        </div>
      ),
    },
    {
      accessorKey: 'isActive',
      header: 'Status',
      cell: ({ row }) => <StatusBadge status={row.original.isActive ? 'active' : 'inactive'} />,
    },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => (
        <ActiveToggle
          resource="coupons"
          id={row.original.id}
          isActive={row.original.isActive}
          name={row.original.code}
          when="at once"
          onResult={onResult}
        />
      ),
    },
  ];
}

/** Coupons (bonuses.manage): the codes operators hand out, each granting a no-deposit bonus or free spins. */
export function CouponsPage() {
  usePageTitle('Coupons');
  const [message, setMessage] = useState('');
  const columns = useMemo(() => columnsFor(setMessage), []);
  const { reactTable, refineCore } = useTable<CouponAdmin>({
    columns,
    getRowId: (row) => String(row.id),
    refineCoreProps: { resource: 'coupons', pagination: { mode: 'off' }, syncWithLocation: false },
  });
  const { tableQuery } = refineCore;
  const loading = tableQuery.isLoading;
  if (statusOf(tableQuery.error) === 403) return <PermissionPage title="Coupons" />;

  return (
    <section className="page" aria-labelledby="coupons-title">
      <header className="page-header">
        <div>
          <h1 id="coupons-title">Coupons</h1>
          <p className="page-subtitle">
            Codes players enter on their bonuses page. Each grants a no-deposit bonus or free spins, once per
            player.
          </p>
        </div>
        {tableQuery.isFetching && !loading ? (
          <span className="page-status" role="status">
            Updating…
          </span>
        ) : null}
      </header>
      <CouponForm onCreated={(coupon) => setMessage(`${coupon.code} created: players can redeem it now.`)} />
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
          caption="Coupons"
          loading={loading}
          refreshing={tableQuery.isFetching && !loading}
          empty={<EmptyState title="No coupons yet" />}
        />
      )}
    </section>
  );
}
