import type { PlayerBonus } from '@casino/contracts';
import { minor } from '@casino/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { PageLink } from '../../../lib/page-link';
import { formatAmount, gameName, type WalletCurrency } from '../lib/bonus';
import { BonusCardHead } from './bonus-card-head';
import './bonuses.css';

/**
 * The player's free spins (spec §3 "free spins quantity and left"): on which game, how many are
 * left and what they won so far, with Play to their game; or their winnings waiting for the
 * active bonus to end.
 */
export function FreeSpinsCard({
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
  const spins = bonus.freeSpins;
  if (!spins) return null;
  const money = (amount: string) => formatAmount(minor(amount), wallet, locale);
  const played = spins.total - spins.left;
  const percent = spins.total > 0 ? Math.round((played / spins.total) * 100) : 0;
  const expires = bonus.expiresAt ? new Date(bonus.expiresAt) : null;

  return (
    <section className="bonus-card" aria-labelledby={`${id}-title`}>
      <BonusCardHead
        id={id}
        icon="star"
        kind={t('promotions.freeSpins.title')}
        name={bonus.title}
        amountLabel={t('promotions.freeSpins.wonLabel')}
        amount={money(spins.won)}
      />
      <div className="bonus-card__progress">
        <div className="bonus-card__progress-text">
          <span>
            {t('promotions.freeSpins.left', {
              count: spins.left,
              total: spins.total,
              game: gameName(spins.game),
              stake: money(spins.stake),
            })}
          </span>
        </div>
        <div
          className="bonus-card__bar"
          role="progressbar"
          aria-label={t('promotions.freeSpins.progress')}
          aria-valuemin={0}
          aria-valuemax={spins.total}
          aria-valuenow={played}
        >
          <span style={{ width: percent > 0 ? `max(0.6rem, ${percent}%)` : '0' }} />
        </div>
        <p className="bonus-card__note">
          {spins.left > 0 ? t('promotions.freeSpins.then') : t('promotions.freeSpins.waiting')}
        </p>
      </div>
      <div className="bonus-card__foot">
        {expires && spins.left > 0 ? (
          <p className="bonus-card__expires">
            <Icon name="calendar" size={16} />
            <span>
              {t('promotions.freeSpins.expires', {
                date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  expires,
                ),
              })}
            </span>
          </p>
        ) : null}
        {spins.left > 0 ? (
          <PageLink
            to="play"
            params={{ game: spins.game }}
            className={buttonClassName('primary', 'sm', 'bonus-card__play')}
            aria-describedby={`${id}-name`}
          >
            {t('promotions.freeSpins.play')}
          </PageLink>
        ) : null}
      </div>
    </section>
  );
}
