import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { AppLink, PageLink } from '../../../lib/page-link';
import { signUpModalHref } from '../../../lib/page-links';
import { rakebackQueryKeyRoot, useRakebackDays, useRakebackOptOut } from '../api/rakeback';
import { useCalendarWallet } from '../lib/use-calendar-wallet';
import { AccumulatorCard } from './accumulator-card';
import { RakebackCalendar } from './rakeback-calendar';
import { RakebackPromo } from './rakeback-promo';
import './rakeback.css';

/**
 * /cashback, labelled Calendar (spec §2): today's accumulator and the promo block beside the 28-day
 * calendar; a visitor sees a demo calendar and is asked to sign up; a player who never deposited is
 * told the calendar is for depositors (spec §6); a player may leave the calendar and join it again.
 */
export function RakebackPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wallet = useCalendarWallet();
  const days = useRakebackDays(wallet.userId);
  const status = days.data?.status;
  // the accumulator's half hour: the calendar's days are read again too
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [...rakebackQueryKeyRoot, 'days'] }),
    [queryClient],
  );

  return (
    <div className="rakeback-page">
      {wallet.userId === undefined ? (
        <Alert
          tone="info"
          title={t('rakeback.demo.title')}
          actions={
            <AppLink href={signUpModalHref} className={buttonClassName('primary', 'sm')}>
              {t('shell.auth.signUp')}
            </AppLink>
          }
        >
          {t('rakeback.demo.text')}
        </Alert>
      ) : status === 'not-depositor' ? (
        <Alert
          tone="info"
          title={t('rakeback.depositors.title')}
          actions={
            <PageLink to="deposit" className={buttonClassName('primary', 'sm')}>
              {t('shell.nav.deposit')}
            </PageLink>
          }
        >
          {t('rakeback.depositors.text')}
        </Alert>
      ) : null}
      <div className="rakeback-page__top">
        <AccumulatorCard onRefresh={refresh} />
        <RakebackPromo />
      </div>
      <section className="rakeback-page__calendar" aria-labelledby="rakeback-calendar-title">
        <h2 id="rakeback-calendar-title" className="page-section__title">
          {t('rakeback.calendar.title')}
        </h2>
        <p className="rakeback-page__how">{t('rakeback.calendar.how')}</p>
        <RakebackCalendar />
      </section>
      {status === 'active' || status === 'opted-out' ? <OptOut optedOut={status === 'opted-out'} /> : null}
    </div>
  );
}

/** Leaving the calendar (nothing counts from then on) or joining it again; asked once more before leaving. */
function OptOut({ optedOut }: { optedOut: boolean }) {
  const { t } = useTranslation();
  const change = useRakebackOptOut();
  const [confirming, setConfirming] = useState(false);
  const failed = change.isError ? (
    <p role="alert" className="rakeback-optout__error">
      {t('rakeback.optOut.failed')}
    </p>
  ) : null;
  if (optedOut)
    return (
      <section className="rakeback-optout" aria-label={t('rakeback.optOut.label')}>
        <p>{t('rakeback.optOut.left')}</p>
        <Button size="sm" onClick={() => change.mutate(false)} disabled={change.isPending}>
          {t('rakeback.optOut.join')}
        </Button>
        {failed}
      </section>
    );
  return (
    <section className="rakeback-optout" aria-label={t('rakeback.optOut.label')}>
      {confirming ? (
        <>
          <p>{t('rakeback.optOut.confirm')}</p>
          <div className="rakeback-optout__actions">
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              {t('rakeback.optOut.stay')}
            </Button>
            <Button
              size="sm"
              variant="primary"
              disabled={change.isPending}
              onClick={() => change.mutate(true, { onSuccess: () => setConfirming(false) })}
            >
              {t('rakeback.optOut.leave')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{t('rakeback.optOut.text')}</p>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            {t('rakeback.optOut.leave')}
          </Button>
        </>
      )}
      {failed}
    </section>
  );
}
