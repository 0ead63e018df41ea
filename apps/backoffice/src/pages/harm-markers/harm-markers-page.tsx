import { type HarmMarker, type HarmMarkerKind, harmMarkerKinds } from '@casino/contracts/backoffice';
import { useInvalidate } from '@refinedev/core';
import { useTable } from '@refinedev/react-table';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { EmptyState, ErrorState } from '../../components/states.tsx';
import { useIdentity } from '../../lib/use-identity.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { type MarkerTableMeta, markerColumns } from './marker-columns.tsx';
import {
  isMarkerFilterStatus,
  isMarkerKind,
  type MarkerFilterStatus,
  markerFilterLabels,
  markerFilterStatuses,
  markerKindLabels,
  markersResource,
} from './marker-text.ts';
import { ReviewMarkerForm, type ReviewOutcome, reviewButtonId } from './review-marker-form.tsx';
import './harm-markers.css';
import { OutcomeNotice } from '../../components/outcome-notice';

type Filter = { status: MarkerFilterStatus; kind: HarmMarkerKind | null; player: number | null };

/**
 * /harm-markers (players.read; players.limits to review): the markers of harm the hourly job raises,
 * open ones first by default, newest first, each with its player and what was seen.
 */
export function HarmMarkersPage() {
  usePageTitle('Markers of harm');
  // the filters live in the address (?status=all&kind=long-session&player=12): Back and links keep them
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const kind = params.get('kind');
  const player = params.get('player');
  const filter: Filter = {
    status: isMarkerFilterStatus(status) ? status : 'open',
    kind: isMarkerKind(kind) ? kind : null,
    player: player && /^\d+$/.test(player) ? Number(player) : null,
  };
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const choose = (next: Filter) => {
    setOutcome(null);
    const search: Record<string, string> = {};
    if (next.status !== 'open') search.status = next.status;
    if (next.kind) search.kind = next.kind;
    if (next.player) search.player = String(next.player);
    setParams(search);
  };

  const done = useCallback((result: ReviewOutcome) => {
    setOutcome(result);
    // the row may leave the list: the message takes focus instead of the vanished button
    setTimeout(() => outcomeRef.current?.focus(), 0);
  }, []);
  const clearOutcome = useCallback(() => setOutcome(null), []);

  return (
    <section className="page" aria-labelledby="harm-markers-title">
      <header className="page-header">
        <div>
          <h1 id="harm-markers-title">Markers of harm</h1>
          <p className="page-subtitle">
            Raised by the hourly check when, in 30 days, a player used a bet, loss or deposit limit to 80% or
            more on 3 days, played sessions of 6 hours or more on 2 days, or cancelled their own withdrawals
            on 2 days. Review one once you have looked into it.
          </p>
        </div>
      </header>
      <MarkerFilters filter={filter} onChange={choose} />
      <OutcomeNotice outcome={outcome} ref={outcomeRef} />
      {/* keyed by the filters: new filters start on page 1 with nothing open */}
      <MarkerList
        key={`${filter.status}-${filter.kind ?? 'all'}-${filter.player ?? 'all'}`}
        filter={filter}
        onDone={done}
        onStart={clearOutcome}
      />
    </section>
  );
}

/** The status as tabs (radio buttons: arrow keys move between them), the kind as a select. */
function MarkerFilters({ filter, onChange }: { filter: Filter; onChange: (next: Filter) => void }) {
  const kindId = useId();
  return (
    <div className="marker-filters">
      <fieldset className="segmented">
        <legend className="visually-hidden">Show markers that are</legend>
        {markerFilterStatuses.map((option) => (
          <label key={option} className={`segment${option === filter.status ? ' segment-selected' : ''}`}>
            <input
              type="radio"
              name="marker-status"
              value={option}
              checked={option === filter.status}
              onChange={() => onChange({ ...filter, status: option })}
              className="visually-hidden"
            />
            {markerFilterLabels[option]}
          </label>
        ))}
      </fieldset>
      <div className="field field-inline">
        <label htmlFor={kindId}>Kind</label>
        <select
          id={kindId}
          value={filter.kind ?? ''}
          onChange={(event) => {
            const next = event.target.value;
            onChange({ ...filter, kind: isMarkerKind(next) ? next : null });
          }}
        >
          <option value="">All kinds</option>
          {harmMarkerKinds.map((option) => (
            <option key={option} value={option}>
              {markerKindLabels[option]}
            </option>
          ))}
        </select>
      </div>
      {filter.player ? (
        <p className="marker-player-filter">
          One player’s markers (<Link to={`/players/${filter.player}`}>player {filter.player}</Link>) ·{' '}
          <Button size="sm" variant="link" onClick={() => onChange({ ...filter, player: null })}>
            Show every player
          </Button>
        </p>
      ) : null}
    </div>
  );
}

