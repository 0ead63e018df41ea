import type { WithdrawalQueueItem } from '@casino/contracts/backoffice';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Money } from '../../components/money.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatDateTime, isoOrUndefined } from '../../lib/dates.ts';
import { formatMinor } from '../../lib/money.ts';

export type Decision = 'approve' | 'reject';

/** What the cells need from the page: the operator's access and the open decision. */
export type WithdrawalTableMeta = {
  canReadPlayers: boolean;
  open: { id: string; decision: Decision } | null;
  start: (id: string, decision: Decision) => void;
};

const metaOf = (meta: unknown) => meta as WithdrawalTableMeta;

/** "EUR 25.00" of a request. */
export const amountText = (item: WithdrawalQueueItem) =>
  formatMinor(item.amount, item.exponent, item.currency);

/** Where the money goes, as the player's list shows it ("Bank ••6789"), or the method. */
export const destinationText = (item: WithdrawalQueueItem) => item.destination ?? item.method;

/** The id of a row's decision button, to give focus back to it when the decision closes. */
export const decisionButtonId = (id: string, decision: Decision) => `withdrawal-${id}-${decision}`;
export const decisionPanelId = (id: string) => `withdrawal-${id}-decision`;

const playerLabel = (item: WithdrawalQueueItem) => item.player.email ?? item.player.uniqueId;

function OptionalMoney({ amount, item }: { amount: string | null; item: WithdrawalQueueItem }) {
  if (amount === null) return <span className="muted">—</span>;
  return <Money amount={amount} exponent={item.exponent} currency={item.currency} />;
}

/** The player's risk facts, in one compact line under the request. */
export function RiskFacts({ item }: { item: WithdrawalQueueItem }) {
  const { facts } = item;
  const money = (amount: string) => (
    <Money amount={amount} exponent={item.exponent} currency={item.currency} />
  );
  const entries: Array<[string, ReactNode]> = [
    ['Deposited', money(facts.deposited)],
    ['Deposits', facts.depositCount],
    ['Withdrawn', money(facts.withdrawn)],
    ['Cash balance', money(facts.cashBalance)],
    [
      'Active bonus',
      facts.activeBonus ? (
        <span key="bonus" className="badge badge-warn">
          Yes
        </span>
      ) : (
        'No'
      ),
    ],
    ['KYC', <StatusBadge key="kyc" status={item.player.kycStatus} />],
  ];
  return (
    <div className="facts-line">
      <span className="facts-title">Risk facts</span>
      <dl className="facts">
        {entries.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** "2026-03-04" over "14:05:09 UTC": two short lines keep the queue narrow. */
function Requested({ value }: { value: string }) {
  const text = formatDateTime(value);
  return (
    <time dateTime={isoOrUndefined(value)} className="cell-stack">
      <span>{text.slice(0, 10)}</span>
      <span className="muted">{text.slice(11)}</span>
    </time>
  );
}

const baseColumns: ColumnDef<WithdrawalQueueItem>[] = [
  {
    accessorKey: 'createdAt',
    header: 'Requested',
    cell: ({ row }) => <Requested value={row.original.createdAt} />,
  },
  {
    id: 'player',
    header: 'Player',
    cell: ({ row, table }) => {
      const item = row.original;
      return (
        <span className="cell-stack">
          {metaOf(table.options.meta).canReadPlayers ? (
            <Link className="cell-link" to={`/players/${item.player.id}`}>
              {playerLabel(item)}
            </Link>
          ) : (
            <span>{playerLabel(item)}</span>
          )}
          <code className="muted">{item.player.uniqueId}</code>
        </span>
      );
    },
  },
  {
    id: 'method',
    header: 'Method',
    cell: ({ row }) => (
      <span className="cell-stack">
        <span>{row.original.method}</span>
        {row.original.destination ? <span className="muted nowrap">{row.original.destination}</span> : null}
      </span>
    ),
  },
  {
    accessorKey: 'amount',
    header: 'Amount · fee · receives',
    meta: { numeric: true },
    cell: ({ row }) => {
      const item = row.original;
      return (
        <span className="cell-stack cell-stack-end">
          <strong>
            <OptionalMoney amount={item.amount} item={item} />
          </strong>
          <span className="muted small">
            Fee <OptionalMoney amount={item.fee} item={item} />
          </span>
          <span className="muted small">
            Receives <OptionalMoney amount={item.receiveAmount} item={item} />
          </span>
        </span>
      );
    },
  },
];

const actionsColumn: ColumnDef<WithdrawalQueueItem> = {
  id: 'actions',
  header: 'Decision',
  cell: ({ row, table }) => {
    const item = row.original;
    const { open, start } = metaOf(table.options.meta);
    const openHere = open?.id === item.id ? open.decision : null;
    const what = `${amountText(item)} for ${playerLabel(item)}`;
    return (
      <div className="decision-buttons">
        <Button
          id={decisionButtonId(item.id, 'approve')}
          size="sm"
          variant="primary"
          aria-label={`Approve ${what}`}
          aria-expanded={openHere === 'approve'}
          aria-controls={openHere === 'approve' ? decisionPanelId(item.id) : undefined}
          onClick={() => start(item.id, 'approve')}
        >
          Approve
        </Button>
        <Button
          id={decisionButtonId(item.id, 'reject')}
          size="sm"
          aria-label={`Reject ${what}`}
          aria-expanded={openHere === 'reject'}
          aria-controls={openHere === 'reject' ? decisionPanelId(item.id) : undefined}
          onClick={() => start(item.id, 'reject')}
        >
          Reject
        </Button>
      </div>
    );
  },
};

/** Module-level, so refine's table does not see new columns on every render. */
export const withdrawalColumns = baseColumns;
export const pendingWithdrawalColumns = [...baseColumns, actionsColumn];
