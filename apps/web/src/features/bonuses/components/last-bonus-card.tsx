import type { PlayerBonus } from '@casino/contracts';
import { minor } from '@casino/money';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { PageLink } from '../../../lib/page-link';
import { formatAmount, type WalletCurrency } from '../lib/bonus';
import { BonusCardHead } from './bonus-card-head';
import './bonuses.css';

/** Bonus money bonuses that have ended, newest first: the last one is the block's. */
export function lastEndedBonus(history: readonly PlayerBonus[] | undefined): PlayerBonus | null {
  return (
    history?.find(
      (bonus) =>
        bonus.kind === 'money' &&
        (bonus.status === 'completed' ||
          bonus.status === 'cancelled' ||
          bonus.status === 'expired' ||
          bonus.status === 'lost'),
    ) ?? null
  );
}

/** Why a bonus ended, in the player's words: the rule or the person that ended it. */
function outcomeKey(bonus: PlayerBonus): string {
  if (bonus.status === 'lost')
    return bonus.endReason === 'bonus balance below the minimum'
      ? 'promotions.last.outcome.belowMinimum'
      : 'promotions.last.outcome.lost';
  if (bonus.status === 'cancelled')
    return bonus.endReason === 'self-exclusion'
      ? 'promotions.last.outcome.selfExclusion'
      : bonus.endReason
        ? 'promotions.last.outcome.cancelledByUs'
        : 'promotions.last.outcome.cancelled';
  return `promotions.last.outcome.${bonus.status}`;
}

/**
 * The last bonus block (spec §2 "active and last bonus blocks"): with no active bonus, the player's
 * last bonus money bonus, how it ended and when, and the way to the next one.
 */
export function LastBonusCard({
  bonus,
  wallet,
  locale,
}: {
  bonus: PlayerBonus;
  wallet: WalletCurrency;
  locale: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const granted = /^\d+$/.test(bonus.bonusAmount) ? minor(bonus.bonusAmount) : minor(0);
  const ended = new Date(bonus.lastUpdate);
  const endedText = Number.isNaN(ended.getTime())
    ? null
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ended);

  return (
    <section className="bonus-card bonus-card--last" aria-labelledby={`${id}-title`}>
      <BonusCardHead
        id={id}
        icon="promotions"
        kind={t('promotions.last.title')}
        name={bonus.title}
        amountLabel={t('promotions.last.granted')}
        amount={formatAmount(granted, { ...wallet, currencyCode: bonus.currency }, locale)}
      />
      <p className="bonus-card__text">
        <span className={`bonus-history__status bonus-history__status--${bonus.status}`}>
          {t(`promotions.history.status.${bonus.status}`)}
        </span>{' '}
        {t(outcomeKey(bonus))}
      </p>
      <div className="bonus-card__foot">
        {endedText ? (
          <p className="bonus-card__expires">
            <Trans
              i18nKey="promotions.last.ended"
              values={{ date: endedText }}
              components={{ when: <time dateTime={bonus.lastUpdate} /> }}
            />
          </p>
        ) : null}
        <PageLink to="promotions" className={buttonClassName('primary', 'sm', 'bonus-card__play')}>
          {t('promotions.bonuses.browse')}
        </PageLink>
      </div>
    </section>
  );
}
