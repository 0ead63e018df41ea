import type { PlayerListItem } from '@casino/contracts/backoffice';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';

const dash = (value: string | null) => value || '—';

/** Defined once, outside render: refine's table re-syncs its filters whenever the columns change. */
export const playerColumns: ColumnDef<PlayerListItem>[] = [
  {
    id: 'player',
    header: 'Player',
    cell: ({ row }) => (
      <Link className="cell-link" to={`/players/${row.original.id}`}>
        {row.original.email ?? row.original.username ?? row.original.uniqueId}
      </Link>
    ),
  },
  {
    accessorKey: 'blocked',
    header: 'Status',
    cell: ({ getValue }) =>
      getValue<boolean>() ? (
        <span className="badge badge-bad">Blocked</span>
      ) : (
        <span className="badge badge-good">Active</span>
      ),
  },
  { accessorKey: 'id', header: 'ID', meta: { numeric: true } },
  { accessorKey: 'uniqueId', header: 'Public ID', cell: ({ getValue }) => <code>{getValue<string>()}</code> },
  { accessorKey: 'name', header: 'Name', cell: ({ getValue }) => dash(getValue<string | null>()) },
  { accessorKey: 'username', header: 'Username', cell: ({ getValue }) => dash(getValue<string | null>()) },
  { accessorKey: 'phone', header: 'Phone', cell: ({ getValue }) => dash(getValue<string | null>()) },
  { accessorKey: 'countryCode', header: 'Country', cell: ({ getValue }) => dash(getValue<string | null>()) },
  { accessorKey: 'currencyCode', header: 'Currency' },
  {
    accessorKey: 'createdAt',
    header: 'Registered',
    cell: ({ getValue }) => formatDate(getValue<string>()),
  },
];
