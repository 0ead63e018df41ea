import type { PaymentMethodAdmin } from '@casino/contracts/backoffice';
import { useTable } from '@refinedev/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { EmptyState, ErrorState, PermissionPage } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const yesNo = (value: boolean, yes: string, tone: 'good' | 'warn') =>
  value ? <span className={`badge badge-${tone}`}>{yes}</span> : <span className="muted">No</span>;

/** "MT, DE" for a short list, "MT, DE, FR +4" for a long one. */
function shortList(values: readonly string[]): string {
  return values.length > 3 ? `${values.slice(0, 3).join(', ')} +${values.length - 3}` : values.join(', ');
}

/** Who sees the method, in one line per rule that is set. */
function Audience({ method }: { method: PaymentMethodAdmin }) {
  const lines: Array<[string, string]> = [];
  if (method.allowedCountries.length) lines.push(['Only in', shortList(method.allowedCountries)]);
  if (method.restrictedCountries.length) lines.push(['Not in', shortList(method.restrictedCountries)]);
  if (method.allowedCurrencies.length) lines.push(['Only for', shortList(method.allowedCurrencies)]);
  if (method.restrictedCurrencies.length) lines.push(['Not for', shortList(method.restrictedCurrencies)]);
  const tagged = Object.keys(method.tagRestrictedCountries);
  if (tagged.length) lines.push(['Tag rules', shortList(tagged)]);
  if (method.allowEmails.length || method.allowTags.length)
    lines.push(['Limited to', `${method.allowEmails.length} emails, ${method.allowTags.length} tags`]);
  if (lines.length === 0) return <span className="muted">Everyone</span>;
  return (
    <ul className="plain-list compact-list">
      {lines.map(([label, value]) => (
        <li key={label}>
          <span className="muted">{label}:</span> {value}
        </li>
      ))}
    </ul>
  );
}

const columns: ColumnDef<PaymentMethodAdmin>[] = [
  {
    accessorKey: 'title',
    header: 'Title',
    cell: ({ row }) => (
      <Link className="cell-link" to={`/payment-methods/${row.original.id}`}>
        {row.original.title}
      </Link>
    ),
  },
  { accessorKey: 'name', header: 'Name', cell: ({ getValue }) => <code>{getValue<string>()}</code> },
  {
    accessorKey: 'kind',
    header: 'Kind',
    cell: ({ row }) => (
      <span className="nowrap">
        {row.original.kind}
        {row.original.withdrawalExist ? <span className="muted"> · payouts</span> : null}
      </span>
    ),
  },
  {
    accessorKey: 'isActive',
    header: 'Active',
    cell: ({ getValue }) =>
      getValue<boolean>() ? (
        <span className="badge badge-good">Active</span>
      ) : (
        <span className="badge badge-bad">Off</span>
      ),
  },
  {
    accessorKey: 'hidden',
    header: 'Hidden',
    cell: ({ getValue }) => yesNo(getValue<boolean>(), 'Hidden', 'warn'),
  },
  { accessorKey: 'sortPriority', header: 'Sort priority', meta: { numeric: true } },
  { id: 'audience', header: 'Countries & currencies', cell: ({ row }) => <Audience method={row.original} /> },
  {
    id: 'currencies',
    header: 'Limits for',
    cell: ({ row }) => {
      const currencies = Object.keys(row.original.limits);
      return currencies.length ? shortList(currencies) : <span className="muted">None</span>;
    },
  },
  {
    id: 'edit',
    header: () => <span className="visually-hidden">Edit</span>,
    cell: ({ row }) => (
      <Link to={`/payment-methods/${row.original.id}`} className="button button-secondary button-sm">
        Edit<span className="visually-hidden"> {row.original.title}</span>
      </Link>
    ),
  },
];

export function PaymentMethodsPage() {
  usePageTitle('Payment methods');
  const { reactTable, refineCore } = useTable<PaymentMethodAdmin>({
    columns,
    getRowId: (row) => String(row.id),
    refineCoreProps: { resource: 'payment-methods', pagination: { mode: 'off' }, syncWithLocation: false },
  });
  const { tableQuery } = refineCore;
  const loading = tableQuery.isLoading;
  if (statusOf(tableQuery.error) === 403) return <PermissionPage title="Payment methods" />;

  return (
    <section className="page" aria-labelledby="payment-methods-title">
      <header className="page-header">
        <div>
          <h1 id="payment-methods-title">Payment methods</h1>
          <p className="page-subtitle">Highest sort priority first. Open a method to edit it.</p>
        </div>
        {tableQuery.isFetching && !loading ? (
          <span className="page-status" role="status">
            Updating…
          </span>
        ) : null}
      </header>
      {tableQuery.isError ? (
        <ErrorState
          error={tableQuery.error}
          onRetry={() => void tableQuery.refetch()}
          retrying={tableQuery.isFetching}
        />
      ) : (
        <DataTable
          table={reactTable}
          caption="Payment methods"
          loading={loading}
          refreshing={tableQuery.isFetching && !loading}
          empty={<EmptyState title="No payment methods yet" />}
        />
      )}
    </section>
  );
}
