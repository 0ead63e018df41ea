import { type LedgerRow, ledgerTypes } from '@casino/contracts/backoffice';
import { useTable } from '@refinedev/react-table';
import { keepPreviousData } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useId } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Money } from '../../components/money.tsx';
import { Pager } from '../../components/pager.tsx';
import { Section } from '../../components/section.tsx';
import { EmptyState, ErrorState } from '../../components/states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatMinor } from '../../lib/money.ts';

const currencyOf = (row: LedgerRow) => ({ exponent: row.exponent, currency: row.currencyCode });

const columns: ColumnDef<LedgerRow>[] = [
  {
    accessorKey: 'createdAt',
    header: 'Time',
    cell: ({ row }) => <DateTime value={row.original.createdAt} />,
  },
  { accessorKey: 'type', header: 'Type', cell: ({ getValue }) => <code>{getValue<string>()}</code> },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ getValue }) => <StatusBadge status={getValue<string>()} />,
  },
  {
    accessorKey: 'amount',
    header: 'Amount',
    meta: { numeric: true },
    cell: ({ row }) => <Money amount={row.original.amount} {...currencyOf(row.original)} signed />,
  },
  {
    accessorKey: 'cashAfter',
    header: 'Cash after',
    meta: { numeric: true },
    cell: ({ row }) => (
      <span
        title={`Before: ${formatMinor(row.original.cashBefore, row.original.exponent, row.original.currencyCode)}`}
      >
        <Money amount={row.original.cashAfter} {...currencyOf(row.original)} />
      </span>
    ),
  },
  {
    accessorKey: 'bonusAfter',
    header: 'Bonus after',
    meta: { numeric: true },
    cell: ({ row }) => (
      <span
        title={`Before: ${formatMinor(row.original.bonusBefore, row.original.exponent, row.original.currencyCode)}`}
      >
        <Money amount={row.original.bonusAfter} {...currencyOf(row.original)} />
      </span>
    ),
  },
  {
    accessorKey: 'reference',
    header: 'Reference',
    cell: ({ getValue }) => {
      const reference = getValue<string | null>();
      return reference ? (
        <code className="truncate" title={reference}>
          {reference}
        </code>
      ) : (
        '—'
      );
    },
  },
];

/** The player's wallet postings, newest first, a page at a time. */
export function LedgerSection({ playerId }: { playerId: number }) {
  const { reactTable, refineCore } = useTable<LedgerRow>({
    columns,
    refineCoreProps: {
      resource: `players/${playerId}/ledger`,
      pagination: { pageSize: 25 },
      syncWithLocation: false,
      queryOptions: { placeholderData: keepPreviousData },
    },
  });
  const { tableQuery, result, filters, setFilters, setCurrentPage } = refineCore;
  const loading = tableQuery.isLoading;
  const typeId = useId();
  const type = String(filters.find((filter) => 'field' in filter && filter.field === 'type')?.value ?? '');

  const filter = (
    <div className="inline-field">
      <label htmlFor={typeId}>Type</label>
      <select
        id={typeId}
        value={type}
        onChange={(event) => {
          const value = event.target.value;
          setFilters(value ? [{ field: 'type', operator: 'eq', value }] : [], 'replace');
          setCurrentPage(1);
        }}
      >
        <option value="">All postings</option>
        {ledgerTypes.map((entry) => (
          <option key={entry} value={entry}>
            {entry.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Section title="Ledger" actions={filter}>
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
            caption="Ledger"
            loading={loading}
            refreshing={tableQuery.isFetching && !loading}
            skeletonRows={4}
            empty={
              type ? (
                <EmptyState title={`No ${type.replaceAll('_', ' ')} postings`} />
              ) : (
                <EmptyState title="No ledger entries yet">
                  Deposits, bets, wins and bonuses show here.
                </EmptyState>
              )
            }
          />
          {!loading && (result.total ?? 0) > 0 ? (
            <Pager table={reactTable} total={result.total} label="Ledger pages" />
          ) : null}
        </>
      )}
    </Section>
  );
}
