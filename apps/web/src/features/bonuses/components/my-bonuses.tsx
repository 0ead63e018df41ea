import type { PlayerBonus } from '@casino/contracts';
import { minor } from '@casino/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { freeSpinsQueryOptions } from '../../../lib/free-spins';
import { PageLink } from '../../../lib/page-link';
import { useLocale } from '../../../lib/use-locale';
import { cashbackQueryOptions } from '../api/cashback';
import { useBonusHistory } from '../api/get-bonus-history';
import { formatAmount } from '../lib/bonus';
import { ActiveBonusCard, BonusCancelledNotice } from './active-bonus-card';
import { BonusHistory } from './bonus-history';
import { CashbackCard } from './cashback-card';
import { CouponEntry } from './coupon-entry';
import { FreeSpinsCard } from './free-spins-card';
import { LastBonusCard, lastEndedBonus } from './last-bonus-card';
import './promotions.css';

/**
 * The player's bonuses (/bonuses and /profile2/my-bonuses, spec §2): the active bonus with its
 * wagering and the cancel (burn) step, or else the last bonus and how it ended (or what to do
 * without any), free spins, cashback, the coupon entry and the history. The route
 * frames it and asks guests to log in.
 */
export function MyBonuses() {
  const { t } = useTranslation();
  const locale = useLocale();
  const details = useQuery(userDetailsQueryOptions);
  const [cancelled, setCancelled] = useState<PlayerBonus | null>(null);
  const data = details.data;
  const wallet = data
    ? { currencyCode: data.userWallet.currencyCode, exponent: data.userWallet.exponent }
    : null;
  const active = data?.activeBonus ?? null;
  const freeSpins = useQuery({ ...freeSpinsQueryOptions, enabled: data !== undefined }).data ?? null;
  const cashback = useQuery({ ...cashbackQueryOptions, enabled: data !== undefined }).data ?? null;
  const [cashbackPaid, setCashbackPaid] = useState<PlayerBonus | null>(null);
  // with no active bonus, the last one (spec §2 "last bonus block"); the history below reads the same
  const history = useBonusHistory();
  const last = lastEndedBonus(history.data);

  return (
    <div className="my-bonuses">
      {!data || !wallet || (!active && !cancelled && history.isPending) ? (
        <Skeleton variant="block" height="9rem" />
      ) : active ? (
        <ActiveBonusCard
          bonus={active}
          wallet={wallet}
          locale={locale}
          headingLevel={2}
          onCancelled={setCancelled}
        />
      ) : cancelled ? (
        <BonusCancelledNotice bonus={cancelled} wallet={wallet} locale={locale} />
      ) : last ? (
        <LastBonusCard bonus={last} wallet={wallet} locale={locale} />
      ) : (
        <EmptyState
          icon="promotions"
          title={t('promotions.bonuses.none')}
          description={t('promotions.bonuses.noneText')}
          actions={
            <PageLink to="promotions" className={buttonClassName('primary', 'md')}>
              {t('promotions.bonuses.browse')}
            </PageLink>
          }
        />
      )}
      {freeSpins && wallet ? <FreeSpinsCard bonus={freeSpins} wallet={wallet} locale={locale} /> : null}
      {cashback && wallet ? (
        <CashbackCard bonus={cashback} wallet={wallet} locale={locale} onPaid={setCashbackPaid} />
      ) : cashbackPaid?.cashback && wallet ? (
        <Alert tone="success" title={t('promotions.cashback.paidTitle')}>
          {t('promotions.cashback.paid', {
            amount: formatAmount(minor(cashbackPaid.cashback.paid), wallet, locale),
          })}
        </Alert>
      ) : null}
      <CouponEntry />
      {wallet ? <BonusHistory wallet={wallet} locale={locale} /> : null}
    </div>
  );
}
