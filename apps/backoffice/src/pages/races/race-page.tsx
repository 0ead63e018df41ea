import type { RaceAdmin, RaceAdminDetail, RaceStatus } from '@casino/contracts/races';
import { useOne } from '@refinedev/core';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Details, Section } from '../../components/section.tsx';
import { EmptyState, ErrorState, LoadingState, PermissionPage } from '../../components/states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { moneyText } from '../../lib/money.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CancelRaceForm } from './cancel-race.tsx';
import { RaceBoard } from './race-board.tsx';
import { EditRaceForm, NewRaceForm } from './race-form.tsx';
import { minBetText, newRaceValues } from './race-form-values.ts';
import { entryHints, entryLabels, gamesText, kindLabels, metricLabels, statusBadges } from './race-labels.ts';
import { BackToRaces, WithCurrencies } from './races-shared.tsx';

/** What the new-race page hands the race's page after a save (router state). */
type RacePageState = { notice?: string };

/** The board moves while bets count and prizes are paid: it is read again this often then. */
const liveRefreshMs = 5_000;
const live: readonly RaceStatus[] = ['running', 'finishing'];

/** A race from the address: its detail (race and board), read again every 5 s while it is live. */
function useRaceDetail() {
  const { id: rawId = '' } = useParams();
  const id = /^[1-9]\d{0,17}$/.test(rawId) ? rawId : null;
  const { query, result } = useOne<RaceAdminDetail>({
    resource: 'races',
    id: id ?? '',
    queryOptions: {
      enabled: id !== null,
      refetchInterval: (current) =>
        live.includes(current.state.data?.data.race.status ?? 'ended') ? liveRefreshMs : false,
    },
  });
  return { id, query, detail: result };
}

/** The page of a race that could not be shown: loading, failed, or no such race. */
function NoRace({ title, query }: { title: string; query: ReturnType<typeof useRaceDetail>['query'] }) {
  return (
    <section className="page">
      <BackToRaces />
      <h1>{title}</h1>
      {query.isError && statusOf(query.error) !== 404 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.isLoading ? (
        <LoadingState label="Loading the race…" />
      ) : (
        <EmptyState title="There is no race with this ID.">
          <Link to="/races">See all races</Link>
        </EmptyState>
      )}
    </section>
  );
}

