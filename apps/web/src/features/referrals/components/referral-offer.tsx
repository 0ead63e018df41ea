import type { ReferralOverview } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { moneyText } from '../lib/referrals';

/** The offer in the player's currency: what a friend must do and what the player gets, in three steps. */
export function ReferralOffer({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const reward = moneyText(overview.reward, locale);
  const wager = moneyText(overview.wagerRequired, locale);
  return (
    <section className="referrals-card referrals-offer" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="referrals-offer__title">
        {reward ? t('referrals.offer.title', { reward }) : t('referrals.offer.titleNoReward')}
      </h3>
      <p className="referrals-offer__lead" data-testid="referrals-offer">
        {reward && wager
          ? t('referrals.offer.lead', { reward, wager })
          : reward
            ? t('referrals.offer.leadNoWager', { reward })
            : t('referrals.offer.leadNoReward')}
      </p>
      <ol className="referrals-steps">
        <li className="referrals-steps__step">
          <span className="referrals-steps__number" aria-hidden="true">
            1
          </span>
          <span>{t('referrals.offer.step1')}</span>
        </li>
        <li className="referrals-steps__step">
          <span className="referrals-steps__number" aria-hidden="true">
            2
          </span>
          <span>{t('referrals.offer.step2')}</span>
        </li>
        <li className="referrals-steps__step">
          <span className="referrals-steps__number" aria-hidden="true">
            3
          </span>
          <span>{wager ? t('referrals.offer.step3', { wager }) : t('referrals.offer.step3NoWager')}</span>
        </li>
      </ol>
      <p className="referrals-offer__terms">{t('referrals.offer.terms')}</p>
    </section>
  );
}

/** The player's counts: friends invited, qualified, rewards paid and what they earned. */
export function ReferralStats({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const stats = [
    { key: 'invited', label: t('referrals.stats.invited'), value: count(overview.invited) },
    { key: 'qualified', label: t('referrals.stats.qualified'), value: count(overview.qualified) },
    { key: 'paid', label: t('referrals.stats.paid'), value: count(overview.paid) },
    { key: 'earned', label: t('referrals.stats.earned'), value: moneyText(overview.earned, locale) ?? '—' },
  ];
  return (
    <dl className="referrals-stats">
      {stats.map((stat) => (
        <div key={stat.key} className={`referrals-stat referrals-stat--${stat.key}`}>
          <dt>{stat.label}</dt>
          <dd data-testid={`referrals-${stat.key}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
