import type { WinOfTheMonth } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { AppLink } from '../../../lib/page-link';
import { useLocale } from '../../../lib/use-locale';
import { majorMoneyText, moneyText, scoreText, winOfTheMonthAmount } from '../lib/format';
import { Heading, PlayerName, RaceCountdown, ViewerStateTag } from './parts';

/**
 * Win of the month (spec §9): the fixed prize, the operator's rule for this month, who holds the
 * lead now and who won last month, with a way to this month's board.
 */
export function WinOfTheMonthCard({
  data,
  loading,
  raceHref,
  now,
  headingLevel,
}: {
  data: WinOfTheMonth | undefined;
  loading: boolean;
  raceHref: (raceId: string) => string;
  now: Date;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const current = data?.current ?? null;
  const prize =
    current && current.prizes[0] !== undefined
      ? moneyText(current.prizes[0], current, locale)
      : majorMoneyText(winOfTheMonthAmount, current?.currency ?? 'EUR', locale);
  const holder = data?.holder ?? null;
  const previous = data?.previousWinner ?? null;
  return (
    <section className="races-wotm" aria-labelledby={`${id}-title`} data-testid="win-of-the-month">
      <div className="races-wotm__head">
        <span className="races-wotm__mark" aria-hidden="true">
          <Icon name="star" size={26} />
        </span>
        <div className="races-wotm__titles">
          <Heading level={headingLevel} id={`${id}-title`} className="races-wotm__title">
            {t('races.wotm.title')}
          </Heading>
          <p className="races-wotm__subtitle">{t('races.wotm.subtitle')}</p>
        </div>
        <div className="races-wotm__prize">
          <span className="races-wotm__prize-value" data-testid="wotm-prize">
            {prize}
          </span>
          <span className="races-wotm__prize-label">{t('races.wotm.prize')}</span>
        </div>
      </div>
      {loading ? (
        <div className="races-wotm__body" aria-hidden="true">
          <Skeleton width="70%" />
          <Skeleton width="45%" />
        </div>
      ) : (
        <div className="races-wotm__body">
          <div className="races-wotm__rule">
            <p className="races-wotm__label">{t('races.wotm.rule')}</p>
            <p className="races-wotm__text">{current?.description || t('races.wotm.noRule')}</p>
            {current ? (
              <div className="races-wotm__meta">
                <RaceCountdown race={current} now={now} />
                <ViewerStateTag state={current.viewerState} />
              </div>
            ) : null}
          </div>
          <dl className="races-wotm__people">
            <div className="races-wotm__person">
              <dt>{t('races.wotm.holder')}</dt>
              <dd>
                {holder && current ? (
                  <>
                    <PlayerName name={holder.name} />
                    <span className="races-wotm__score">
                      {scoreText(current.metric, holder.score, current, locale)}
                    </span>
                  </>
                ) : (
                  <span className="races-wotm__none">
                    {current ? t('races.wotm.noHolder') : t('races.wotm.notRunning')}
                  </span>
                )}
              </dd>
            </div>
            <div className="races-wotm__person">
              <dt>{t('races.wotm.previous')}</dt>
              <dd>
                {previous ? (
                  <>
                    <PlayerName name={previous.name} />
                    <span className="races-wotm__score">{previous.raceName}</span>
                  </>
                ) : (
                  <span className="races-wotm__none">{t('races.wotm.noPrevious')}</span>
                )}
              </dd>
            </div>
          </dl>
        </div>
      )}
      {current ? (
        <div className="races-wotm__actions">
          <AppLink href={raceHref(current.id)} className={buttonClassName('secondary', 'sm')}>
            {t('races.wotm.board')}
          </AppLink>
        </div>
      ) : null}
    </section>
  );
}
