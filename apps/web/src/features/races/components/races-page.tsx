import type { RaceSummary } from '@casino/contracts';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { AppLink } from '../../../lib/page-link';
import { loginModalHref, signUpModalHref } from '../../../lib/page-links';
import { useIsSignedIn } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';
import { type RaceListStatus, useRaces } from '../api/races';
import { useWinOfTheMonth } from '../api/win-of-the-month';
import { useRaceHref } from '../lib/links';
import { RaceCard } from './race-card';
import { WinOfTheMonthCard } from './win-of-the-month-card';
import './races.css';

const tabs: readonly RaceListStatus[] = ['current', 'ended'];
const tabKeys: Record<RaceListStatus, string> = {
  current: 'races.tabs.current',
  ended: 'races.tabs.ended',
};

/** The tab in the address: `?tab=finished` shows the finished races. */
const tabOf = (value: string | null): RaceListStatus => (value === 'finished' ? 'ended' : 'current');

/**
 * /tournaments: the running and upcoming races (with win of the month) or the finished ones, a
 * card each; visitors see them all with an invitation to sign up and race.
 */
export function RacesPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const select = (next: RaceListStatus) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'ended') updated.set('tab', 'finished');
        else updated.delete('tab');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="races">
      {signedIn ? null : (
        <section className="races-invite" aria-label={t('races.invite.label')}>
          <span className="races-invite__mark" aria-hidden="true">
            <Icon name="tournaments" size={24} />
          </span>
          <p className="races-invite__text">{t('races.invite.text')}</p>
          <div className="races-invite__actions">
            <AppLink href={signUpModalHref} className={buttonClassName('primary', 'sm')}>
              {t('shell.auth.signUp')}
            </AppLink>
            <AppLink href={loginModalHref} className={buttonClassName('secondary', 'sm')}>
              {t('shell.auth.logIn')}
            </AppLink>
          </div>
        </section>
      )}
      <RaceTabs active={tab} idPrefix={idPrefix} panelId={panelId} onSelect={select} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-${tab}`}
        className="races__panel"
        tabIndex={-1}
      >
        <RaceList key={tab} status={tab} />
      </div>
    </div>
  );
}

function RaceTabs({
  active,
  idPrefix,
  panelId,
  onSelect,
}: {
  active: RaceListStatus;
  idPrefix: string;
  panelId: string;
  onSelect: (tab: RaceListStatus) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef(new Map<RaceListStatus, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(active);
    const count = tabs.length;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % count
        : event.key === 'ArrowLeft'
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target] ?? active;
    onSelect(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div className="races-tabs" role="tablist" aria-label={t('races.tabs.label')} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(node) => {
            if (node) refs.current.set(tab, node);
            else refs.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-${tab}`}
          aria-selected={tab === active}
          aria-controls={panelId}
          tabIndex={tab === active ? 0 : -1}
          className="races-tabs__tab"
          onClick={() => onSelect(tab)}
        >
          {t(tabKeys[tab])}
        </button>
      ))}
    </div>
  );
}

/** One tab's races: win of the month first among the current ones, then a card per race. */
function RaceList({ status }: { status: RaceListStatus }) {
  const { t } = useTranslation();
  const now = useNow(1_000);
  const raceHref = useRaceHref();
  const titleId = useId();
  const races = useRaces(status);
  const winOfTheMonth = useWinOfTheMonth();
  const current = status === 'current';
  // win of the month has its own card among the current races
  const shown: RaceSummary[] = (races.data ?? []).filter(
    (race) => !current || race.kind !== 'win_of_the_month',
  );

  let list: ReactNode;
  if (!races.data) {
    list = races.isError ? (
      <EmptyState
        tone="danger"
        icon="alertCircle"
        title={t('races.error.title')}
        description={t('races.error.text')}
        actions={
          <Button onClick={() => void races.refetch()} disabled={races.isFetching}>
            {t('races.error.retry')}
          </Button>
        }
      />
    ) : (
      <div className="races-grid" aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('races.loading')}
        </p>
        {['a', 'b', 'c'].map((key) => (
          <div key={key} className="races-card races-card--skeleton" aria-hidden="true">
            <Skeleton width="35%" />
            <Skeleton width="70%" height="1.4rem" />
            <Skeleton width="50%" height="2rem" />
            <Skeleton width="90%" />
            <Skeleton width="80%" />
          </div>
        ))}
      </div>
    );
  } else if (shown.length === 0) {
    list = current ? (
      <EmptyState
        icon="tournaments"
        title={t('races.empty.current')}
        description={t('races.empty.currentText')}
      />
    ) : (
      <EmptyState icon="history" title={t('races.empty.ended')} description={t('races.empty.endedText')} />
    );
  } else {
    list = (
      <ul className="races-grid" aria-label={t(current ? 'races.list.current' : 'races.list.ended')}>
        {shown.map((race) => (
          <li key={race.id} className="races-grid__item">
            <RaceCard race={race} href={raceHref(race.id)} now={now} headingLevel={current ? 3 : 2} />
          </li>
        ))}
      </ul>
    );
  }

  if (!current) return list;
  return (
    <div className="races__current">
      {winOfTheMonth.isError && !winOfTheMonth.data ? null : (
        <WinOfTheMonthCard
          data={winOfTheMonth.data}
          loading={!winOfTheMonth.data}
          raceHref={raceHref}
          now={now}
          headingLevel={2}
        />
      )}
      <section className="races__section" aria-labelledby={titleId}>
        <h2 id={titleId} className="races__section-title">
          {t('races.list.title')}
        </h2>
        {list}
      </section>
    </div>
  );
}
