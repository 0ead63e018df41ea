import type { HarmMarker } from '@casino/contracts/backoffice';
import { useInvalidate, useList } from '@refinedev/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { OutcomeNotice } from '../../components/outcome-notice';
import { Section } from '../../components/section.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useIdentity } from '../../lib/use-identity.ts';
import {
  markerDetailText,
  markerKindLabels,
  markerStatusLabels,
  markersResource,
} from '../harm-markers/marker-text.ts';
import { ReviewMarkerForm, type ReviewOutcome, reviewButtonId } from '../harm-markers/review-marker-form.tsx';

/** Markers shown on the page; the markers page has the rest. */
const shown = 20;

/**
 * The player's markers of harm, open and reviewed, newest first: what was seen, when, and who
 * reviewed it with what note; with players.limits an open one is reviewed here.
 */
export function PlayerMarkersSection({ playerId }: { playerId: number }) {
  const { can } = useIdentity();
  const invalidate = useInvalidate();
  const { query, result } = useList<HarmMarker>({
    resource: markersResource,
    pagination: { currentPage: 1, pageSize: shown },
    filters: [
      { field: 'status', operator: 'eq', value: 'all' },
      { field: 'player', operator: 'eq', value: playerId },
    ],
  });
  const [open, setOpen] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const markers = result.data;
  const total = result.total ?? markers.length;

  const close = () => {
    const button = open === null ? null : reviewButtonId(open);
    setOpen(null);
    setTimeout(() => (button ? document.getElementById(button)?.focus() : undefined), 0);
  };
  const done = (next: ReviewOutcome) => {
    setOpen(null);
    setOutcome(next);
    void invalidate({ resource: markersResource, invalidates: ['list'] });
    setTimeout(() => outcomeRef.current?.focus(), 0);
  };

  const more =
    total > markers.length ? (
      <p className="muted">
        {markers.length} of {total} shown.{' '}
        <Link to={`/harm-markers?status=all&player=${playerId}`}>See them all</Link>
      </p>
    ) : null;

  return (
    <Section title="Markers of harm">
      {query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="The markers could not be loaded"
        />
      ) : query.isLoading ? (
        <LoadingState label="Loading the markers…" />
      ) : markers.length === 0 ? (
        <EmptyState title="No markers">
          The hourly check raises one when the player’s play shows signs of harm.
        </EmptyState>
      ) : (
        <>
          <ul className="marker-list">
            {markers.map((marker) => (
              <li key={marker.id} className="marker-item">
                <div className="marker-head">
                  <strong>{markerKindLabels[marker.kind]}</strong>
                  <StatusBadge
                    status={markerStatusLabels[marker.status]}
                    tone={marker.status === 'open' ? 'warn' : 'good'}
                  />
                  {can('players.limits') && marker.status === 'open' && open !== marker.id ? (
                    <Button
                      id={reviewButtonId(marker.id)}
                      size="sm"
                      onClick={() => {
                        setOutcome(null);
                        setOpen(marker.id);
                      }}
                    >
                      Review
                      <span className="visually-hidden">
                        {' '}
                        the {markerKindLabels[marker.kind].toLowerCase()} marker
                      </span>
                    </Button>
                  ) : null}
                </div>
                <p>{markerDetailText(marker.kind, marker.detail)}</p>
                <p className="marker-meta">
                  Raised <DateTime value={marker.raisedAt} minute /> UTC
                  {marker.updatedAt !== marker.raisedAt ? (
                    <>
                      {' '}
                      · updated <DateTime value={marker.updatedAt} minute /> UTC
                    </>
                  ) : null}
                </p>
                {marker.status === 'reviewed' ? (
                  <p className="marker-meta">
                    Reviewed by {marker.reviewedBy ?? 'unknown'}
                    {marker.reviewedAt ? (
                      <>
                        {' '}
                        on <DateTime value={marker.reviewedAt} minute /> UTC
                      </>
                    ) : null}
                    {marker.note ? <span className="marker-note">: {marker.note}</span> : null}
                  </p>
                ) : null}
                {open === marker.id ? (
                  <ReviewMarkerForm marker={marker} onCancel={close} onDone={done} />
                ) : null}
              </li>
            ))}
          </ul>
          {more}
        </>
      )}
      <OutcomeNotice outcome={outcome} ref={outcomeRef} />
    </Section>
  );
}
