import type { RoundRow } from '@casino/contracts/backoffice';
import { useTable } from '@refinedev/react-table';
import { keepPreviousData } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Money } from '../../components/money.tsx';
import { Pager } from '../../components/pager.tsx';
import { Section } from '../../components/section.tsx';
import { EmptyState, ErrorState } from '../../components/states.tsx';

const columns: ColumnDef<RoundRow>[] = [
  {
    accessorKey: 'createdAt',
    header: 'Time',
    cell: ({ row }) => <DateTime value={row.original.createdAt} />,
  },
  {
    accessorKey: 'gameName',
    header: 'Game',
    cell: ({ row }) => (
      <span title={row.original.gameSlug}>{row.original.gameName || row.original.gameSlug}</span>
    ),
  },
  {
    accessorKey: 'roundKey',
    header: 'Round',
    cell: ({ getValue }) => (
      <code className="truncate" title={getValue<string>()}>
        {getValue<string>()}
      </code>
    ),
  },
  {
    accessorKey: 'bet',
    header: 'Bet',
    meta: { numeric: true },
    cell: ({ row }) => (
      <Money
        amount={row.original.bet}
        exponent={row.original.exponent}
        currency={row.original.currencyCode}
      />
    ),
  },
  {
    accessorKey: 'win',
    header: 'Win',
    meta: { numeric: true },
    cell: ({ row }) => (
      <Money
        amount={row.original.win}
        exponent={row.original.exponent}
        currency={row.original.currencyCode}
      />
    ),
  },
  {
    accessorKey: 'serverSeedHash',
    header: 'Server seed hash',
    // the whole hash stays in the text (for copying and checking); CSS only shortens how it looks
    cell: ({ getValue }) => (
      <code className="truncate hash" title={getValue<string>()}>
        {getValue<string>()}
      </code>
    ),
  },
  {
    accessorKey: 'clientSeed',
    header: 'Client seed',
    cell: ({ getValue }) => (
      <code className="truncate" title={getValue<string>()}>
        {getValue<string>()}
      </code>
    ),
  },
  { accessorKey: 'nonce', header: 'Nonce', meta: { numeric: true } },
];

/** The player's game rounds with their provably-fair inputs, so a disputed round can be verified. */
export function RoundsSection({ playerId }: { playerId: number }) {
  const { reactTable, refineCore } = useTable<RoundRow>({
    columns,
    refineCoreProps: {
      resource: `players/${playerId}/rounds`,
      pagination: { pageSize: 25 },
      syncWithLocation: false,
      queryOptions: { placeholderData: keepPreviousData },
    },
  });
  const { tableQuery, result } = refineCore;
  const loading = tableQuery.isLoading;

  return (
    <Section title="Game rounds">
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
            caption="Game rounds"
            loading={loading}
            refreshing={tableQuery.isFetching && !loading}
            skeletonRows={4}
            empty={<EmptyState title="No game rounds yet" />}
          />
          {!loading && (result.total ?? 0) > 0 ? (
            <Pager table={reactTable} total={result.total} label="Game rounds pages" />
          ) : null}
        </>
      )}
    </Section>
  );
}
