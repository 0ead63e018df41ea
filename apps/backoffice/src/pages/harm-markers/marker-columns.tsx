import type { HarmMarker } from '@casino/contracts/backoffice';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Button } from '../../components/button.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatMinute, isoOrUndefined } from '../../lib/dates.ts';
import { markerDetailText, markerKindLabels, markerStatusLabels } from './marker-text.ts';
import { playerLabel, reviewButtonId, reviewPanelId } from './review-marker-form.tsx';

/** What the cells need from the page: whether the operator may review, and the open review. */
export type MarkerTableMeta = {
  canReview: boolean;
  open: number | null;
  start: (id: number) => void;
};

const metaOf = (meta: unknown) => meta as MarkerTableMeta;

/** "2026-11-12 10:00" (the heading says UTC). */
function Minute({ value }: { value: string }) {
  return <time dateTime={isoOrUndefined(value)}>{formatMinute(value)}</time>;
}

/** "2026-11-12" over "10:00": two short lines keep the list narrow. */
function Raised({ value }: { value: string }) {
  const text = formatMinute(value);
  return (
    <time dateTime={isoOrUndefined(value)} className="cell-stack">
      <span>{text.slice(0, 10)}</span>
      <span className="muted">{text.slice(11)}</span>
    </time>
  );
}

/** A marker's status, and for a reviewed one who reviewed it, when, and their note. */
export function MarkerStatus({ marker }: { marker: HarmMarker }) {
  return (
    <span className="cell-stack">
      <StatusBadge
        status={markerStatusLabels[marker.status]}
        tone={marker.status === 'open' ? 'warn' : 'good'}
      />
      {marker.status === 'reviewed' ? (
        <>
          <span className="muted small">
            by {marker.reviewedBy ?? 'unknown'}
            {marker.reviewedAt ? (
              <>
                {' '}
                on <Minute value={marker.reviewedAt} /> UTC
              </>
            ) : null}
          </span>
          {marker.note ? <span className="marker-note">{marker.note}</span> : null}
        </>
      ) : null}
    </span>
  );
}

const columns: ColumnDef<HarmMarker>[] = [
  {
    accessorKey: 'raisedAt',
    header: 'Raised (UTC)',
    cell: ({ row }) => (
      <span className="cell-stack">
        <Raised value={row.original.raisedAt} />
        {row.original.updatedAt !== row.original.raisedAt ? (
          <span className="muted small">
            updated <Minute value={row.original.updatedAt} />
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'player',
    header: 'Player',
    cell: ({ row }) => (
      <span className="cell-stack">
        <Link className="cell-link" to={`/players/${row.original.player.id}`}>
          {playerLabel(row.original)}
        </Link>
        <code className="muted">{row.original.player.uniqueId}</code>
      </span>
    ),
  },
  {
    id: 'marker',
    header: 'Marker',
    cell: ({ row }) => (
      <span className="cell-stack marker-cell">
        <strong>{markerKindLabels[row.original.kind]}</strong>
        <span>{markerDetailText(row.original.kind, row.original.detail)}</span>
      </span>
    ),
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => <MarkerStatus marker={row.original} />,
  },
  {
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row, table }) => {
      const marker = row.original;
      const { canReview, open, start } = metaOf(table.options.meta);
      if (!canReview || marker.status !== 'open') return null;
      const openHere = open === marker.id;
      return (
        <Button
          id={reviewButtonId(marker.id)}
          size="sm"
          aria-label={`Review the ${markerKindLabels[marker.kind].toLowerCase()} marker of ${playerLabel(marker)}`}
          aria-expanded={openHere}
          aria-controls={openHere ? reviewPanelId(marker.id) : undefined}
          onClick={() => start(marker.id)}
        >
          Review
        </Button>
      );
    },
  },
];

/** Module-level, so refine's table does not see new columns on every render. */
export const markerColumns = columns;
