import type { Operator } from '@casino/contracts/backoffice';
import { useTable } from '@refinedev/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { EmptyState, ErrorState, PermissionPage } from '../../components/states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { useIdentity } from '../../lib/use-identity.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { InviteOperatorForm } from './invite-operator-form.tsx';
import { OperatorActions, OperatorRoleSelect } from './operator-actions.tsx';

type OperatorsMeta = { selfId: number | undefined };

const selfOf = (meta: unknown) => (meta as OperatorsMeta | undefined)?.selfId;

const columns: ColumnDef<Operator>[] = [
  {
    accessorKey: 'email',
    header: 'Email',
    cell: ({ row, table }) => (
      <>
        {row.original.email}
        {selfOf(table.options.meta) === row.original.id ? <span className="muted"> (you)</span> : null}
      </>
    ),
  },
  {
    accessorKey: 'role',
    header: 'Role',
    cell: ({ row, table }) => (
      <OperatorRoleSelect operator={row.original} isSelf={selfOf(table.options.meta) === row.original.id} />
    ),
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ getValue }) => <StatusBadge status={getValue<string>()} />,
  },
  {
    accessorKey: 'twoFactorEnrolled',
    header: 'Two-factor',
    cell: ({ getValue }) =>
      getValue<boolean>() ? 'Set up' : <span className="muted">Not set up (enrols at next sign-in)</span>,
  },
  {
    accessorKey: 'lastSignInAt',
    header: 'Last sign-in',
    cell: ({ row }) => <DateTime value={row.original.lastSignInAt} />,
  },
  {
    accessorKey: 'createdAt',
    header: 'Added',
    cell: ({ row }) => <DateTime value={row.original.createdAt} />,
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row, table }) => (
      <OperatorActions operator={row.original} isSelf={selfOf(table.options.meta) === row.original.id} />
    ),
  },
];

export function OperatorsPage() {
  usePageTitle('Operators');
  const { identity } = useIdentity();
  const { reactTable, refineCore } = useTable<Operator>({
    columns,
    meta: { selfId: identity?.operator.id } satisfies OperatorsMeta,
    getRowId: (row) => String(row.id),
    refineCoreProps: { resource: 'operators', pagination: { mode: 'off' }, syncWithLocation: false },
  });
  const { tableQuery } = refineCore;
  const loading = tableQuery.isLoading;
  if (statusOf(tableQuery.error) === 403) return <PermissionPage title="Operators" />;

  return (
    <section className="page" aria-labelledby="operators-title">
      <header className="page-header">
        <h1 id="operators-title">Operators</h1>
        {tableQuery.isFetching && !loading ? (
          <span className="page-status" role="status">
            Updating…
          </span>
        ) : null}
      </header>
      <InviteOperatorForm />
      {tableQuery.isError ? (
        <ErrorState
          error={tableQuery.error}
          onRetry={() => void tableQuery.refetch()}
          retrying={tableQuery.isFetching}
        />
      ) : (
        <DataTable
          table={reactTable}
          caption="Operators"
          loading={loading}
          refreshing={tableQuery.isFetching && !loading}
          skeletonRows={3}
          empty={<EmptyState title="No operators yet" />}
        />
      )}
    </section>
  );
}
