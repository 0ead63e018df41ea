import type { RaceSummary } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { AppLink } from '../../../lib/page-link';
import { useLocale } from '../../../lib/use-locale';
import { countText, dateText, gameNameOf, isPositive, moneyText } from '../lib/format';
import { entryKeys, Heading, metricKeys, RaceCountdown, StatusBadge, ViewerStateTag } from './parts';

/** How many games a card names before "and N more". */
const gamesShown = 2;

/**
 * A race in the list: its status and countdown, prize pool, how it ranks and how players enter, the
 * games that count, its entrants and the viewer's state; the whole card opens the race's page.
 */
export function RaceCard({
  race,
  href,
  now,
  headingLevel,
}: {
  race: RaceSummary;
  href: string;
  now: Date;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const games = race.games.map(gameNameOf);
  const gamesText =
    games.length === 0
      ? t('races.games.all')
      : games.length <= gamesShown + 1
        ? games.join(', ')
        : t('races.games.some', {
            names: games.slice(0, gamesShown).join(', '),
            count: games.length - gamesShown,
          });
  const over = race.status === 'ended' || race.status === 'cancelled' || race.status === 'finishing';
  return (
    <article
      className={`races-card races-card--${race.status}`}
      aria-labelledby={`${id}-name`}
      data-testid="race-card"
    >
      <div className="races-card__top">
        <StatusBadge status={race.status} />
        {over ? (
          <span className="races-countdown">
            {race.status === 'cancelled'
              ? t('races.card.cancelled')
              : t('races.card.endedOn', { date: dateText(race.endsAt, locale) })}
          </span>
        ) : (
          <RaceCountdown race={race} now={now} />
        )}
      </div>
      <Heading level={headingLevel} id={`${id}-name`} className="races-card__name">
        <AppLink href={href} className="races-card__link">
          {race.name}
        </AppLink>
      </Heading>
      <div className="races-card__pool">
        <span className="races-card__pool-label">{t('races.card.prizePool')}</span>
        <span className="races-card__pool-value" data-testid="race-prize-pool">
          {moneyText(race.prizePool, race, locale)}
        </span>
        <span className="races-card__pool-note">{t('races.card.prizes', { count: race.prizes.length })}</span>
      </div>
      <dl className="races-facts">
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
            <span className="races-facts__value">{gamesText}</span>
            {isPositive(race.minBet) ? (
              <span className="races-facts__note">
                {t('races.facts.minBet', { amount: moneyText(race.minBet, race, locale) })}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className="races-card__foot">
        <span className="races-card__entrants">
          <Icon name="user" size={16} />
          {t('races.card.entrants', { count: race.entrants, formatted: countText(race.entrants, locale) })}
        </span>
        <ViewerStateTag state={race.viewerState} />
      </div>
      <Icon name="chevronRight" size={20} className="races-card__chevron" />
    </article>
  );
}
