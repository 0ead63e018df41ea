import type { PlayerBonus } from '@casino/contracts';
import { minor } from '@casino/money';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBonusHistory } from '../api/get-bonus-history';
import { formatAmount, type WalletCurrency } from '../lib/bonus';

/** The player's past and present bonuses (spec §2 bonus history): what each granted and how it ended. */
export function BonusHistory({ wallet, locale }: { wallet: WalletCurrency; locale: string }) {
  const { t } = useTranslation();
  const history = useBonusHistory();
  const date = (value: string | null) =>
    value ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(value)) : '—';
  const money = (bonus: PlayerBonus) => {
    const amount = /^\d+$/.test(bonus.bonusAmount)
      ? formatAmount(minor(bonus.bonusAmount), { ...wallet, currencyCode: bonus.currency }, locale)
      : bonus.bonusAmount;
    // a cashback's amount is what it paid: none while it runs
    if (bonus.kind !== 'cashback' || !bonus.cashback) return amount;
    return bonus.status === 'completed'
      ? t('promotions.history.cashbackPaid', { amount })
      : t('promotions.history.cashbackRunning', { percent: bonus.cashback.percent });
  };

  return (
    <section className="bonus-history" aria-labelledby="bonus-history-title">
      <h2 id="bonus-history-title" className="bonus-history__title">
        {t('promotions.history.title')}
      </h2>
      {history.isError ? (
        <p className="bonus-history__empty">
          {t('promotions.history.failed')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
            {t('promotions.retry')}
          </Button>
        </p>
      ) : !history.data ? (
        <Skeleton variant="block" height="4rem" />
      ) : history.data.length === 0 ? (
        <p className="bonus-history__empty">{t('promotions.history.empty')}</p>
      ) : (
        <ul className="bonus-history__list">
          {history.data.map((bonus) => (
            <li key={bonus.id} className="bonus-history__item">
              <div className="bonus-history__main">
                <span className="bonus-history__name">{bonus.title}</span>
                <span className="bonus-history__date">
                  {t('promotions.history.taken', { date: date(bonus.activatedAt) })}
                </span>
              </div>
              <span className="bonus-history__amount">{money(bonus)}</span>
              <span className={`bonus-history__status bonus-history__status--${bonus.status}`}>
                {t(
                  bonus.kind === 'cashback' && (bonus.status === 'completed' || bonus.status === 'expired')
                    ? `promotions.history.cashbackStatus.${bonus.status}`
                    : `promotions.history.status.${bonus.status}`,
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
