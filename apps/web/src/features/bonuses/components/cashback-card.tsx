import type { PlayerBonus } from '@casino/contracts';
import { minor } from '@casino/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { ApiError } from '../../../lib/api-client';
import { useClaimCashback } from '../api/cashback';
import { formatAmount, type WalletCurrency } from '../lib/bonus';
import { BonusCardHead } from './bonus-card-head';
import './bonuses.css';

/**
 * The player's running instant cashback (spec §3 instant_cashback): its share of the real money
 * lost so far in its period, what that earns (up to its cap), when it is paid by itself, and
 * "Claim now", which pays it at once and ends the period.
 */
export function CashbackCard({
  bonus,
  wallet,
  locale,
  onPaid,
}: {
  bonus: PlayerBonus;
  wallet: WalletCurrency;
  locale: string;
  /** The cashback was paid: the parent says so where the card was. */
  onPaid: (bonus: PlayerBonus) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const claim = useClaimCashback({ onPaid });
  const cashback = bonus.cashback;
  if (!cashback) return null;
  const money = (amount: string) => formatAmount(minor(amount), wallet, locale);
  const ends = bonus.expiresAt ? new Date(bonus.expiresAt) : null;
  const endsText =
    ends && !Number.isNaN(ends.getTime())
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ends)
      : null;
  const failure = claim.isError
    ? claim.error instanceof ApiError
      ? t(`promotions.errors.${claim.error.errorCode}`, { defaultValue: claim.error.message })
      : t('promotions.cashback.failed')
    : null;

  return (
    <section className="bonus-card" aria-labelledby={`${id}-title`}>
      <BonusCardHead
        id={id}
        icon="balance"
        kind={t('promotions.cashback.title')}
        name={bonus.title}
        amountLabel={t('promotions.cashback.accruedLabel')}
        amount={money(cashback.accrued)}
      />
      <p className="bonus-card__text">
        {cashback.cap
          ? t('promotions.cashback.terms', { percent: cashback.percent, cap: money(cashback.cap) })
          : t('promotions.cashback.termsUncapped', { percent: cashback.percent })}
      </p>
      <p className="bonus-card__note">
        {t('promotions.cashback.netLoss', { amount: money(cashback.netLoss) })}
      </p>
      {failure ? (
        <p className="promo-card__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="bonus-card__foot">
        {endsText ? (
          <p className="bonus-card__expires">
            <Icon name="calendar" size={16} />
            <span>{t('promotions.cashback.ends', { date: endsText })}</span>
          </p>
        ) : null}
        <Button
          size="sm"
          className="bonus-card__play"
          onClick={() => claim.mutate(bonus.id)}
          disabled={claim.isPending}
          aria-describedby={`${id}-name`}
        >
          {claim.isPending ? t('promotions.cashback.claiming') : t('promotions.cashback.claim')}
        </Button>
      </div>
    </section>
  );
}
