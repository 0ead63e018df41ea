import type { RaceSummary } from '@casino/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOptionalAuth } from '../../../lib/auth';
import { DocumentTitle } from '../../../lib/document-title';
import { AppLink, PageLink } from '../../../lib/page-link';
import { useRealtimeStatus } from '../../../lib/realtime';
import { useIsSignedIn } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { useNow } from '../../../lib/use-now';
import { useJoinRace } from '../api/join-race';
import { useRace, useViewer } from '../api/races';
import { dateTimeText, gameNameOf, isPositive, moneyText } from '../lib/format';
import { useTournamentsPath } from '../lib/links';
import { useRaceLive } from '../lib/use-race-live';
import { Leaderboard } from './leaderboard';
import { entryKeys, metricKeys, RaceCountdown, StatusBadge } from './parts';
import { PlayerStatsDialog, type ShownPlayer } from './player-stats-dialog';
import { PrizeTable } from './prize-table';
import { RaceStandingCard } from './race-standing';
import './races.css';

/**
 * /tournaments/:raceId: one race: what it is and its clock, its prize table, the viewer's own
 * standing (with joining), and its leaderboard, live while it runs; its final result once ended.
 */
export function RacePage() {
  const { t } = useTranslation();
  const { raceId = '' } = useParams();
  const race = useRace(raceId);
  const auth = useOptionalAuth();
  const listPath = useTournamentsPath();
  useRaceLive(raceId, auth?.user?.getUser.uniqueId ?? null);

  const back = (
    <AppLink href={listPath} className="races-back">
      <Icon name="chevronLeft" size={18} />
      {t('races.race.back')}
    </AppLink>
  );

  if (!race.data) {
    const missing = (race.error as { status?: number } | null)?.status === 404;
    return (
      <>
        <DocumentTitle title={t('shell.pages.tournaments.title')} />
        {back}
        {race.isError ? (
          missing ? (
            <EmptyState
              headingLevel={1}
              icon="tournaments"
              title={t('races.race.missingTitle')}
              description={t('races.race.missingText')}
              actions={
                <AppLink href={listPath} className={buttonClassName('primary')}>
                  {t('races.race.allRaces')}
                </AppLink>
              }
            />
          ) : (
            <EmptyState
              headingLevel={1}
              tone="danger"
              icon="alertCircle"
              title={t('races.race.errorTitle')}
              description={t('races.error.text')}
              actions={
                <Button onClick={() => void race.refetch()} disabled={race.isFetching}>
                  {t('races.error.retry')}
                </Button>
              }
            />
          )
        ) : (
          <RaceSkeleton />
        )}
      </>
    );
  }
  return <RaceView key={raceId} detail={race.data} back={back} />;
}

function RaceView({
  detail,
  back,
}: {
  detail: NonNullable<ReturnType<typeof useRace>['data']>;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow(1_000);
  const signedIn = useIsSignedIn();
  const auth = useOptionalAuth();
  const { userId } = useViewer();
  const status = useRealtimeStatus();
  const { race, leaderboard, me } = detail;
  const join = useJoinRace(race.id, userId);
  const [player, setPlayer] = useState<ShownPlayer | null>(null);

  return (
    <div className="races-race">
      <DocumentTitle title={race.name} />
      {back}
      <PageHeader
        title={race.name}
        icon={race.kind === 'win_of_the_month' ? 'star' : 'tournaments'}
        description={race.description || undefined}
        className="races-race__header"
      />
      <div className="races-race__status">
        <StatusBadge status={race.status} />
        <RaceCountdown race={race} now={now} className="races-race__countdown" />
        <RaceDates race={race} locale={locale} />
      </div>
      {race.status === 'cancelled' ? (
        <Alert tone="warning" title={t('races.race.cancelledTitle')}>
          {t('races.race.cancelledText')}
        </Alert>
      ) : race.status === 'finishing' ? (
        <Alert tone="info" title={t('races.race.finishingTitle')}>
          {t('races.race.finishingText')}
        </Alert>
      ) : null}
      <div className="races-race__top">
        <RaceStandingCard
          race={race}
          me={me}
          signedIn={signedIn}
          accountCurrency={auth?.user?.getUser.currencyCode ?? null}
          join={{ join: () => join.mutate(), pending: join.isPending, error: join.error }}
          headingLevel={2}
        />
        <RaceRules race={race} />
        <PrizeTable race={race} headingLevel={2} />
      </div>
      <Leaderboard
        race={race}
        leaderboard={leaderboard}
        me={me}
        live={status === 'connected'}
        onPlayer={setPlayer}
        headingLevel={2}
      />
      <PlayerStatsDialog player={player} onClose={() => setPlayer(null)} />
    </div>
  );
}

/** When the race runs: from and to, in the viewer's time. */
function RaceDates({ race, locale }: { race: RaceSummary; locale: string }) {
  const { t } = useTranslation();
  return (
    <span className="races-race__dates">
      {t('races.race.dates', {
        from: dateTimeText(race.startsAt, locale),
        to: dateTimeText(race.endsAt, locale),
      })}
    </span>
  );
}

/** How the race works: what it ranks by, how to enter, which games and bets count. */
function RaceRules({ race }: { race: RaceSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  return (
    <section className="races-panel races-rules" aria-labelledby={id}>
      <h2 id={id} className="races-panel__title">
        {t('races.rules.title')}
      </h2>
      <dl className="races-facts races-facts--stacked">
        <div className="races-facts__item">
          <dt>{t('races.facts.rankedBy')}</dt>
          <dd>
            <span className="races-facts__value">{t(metricKeys[race.metric].label)}</span>
            <span className="races-facts__note">{t(metricKeys[race.metric].text)}</span>
          </dd>
        </div>
        <div className="races-facts__item">
          <dt>{t('races.facts.entry')}</dt>
          <dd>
            <span className="races-facts__value">{t(entryKeys[race.entry].label)}</span>
            <span className="races-facts__note">{t(entryKeys[race.entry].text)}</span>
          </dd>
        </div>
        <div className="races-facts__item">
          <dt>{t('races.facts.games')}</dt>
          <dd>
            {race.games.length === 0 ? (
              <span className="races-facts__value">{t('races.games.all')}</span>
            ) : (
              <ul className="races-games">
                {race.games.map((slug) => (
                  <li key={slug}>
                    <PageLink to="gameDetails" params={{ game: slug }} className="races-games__link">
                      {gameNameOf(slug)}
                    </PageLink>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div className="races-facts__item">
          <dt>{t('races.facts.minBetLabel')}</dt>
          <dd>
            <span className="races-facts__value">
              {isPositive(race.minBet)
                ? t('races.facts.minBetValue', { amount: moneyText(race.minBet, race, locale) })
                : t('races.facts.anyBet')}
            </span>
            <span className="races-facts__note">
              {t('races.facts.currency', { currency: race.currency })}
            </span>
          </dd>
        </div>
      </dl>
      <p className="races-rules__tie">{t('races.rules.tie')}</p>
    </section>
  );
}

/** The page's shape while the race is read. */
function RaceSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="races-race" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('races.race.loading')}
      </p>
      <div aria-hidden="true" className="races-race__skeleton">
        <Skeleton width="45%" height="2rem" />
        <Skeleton width="30%" />
        <div className="races-race__top">
          <Skeleton variant="block" height="11rem" />
          <Skeleton variant="block" height="11rem" />
          <Skeleton variant="block" height="11rem" />
        </div>
        <Skeleton variant="block" height="18rem" />
      </div>
    </div>
  );
}
