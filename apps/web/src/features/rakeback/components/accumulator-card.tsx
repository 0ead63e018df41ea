import { timing } from '@casino/contracts/validations';
import { minor } from '@casino/money';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../lib/use-now';
import { useWalletEvents } from '../../../lib/wallet-events';
import { useCalendarAward } from '../api/rakeback';
import { countdownText, type Movement, nextHalfHour, ngrChange, payoutOf, payoutText } from '../lib/payout';
import { useCalendarWallet } from '../lib/use-calendar-wallet';
import './rakeback.css';

/**
 * The accumulator (spec §4): today's reward so far, live. The award is read every 15 s; between
 * reads each bet the wallet announces adds to today's net gaming revenue and each win or refund
 * takes from it. A countdown runs to the next half hour (xx:00 or xx:30), where the award is read
 * again once and `onRefresh` lets the parent read its own data again. Hidden on the sites whose
 * theme the operator marked.
 */
export function AccumulatorCard({ onRefresh }: { onRefresh?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const wallet = useCalendarWallet();
  const award = useCalendarAward(wallet.userId);
  const data = award.data;
  // what the wallet moved since the award was read
  const [live, setLive] = useState({ readAt: 0, change: 0n });
  const change = live.readAt === award.dataUpdatedAt ? live.change : 0n;
  useWalletEvents({
    events: ['debit', 'credit'],
    onEvent: (event, detail) => {
      if (!data || (event !== 'debit' && event !== 'credit') || typeof detail !== 'object' || detail === null)
        return;
      const moved = ngrChange(event, detail as Movement, {
        currency: data.currency,
        includesBonusMoney: data.includesBonusMoney,
      });
      if (moved === 0n) return;
      setLive((current) => ({
        readAt: award.dataUpdatedAt,
        change: (current.readAt === award.dataUpdatedAt ? current.change : 0n) + moved,
      }));
    },
  });

  const now = useNow(timing.accumulatorTickMs);
  const [target, setTarget] = useState(() => nextHalfHour(new Date()));
  const { refetch } = award;
  useEffect(() => {
    if (now.getTime() < target.getTime()) return;
    // the countdown reached 0: read once, then count to the next half hour
    setTarget(nextHalfHour(now));
    void refetch();
    onRefresh?.();
  }, [now, target, refetch, onRefresh]);

  if (wallet.userId === undefined) return null;
  if (data?.hiddenThemes.includes(wallet.theme)) return null;
  const ngr = data ? minor(BigInt(data.ngr) + change) : null;
  const payout =
    data && ngr !== null ? payoutText(payoutOf(ngr, data.percentBp, data.exponent), 'long') : null;

  return (
    <section className="rakeback-accumulator" aria-labelledby={`${id}-title`}>
      <div className="rakeback-accumulator__head">
        <span className="rakeback-accumulator__icon" aria-hidden="true">
          <Icon name="coins" size={22} />
        </span>
        <h2 id={`${id}-title`} className="rakeback-accumulator__title">
          {t('rakeback.accumulator.title')}
        </h2>
        {data ? (
          <span className="rakeback-accumulator__percent">
            {t('rakeback.accumulator.percent', { percent: data.percent })}
          </span>
        ) : null}
      </div>
      {data && ngr !== null && payout !== null ? (
        <>
          <p className="rakeback-accumulator__payout" data-testid="rakeback-payout">
            <span className="visually-hidden">{t('rakeback.accumulator.payoutLabel')} </span>
            {payout} <span className="rakeback-accumulator__currency">{data.currency}</span>
          </p>
          <p className="rakeback-accumulator__ngr" data-testid="rakeback-ngr">
            {t('rakeback.accumulator.ngr', { amount: wallet.money(ngr) })}
          </p>
          {data.status === 'opted-out' ? (
            <p className="rakeback-accumulator__note">{t('rakeback.accumulator.optedOut')}</p>
          ) : data.status === 'not-depositor' ? (
            <p className="rakeback-accumulator__note">{t('rakeback.accumulator.depositFirst')}</p>
          ) : null}
        </>
      ) : award.isError ? (
        <p className="rakeback-accumulator__note">{t('rakeback.accumulator.unavailable')}</p>
      ) : (
        <>
          <Skeleton width="9rem" height="2.2rem" />
          <Skeleton width="12rem" />
        </>
      )}
      <p className="rakeback-accumulator__countdown">
        <Icon name="history" size={16} />
        <span>
          {t('rakeback.accumulator.nextUpdate')}{' '}
          <time data-testid="rakeback-countdown" dateTime={target.toISOString()}>
            {countdownText(target.getTime() - now.getTime())}
          </time>
        </span>
      </p>
    </section>
  );
}
