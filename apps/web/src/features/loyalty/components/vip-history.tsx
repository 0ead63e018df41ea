import type { LoyaltyHistoryEntry, VipLevel } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon, type IconName } from '../../../components/ui/icon';
import { useLocale } from '../../../lib/use-locale';
import { countText, dateTimeText, moneyText } from '../lib/format';
import { levelOf } from '../lib/standing';
import { Heading, type SectionHeadingLevel } from './parts';

const icons: Record<LoyaltyHistoryEntry['kind'], IconName> = {
  level_up: 'vip',
  adjustment: 'coins',
  level_set: 'edit',
};

/**
 * The player's loyalty history, newest first: levels reached by play with their reward and whether
 * it is paid yet, and the VIP team's changes (points added or taken away, a level set) with the reason.
 */
export function VipHistory({
  history,
  levels,
  headingLevel,
}: {
  history: readonly LoyaltyHistoryEntry[];
  levels: readonly VipLevel[];
  headingLevel: SectionHeadingLevel;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const levelName = (level: number | null) =>
    level === null ? '' : (levelOf(levels, level)?.name ?? t('loyalty.level.number', { level }));
  const what = (entry: LoyaltyHistoryEntry) => {
    switch (entry.kind) {
      case 'level_up':
        return t('loyalty.history.levelUp', { level: levelName(entry.level) });
      case 'level_set':
        return t('loyalty.history.levelSet', { level: levelName(entry.level) });
      default:
        return entry.points < 0
          ? t('loyalty.history.removed', { points: countText(-entry.points, locale) })
          : t('loyalty.history.added', { points: countText(entry.points, locale) });
    }
  };
  return (
    <section className="vip-section" aria-labelledby={`${id}-title`}>
      <div className="vip-section__head">
        <Heading level={headingLevel} id={`${id}-title`} className="vip-section__title">
          {t('loyalty.history.title')}
        </Heading>
      </div>
      {history.length === 0 ? (
        <EmptyState
          headingLevel={headingLevel === 2 ? 3 : 4}
          icon="history"
          title={t('loyalty.history.emptyTitle')}
          description={t('loyalty.history.emptyText')}
        />
      ) : (
        <ol className="vip-history" data-testid="vip-history">
          {history.map((entry) => {
            const reward = moneyText(entry.reward, locale);
            return (
              <li key={entry.id} className={`vip-history__item vip-history__item--${entry.kind}`}>
                <span className="vip-history__icon" aria-hidden="true">
                  <Icon name={icons[entry.kind]} size={20} />
                </span>
                <div className="vip-history__main">
                  <p className="vip-history__what">{what(entry)}</p>
                  {entry.reason ? (
                    <p className="vip-history__reason">
                      {t('loyalty.history.reason', { reason: entry.reason })}
                    </p>
                  ) : null}
                  <p className="vip-history__when">
                    <time dateTime={entry.createdAt}>{dateTimeText(entry.createdAt, locale)}</time>
                  </p>
                </div>
                {reward ? (
                  <div className="vip-history__reward">
                    <span className="vip-history__amount">
                      <span className="visually-hidden">{t('loyalty.history.rewardLabel')} </span>
                      {reward}
                    </span>
                    <span className={`vip-status vip-status--${entry.paidAt ? 'paid' : 'pending'}`}>
                      {entry.paidAt ? t('loyalty.history.paid') : t('loyalty.history.pending')}
                    </span>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