function emptyTitle({ status, kind }: Filter): string {
  const what = kind ? `“${markerKindLabels[kind]}” markers` : 'markers';
  if (status === 'open') return `No open ${what}`;
  if (status === 'reviewed') return `No reviewed ${what}`;
  return `No ${what}`;
}

type MarkerListProps = { filter: Filter; onDone: (outcome: ReviewOutcome) => void; onStart: () => void };

function MarkerList({ filter, onDone, onStart }: MarkerListProps) {
  const { can } = useIdentity();
  const invalidate = useInvalidate();
  const [open, setOpen] = useState<number | null>(null);

  const meta = useMemo<MarkerTableMeta>(
    () => ({
      canReview: can('players.limits'),
      open,
      start: (id) => {
        onStart();
        setOpen((current) => (current === id ? null : id));
      },
    }),
    [can, open, onStart],
  );

  const { reactTable, refineCore } = useTable<HarmMarker>({
    columns: markerColumns,
    meta,
    getRowId: (row) => String(row.id),
    refineCoreProps: {
      resource: markersResource,
      pagination: { pageSize: 25 },
      filters: {
        permanent: [
          { field: 'status', operator: 'eq', value: filter.status },
          { field: 'kind', operator: 'eq', value: filter.kind ?? undefined },
          { field: 'player', operator: 'eq', value: filter.player ?? undefined },
        ],
      },
      syncWithLocation: false,
      queryOptions: { placeholderData: keepPreviousData },
    },
  });
  const { tableQuery, result } = refineCore;
  const loading = tableQuery.isLoading;
  const refreshing = tableQuery.isFetching && !loading;

  // a row that left the list (reviewed here or elsewhere) closes its review
  const rows = result.data;
  useEffect(() => {
    if (open !== null && !rows.some((row) => row.id === open && row.status === 'open')) setOpen(null);
  }, [rows, open]);

  const close = () => {
    const button = open === null ? null : reviewButtonId(open);
    setOpen(null);
    setTimeout(() => (button ? document.getElementById(button)?.focus() : undefined), 0);
  };

  const finish = (outcome: ReviewOutcome) => {
    setOpen(null);
    onDone(outcome);
    void invalidate({ resource: markersResource, invalidates: ['list'] });
  };

  return (
    <>
      {refreshing ? (
        <p className="page-status" role="status">
          Updating…
        </p>
      ) : null}
      {tableQuery.isError ? (
        <ErrorState
          error={tableQuery.error}
          onRetry={() => void tableQuery.refetch()}
          retrying={tableQuery.isFetching}
          title="The markers could not be loaded"
        />
      ) : (
        <>
          <DataTable
            table={reactTable}
            caption={`${markerFilterLabels[filter.status]} markers of harm, newest first`}
            loading={loading}
            refreshing={refreshing}
            rowClassName={(row) => (open === row.id ? 'row-open' : undefined)}
            renderDetail={(row) =>
              open === row.id ? <ReviewMarkerForm marker={row} onCancel={close} onDone={finish} /> : null
            }
            empty={
              <EmptyState title={emptyTitle(filter)}>
                {filter.status === 'open'
                  ? 'The hourly check raises a marker when a player’s signals pass their threshold.'
                  : null}
              </EmptyState>
            }
          />
          {!loading && (result.total ?? 0) > 0 ? (
            <Pager table={reactTable} total={result.total} label="Markers pages" />
          ) : null}
        </>
      )}
    </>
  );
}
