import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../lib/use-locale';
import { useRacePlayer } from '../api/player-stats';
import { countText, dateText, moneyText } from '../lib/format';

/** The player whose stats are shown, and the control that opened them (given the focus back). */
export type ShownPlayer = { uniqueId: string; name: string | null; opener: HTMLElement | null };

/**
 * A player's public stats (spec §4): joined on, total bets, wins, losses, total games and their
 * latest races, in the app's dialog (focus kept inside, Escape closes it).
 */
export function PlayerStatsDialog({ player, onClose }: { player: ShownPlayer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const stats = useRacePlayer(player?.uniqueId ?? null);
  const name = stats.data?.name ?? player?.name ?? t('races.board.hidden');
  const missing = (stats.error as { status?: number } | null)?.status === 404;
  const open = player !== null;
  // the app's dialog has no Radix trigger to give the focus back to: the button that opened it gets it
  const close = () => {
    const opener = player?.opener;
    onClose();
    window.setTimeout(() => {
      if (opener?.isConnected) opener.focus();
    }, 0);
  };

  let body: ReactNode;
  if (stats.data) {
    const { joinedOn, totalBets, wins, losses, totalGames, latestRaces } = stats.data;
    body = (
      <div className="races-stats" data-testid="player-stats">
        <dl className="races-stats__grid">
          <div className="races-stats__item">
            <dt>{t('races.stats.joinedOn')}</dt>
            <dd>{dateText(joinedOn, locale)}</dd>
          </div>
          <div className="races-stats__item">
            <dt>{t('races.stats.totalBets')}</dt>
            <dd>{countText(totalBets, locale)}</dd>
          </div>
          <div className="races-stats__item">
            <dt>{t('races.stats.wins')}</dt>
            <dd>{countText(wins, locale)}</dd>
          </div>
          <div className="races-stats__item">
            <dt>{t('races.stats.losses')}</dt>
            <dd>{countText(losses, locale)}</dd>
          </div>
          <div className="races-stats__item">
            <dt>{t('races.stats.totalGames')}</dt>
            <dd>{countText(totalGames, locale)}</dd>
          </div>
        </dl>
        <h3 className="races-stats__title">{t('races.stats.latest')}</h3>
        {latestRaces.length === 0 ? (
          <p className="races-stats__none">{t('races.stats.noRaces')}</p>
        ) : (
          <ul className="races-stats__races">
            {latestRaces.map((race) => (
              <li key={race.id} className="races-stats__race">
                <span className="races-stats__race-name">{race.name}</span>
                <span className="races-stats__race-meta">
                  {dateText(race.endsAt, locale)}
                  {' · '}
                  {race.position === null
                    ? t('races.stats.unranked')
                    : t('races.stats.position', { position: countText(race.position, locale) })}
                </span>
                <span className="races-stats__race-prize">
                  {race.prize ? moneyText(race.prize.amount, race.prize, locale) : t('races.stats.noPrize')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  } else if (stats.isError) {
    body = missing ? (
      <EmptyState
        headingLevel={3}
        icon="eyeOff"
        title={t('races.stats.hiddenTitle')}
        description={t('races.stats.hiddenText')}
      />
    ) : (
      <EmptyState
        headingLevel={3}
        tone="danger"
        icon="alertCircle"
        title={t('races.stats.errorTitle')}
        description={t('races.error.text')}
        actions={
          <Button onClick={() => void stats.refetch()} disabled={stats.isFetching}>
            {t('races.error.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="races-stats" aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('races.stats.loading')}
        </p>
        <div className="races-stats__grid" aria-hidden="true">
          {['a', 'b', 'c', 'd', 'e'].map((key) => (
            <Skeleton key={key} variant="block" height="3.6rem" />
          ))}
        </div>
      </div>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      name="race-player"
      title={name}
      description={t('races.stats.description')}
      mark={<Icon name="user" size={26} />}
      size="md"
    >
      {body}
    </Modal>
  );
}
