import type { AdminDocument, DocumentKind } from '@casino/contracts/verification';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatDateTime, formatMinute, isoOrUndefined } from '../../lib/dates.ts';
import {
  ageText,
  documentKindLabels,
  documentSourceLabels,
  documentStatusBadges,
  playerText,
  statedFacts,
} from '../../lib/kyc.ts';
import { documentPath } from './verification-shared.tsx';

/** What the cells need from the page: the operator's access, the time now, the queue's kind filter. */
export type DocumentTableMeta = { canReadPlayers: boolean; now: number; kind: DocumentKind | null };

const metaOf = (meta: unknown) => meta as DocumentTableMeta;

/** The player's name (linked to their page when the operator may read players), their email and ID. */
function PlayerCell({ document, canReadPlayers }: { document: AdminDocument; canReadPlayers: boolean }) {
  const { player } = document;
  const name = playerText(player);
  return (
    <span className="cell-stack kyc-player">
      {canReadPlayers ? (
        <Link className="cell-link" to={`/players/${encodeURIComponent(player.id)}`}>
          {name}
        </Link>
      ) : (
        <span>{name}</span>
      )}
      {player.email && player.email !== name ? <span className="muted small">{player.email}</span> : null}
      <code className="muted small">{player.uniqueId}</code>
    </span>
  );
}

/** "3 h ago" over the exact time: how long the document has waited. */
function Age({ value, now }: { value: string; now: number }) {
  return (
    <span className="cell-stack nowrap">
      <time dateTime={isoOrUndefined(value)} title={formatDateTime(value)}>
        {ageText(value, now)}
      </time>
      <span className="muted small">{formatMinute(value)} UTC</span>
    </span>
  );
}

const playerColumn: ColumnDef<AdminDocument> = {
  id: 'player',
  header: 'Player',
  cell: ({ row, table }) => (
    <PlayerCell document={row.original} canReadPlayers={metaOf(table.options.meta).canReadPlayers} />
  ),
};

/** The kind, linked to the document's review page: the row's one way in, in sight on a phone too. */
const kindColumn: ColumnDef<AdminDocument> = {
  accessorKey: 'kind',
  header: 'Document',
  cell: ({ row, table }) => {
    const document = row.original;
    return (
      <Link
        className="cell-link nowrap"
        to={documentPath(document.id, metaOf(table.options.meta).kind)}
        aria-label={`${documentKindLabels[document.kind]} of ${playerText(document.player)}`}
      >
        {documentKindLabels[document.kind]}
      </Link>
    );
  },
};

const statedColumn: ColumnDef<AdminDocument> = {
  id: 'stated',
  header: 'Player stated',
  cell: ({ row }) => {
    const facts = statedFacts(row.original.details);
    if (facts.length === 0) return <span className="muted">—</span>;
    return (
      <dl className="kyc-stated">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    );
  },
};

const sourceColumn: ColumnDef<AdminDocument> = {
  accessorKey: 'source',
  header: 'Source',
  cell: ({ row }) => documentSourceLabels[row.original.source],
};

const statusColumn: ColumnDef<AdminDocument> = {
  accessorKey: 'status',
  header: 'Status',
  cell: ({ row }) => {
    const badge = documentStatusBadges[row.original.status];
    return <StatusBadge status={badge.word} tone={badge.tone} />;
  },
};

/** The pending queue: how long each document has waited. Module-level, so refine's table keeps the columns. */
export const pendingDocumentColumns: ColumnDef<AdminDocument>[] = [
  playerColumn,
  kindColumn,
  statedColumn,
  sourceColumn,
  {
    accessorKey: 'createdAt',
    header: 'Waiting',
    cell: ({ row, table }) => <Age value={row.original.createdAt} now={metaOf(table.options.meta).now} />,
  },
  statusColumn,
];

/** Decided documents: when they were sent, and who decided when. */
export const decidedDocumentColumns: ColumnDef<AdminDocument>[] = [
  playerColumn,
  kindColumn,
  statedColumn,
  sourceColumn,
  {
    accessorKey: 'createdAt',
    header: 'Sent',
    cell: ({ row, table }) => <Age value={row.original.createdAt} now={metaOf(table.options.meta).now} />,
  },
  statusColumn,
  {
    accessorKey: 'reviewedAt',
    header: 'Decided (UTC)',
    cell: ({ row }) => {
      const { reviewedAt, reviewedBy } = row.original;
      if (!reviewedAt) return <span className="muted">—</span>;
      return (
        <span className="cell-stack">
          <time dateTime={isoOrUndefined(reviewedAt)} className="nowrap">
            {formatMinute(reviewedAt)}
          </time>
          {reviewedBy ? <span className="muted small">by {reviewedBy}</span> : null}
        </span>
      );
    },
  },
];
