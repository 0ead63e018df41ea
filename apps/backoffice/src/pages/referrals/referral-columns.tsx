import type { ReferralAdmin } from '@casino/contracts/referrals';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Money } from '../../components/money.tsx';
import { formatDateTime, isoOrUndefined } from '../../lib/dates.ts';
import { refusalLabels, statusBadges } from './referral-labels.ts';

/** What the cells need from the page: whether the operator may open a player. */
export type ReferralTableMeta = { canReadPlayers: boolean };

const metaOf = (meta: unknown) => meta as ReferralTableMeta;

/** A player's name, linked to their page when the operator may read players, over their ID. */
function Person({ id, name, canReadPlayers }: { id: string; name: string; canReadPlayers: boolean }) {
  return (
    <span className="cell-stack referral-person">
      {canReadPlayers ? (
        <Link className="cell-link" to={`/players/${encodeURIComponent(id)}`}>
          {name}
        </Link>
      ) : (
        <span>{name}</span>
      )}
      <span className="muted small">ID {id}</span>
    </span>
  );
}

/** "2026-03-04" over "14:05:09 UTC": two short lines keep the list narrow; a dash for none. */
function When({ value }: { value: string | null }) {
  if (!value) return <span className="muted">—</span>;
  const text = formatDateTime(value);
  return (
    <time dateTime={isoOrUndefined(value)} className="cell-stack nowrap">
      <span>{text.slice(0, 10)}</span>
      <span className="muted small">{text.slice(11)}</span>
    </time>
  );
}

/** Module-level, so refine's table does not see new columns on every render. */
export const referralColumns: ColumnDef<ReferralAdmin>[] = [
  {
    id: 'referrer',
    header: 'Referrer',
    cell: ({ row, table }) => (
      <Person
        id={row.original.referrerId}
        name={row.original.referrerName}
        canReadPlayers={metaOf(table.options.meta).canReadPlayers}
      />
    ),
  },
  {
    id: 'friend',
    header: 'Friend',
    cell: ({ row, table }) => (
      <Person
        id={row.original.friendId}
        name={row.original.friendName}
        canReadPlayers={metaOf(table.options.meta).canReadPlayers}
      />
    ),
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const { status, refusal, qualifiedAt } = row.original;
      const badge = statusBadges[status];
      return (
        <span className="cell-stack referral-status">
          <span className={`badge badge-${badge.tone}`}>{badge.word}</span>
          {refusal ? <span className="small">{refusalLabels[refusal]}</span> : null}
          {status === 'qualified' && qualifiedAt ? (
            <span className="muted small nowrap">
              since{' '}
              <time dateTime={isoOrUndefined(qualifiedAt)}>{formatDateTime(qualifiedAt).slice(0, 10)}</time>
            </span>
          ) : null}
        </span>
      );
    },
  },
  {
    accessorKey: 'friendIp',
    header: 'Friend’s IP',
    cell: ({ row }) =>
      row.original.friendIp ? <code>{row.original.friendIp}</code> : <span className="muted">—</span>,
  },
  {
    accessorKey: 'reward',
    header: 'Reward',
    meta: { numeric: true },
    cell: ({ row }) => {
      const { reward } = row.original;
      return reward ? (
        <span className="nowrap">
          <Money amount={reward.amount} exponent={reward.exponent} currency={reward.currency} />
        </span>
      ) : (
        <span className="muted">—</span>
      );
    },
  },
  {
    accessorKey: 'createdAt',
    header: 'Signed up',
    cell: ({ row }) => <When value={row.original.createdAt} />,
  },
  {
    accessorKey: 'paidAt',
    header: 'Paid',
    cell: ({ row }) => <When value={row.original.paidAt} />,
  },
];
