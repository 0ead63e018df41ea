import type { MonthlyWinnings } from '@casino/contracts';
import type { Minor } from '@casino/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Icon } from '../../../components/ui/icon';
import { useAuth } from '../../../lib/auth';
import { useLocale } from '../../../lib/use-locale';
import { useNow } from '../../../lib/use-now';
import { useMonthlyWinnings } from '../api/get-monthly-winnings';
import { formatLimitMoment } from '../lib/format';
import { formatLimitMoney, type LimitCurrency } from '../lib/limit-amount';
import { monthlyWinningsRise } from '../lib/monthly-winnings';
import { LimitsQueryView, LimitUsage } from './limit-parts';

/**
 * Monthly winnings limit (spec §3 userMonthlyLimit, §9): the most the player may win, net of stakes,
 * in a calendar month. The operator sets it, so the player only reads it: this month's limit, what
 * is won of it, when it resets and what it rises to; once reached, real-money play waits for the reset.
 */
export function MonthlyWinningsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useMonthlyWinnings();
  const exponent = useAuth().user?.userWallet.exponent;

  return (
    <section className="rg-card" aria-labelledby={titleId}>
      <div className="rg-card__head">
        <h3 id={titleId} className="rg-card__title">
          {t('responsibleGaming.monthlyWinnings.title')}
        </h3>
        <p className="rg-card__text">{t('responsibleGaming.monthlyWinnings.intro')}</p>
      </div>
      <LimitsQueryView query={query} ready={exponent !== undefined} rows={2}>
        {(data) =>
          data === null ? (
            <p className="rg-empty">
              <Icon name="info" size={18} className="rg-empty__icon" />
              <span>{t('responsibleGaming.monthlyWinnings.none')}</span>
            </p>
          ) : (
            <MonthlyWinningsView limit={data} wallet={{ currency: data.currency, exponent: exponent ?? 2 }} />
          )
        }
      </LimitsQueryView>
    </section>
  );
}

function MonthlyWinningsView({ limit, wallet }: { limit: MonthlyWinnings; wallet: LimitCurrency }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow(30_000);
  const money = (amount: string | Minor) => formatLimitMoney(amount, wallet, locale);
  const resets = formatLimitMoment(new Date(limit.resetsAt), now, locale);
  const rise = monthlyWinningsRise(limit);

  return (
    <div className="rg-winnings">
      {limit.reached ? (
        <Alert tone="warning">
          {t(
            resets.today
              ? 'responsibleGaming.monthlyWinnings.reachedToday'
              : 'responsibleGaming.monthlyWinnings.reachedLater',
            { when: resets.text },
          )}
        </Alert>
      ) : null}

      <dl className="rg-facts">
        <div className="rg-facts__item">
          <dt>{t('responsibleGaming.monthlyWinnings.current')}</dt>
          <dd>{money(limit.amount)}</dd>
        </div>
        <div className="rg-facts__item">
          <dt>{t('responsibleGaming.monthlyWinnings.resets')}</dt>
          <dd>
            <time dateTime={limit.resetsAt}>
              {t(
                resets.today
                  ? 'responsibleGaming.monthlyWinnings.resetsToday'
                  : 'responsibleGaming.monthlyWinnings.resetsLater',
                { when: resets.text },
              )}
            </time>
          </dd>
        </div>
      </dl>

      <LimitUsage
        used={limit.used}
        limit={limit.amount}
        label={t('responsibleGaming.monthlyWinnings.used', {
          used: money(limit.used),
          limit: money(limit.amount),
        })}
      />

      {rise === null ? null : (
        <div className="rg-pending">
          <Icon name="calendar" size={18} className="rg-pending__icon" />
          <p className="rg-pending__text">
            {t(
              resets.today
                ? 'responsibleGaming.monthlyWinnings.risesToday'
                : 'responsibleGaming.monthlyWinnings.risesLater',
              { amount: money(rise), when: resets.text },
            )}
          </p>
        </div>
      )}

      <p className="rg-rule">
        <Icon name="info" size={18} className="rg-rule__icon" />
        <span>{t('responsibleGaming.monthlyWinnings.note')}</span>
      </p>
    </div>
  );
}
