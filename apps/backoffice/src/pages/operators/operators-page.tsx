import type { Operator } from '@casino/contracts/backoffice';
import { useTable } from '@refinedev/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { EmptyState, ErrorState, PermissionPage } from '../../components/states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { useIdentity } from '../../lib/use-identity.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { InviteOperatorForm } from './invite-operator-form.tsx';
import { OperatorActions, OperatorRoleSelect } from './operator-actions.tsx';
import { type IssuedPassword, TemporaryPassword } from './temporary-password.tsx';

type OperatorsMeta = { selfId: number | undefined; onPasswordReset: (issued: IssuedPassword) => void };

const metaOf = (meta: unknown) => meta as OperatorsMeta;
const selfOf = (meta: unknown) => metaOf(meta).selfId;

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
    cell: ({ row }) => (
      <div className="cell-stack">
        <StatusBadge status={row.original.status} />
        {row.original.passwordChangeRequired ? (
          <span className="muted" title="They choose their own at their next sign-in">
            Temporary password
          </span>
        ) : null}
      </div>
    ),
  },
  {
    accessorKey: 'twoFactorEnrolled',
    header: 'Two-factor',
    cell: ({ getValue }) =>
      getValue<boolean>() ? 'Set up' : <span className="muted">Enrols at next sign-in</span>,
  },
  {
    accessorKey: 'lastSignInAt',
    header: 'Last sign-in',
    cell: ({ row }) => <DateTime value={row.original.lastSignInAt} />,
  },
  {
    accessorKey: 'createdAt',
    header: 'Added',
    cell: ({ row }) => (
      <time dateTime={row.original.createdAt} title={formatDateTime(row.original.createdAt)}>
        {formatDate(row.original.createdAt)}
      </time>
    ),
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row, table }) => (
      <OperatorActions
        operator={row.original}
        isSelf={selfOf(table.options.meta) === row.original.id}
        onPasswordReset={metaOf(table.options.meta).onPasswordReset}
      />
    ),
  },
];

export function OperatorsPage() {
  usePageTitle('Operators');
  const { identity } = useIdentity();
  const [issued, setIssued] = useState<{ issued: IssuedPassword; reason: 'invite' | 'reset' } | null>(null);
  const { reactTable, refineCore } = useTable<Operator>({
    columns,
    meta: {
      selfId: identity?.operator.id,
      onPasswordReset: (answer) => {
        setIssued({ issued: answer, reason: 'reset' });
        window.scrollTo({ top: 0 });
      },
    } satisfies OperatorsMeta,
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
      {issued ? (
        <TemporaryPassword issued={issued.issued} reason={issued.reason} onDone={() => setIssued(null)} />
      ) : (
        <InviteOperatorForm onInvited={(answer) => setIssued({ issued: answer, reason: 'invite' })} />
      )}
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