function RaceTerms({ race }: { race: RaceAdmin }) {
  const money = (amount: string) => moneyText(amount, race.exponent, race.currency);
  return (
    <Section title="Terms" className="race-terms">
      {race.description ? <p className="race-description">{race.description}</p> : null}
      <Details
        items={[
          { label: 'Kind', value: kindLabels[race.kind] },
          { label: 'Starts', value: <DateTime value={race.startsAt} /> },
          { label: 'Ends', value: <DateTime value={race.endsAt} /> },
          { label: 'Currency', value: race.currency },
          { label: 'Ranked by', value: metricLabels[race.metric] },
          { label: 'Entry', value: `${entryLabels[race.entry]}: ${entryHints[race.entry].toLowerCase()}` },
          { label: 'Eligible games', value: gamesText(race.games) },
          { label: 'Smallest bet that counts', value: minBetText(race.minBet, race.exponent, race.currency) },
          { label: 'Prize pool', value: money(race.prizePool) },
          { label: 'Entrants', value: race.entrants.toLocaleString('en') },
          { label: 'Paid so far', value: money(race.paid) },
          { label: 'Created', value: <DateTime value={race.createdAt} /> },
          { label: 'Last changed', value: <DateTime value={race.updatedAt} /> },
          ...(race.finishedAt ? [{ label: 'Finished', value: <DateTime value={race.finishedAt} /> }] : []),
          ...(race.cancelledAt
            ? [
                { label: 'Cancelled', value: <DateTime value={race.cancelledAt} /> },
                { label: 'Reason', value: race.cancelReason },
              ]
            : []),
        ]}
      />
      <h3 className="form-subheading">Prize table</h3>
      <ol className="prize-list">
        {race.prizes.map((prize, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a place is its position in the table
          <li key={index}>
            <span className="muted">Rank {index + 1}</span> {money(prize)}
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** One race (races.manage): its terms, the board (live while it runs), and Edit or Cancel while they apply. */
export function RacePage() {
  const { query, detail } = useRaceDetail();
  const { state } = useLocation();
  const [notice, setNotice] = useState(() => (state as RacePageState | null)?.notice ?? '');
  const [cancelling, setCancelling] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  usePageTitle(detail ? `${detail.race.name} · Races` : 'Race');
  if (statusOf(query.error) === 403) return <PermissionPage title="Race" />;
  if (!detail) return <NoRace title="Race" query={query} />;

  const { race, leaderboard } = detail;
  const badge = statusBadges[race.status];
  const cancellable = race.status === 'upcoming' || race.status === 'running';
  const isLive = live.includes(race.status);

  return (
    <section className="page" aria-labelledby="race-title">
      <BackToRaces />
      <header className="page-header">
        <div>
          <h1 id="race-title">
            {race.name}
            <span className="title-badge">
              <StatusBadge status={badge.word} tone={badge.tone} />
            </span>
          </h1>
          <p className="page-subtitle">
            {kindLabels[race.kind]} · ID {race.id} · {metricLabels[race.metric]} · {race.currency}
          </p>
        </div>
        {cancellable ? (
          <div className="button-row">
            {race.status === 'upcoming' ? (
              <Link to={`/races/${race.id}/edit`} className="button button-secondary">
                Edit terms
              </Link>
            ) : null}
            {!cancelling ? (
              <Button
                ref={cancelButton}
                variant="danger"
                onClick={() => {
                  setNotice('');
                  setCancelling(true);
                }}
              >
                Cancel race
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>
      {cancelling && cancellable ? (
        <CancelRaceForm
          race={race}
          onClose={() => {
            setCancelling(false);
            setTimeout(() => cancelButton.current?.focus(), 0);
          }}
          onCancelled={(message) => {
            setCancelling(false);
            setNotice(message);
          }}
        />
      ) : null}
      <div role="status">{notice ? <p className="notice">{notice}</p> : null}</div>
      <RaceTerms race={race} />
      <Section
        title="Leaderboard"
        actions={
          isLive ? (
            <span className="page-status">
              {race.status === 'running'
                ? 'Live: refreshed every 5 seconds'
                : 'Paying prizes: refreshed every 5 seconds'}
            </span>
          ) : race.status === 'ended' ? (
            <span className="page-status">Final result</span>
          ) : null
        }
      >
        <RaceBoard race={race} leaderboard={leaderboard} />
      </Section>
    </section>
  );
}

export function NewRacePage() {
  usePageTitle('New race');
  const navigate = useNavigate();
  return (
    <section className="page" aria-labelledby="new-race-title">
      <BackToRaces />
      <header className="page-header">
        <div>
          <h1 id="new-race-title">New race</h1>
          <p className="page-subtitle">
            Players see it on the site as soon as it is created; it opens at its start.
          </p>
        </div>
      </header>
      <WithCurrencies>
        {({ currencies, defaultCurrency, exponentOf }) => (
          <NewRaceForm
            initial={() => newRaceValues({ now: new Date(), currency: defaultCurrency })}
            currencies={currencies}
            exponentOf={exponentOf}
            onCreated={(race) =>
              navigate(`/races/${race.id}`, {
                state: {
                  notice: `Created “${race.name}”: players see it on the site.`,
                } satisfies RacePageState,
              })
            }
          />
        )}
      </WithCurrencies>
    </section>
  );
}

/** An upcoming race's terms; once it has started they are fixed and the page says so. */
export function EditRacePage() {
  const { query, detail } = useRaceDetail();
  usePageTitle(detail ? `Edit ${detail.race.name} · Races` : 'Edit race');
  if (statusOf(query.error) === 403) return <PermissionPage title="Edit race" />;
  if (!detail) return <NoRace title="Edit race" query={query} />;
  const { race } = detail;

  return (
    <section className="page" aria-labelledby="edit-race-title">
      <p className="back-link">
        <Link to={`/races/${race.id}`}>← {race.name}</Link>
      </p>
      <header className="page-header">
        <div>
          <h1 id="edit-race-title">Edit {race.name}</h1>
          <p className="page-subtitle">
            Starts <DateTime value={race.startsAt} />. Its terms can change until then.
          </p>
        </div>
      </header>
      {race.status === 'upcoming' ? (
        <WithCurrencies>
          {({ currencies, exponentOf }) => (
            <EditRaceForm key={race.id} race={race} currencies={currencies} exponentOf={exponentOf} />
          )}
        </WithCurrencies>
      ) : (
        <EmptyState title={`This race is ${statusBadges[race.status].word}: its terms can no longer change.`}>
          <Link to={`/races/${race.id}`}>See the race</Link>
        </EmptyState>
      )}
    </section>
  );
}
