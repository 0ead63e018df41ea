import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOptionalAuth } from '../../../lib/auth';
import { PageLink } from '../../../lib/page-link';
import { readAgain } from '../../../lib/wallet-events';
import { referralsQueryKeyRoot, useReferrals } from '../api/get-referrals';
import { FriendsList } from './friends-list';
import { ReferralLinkCard } from './referral-link-card';
import { ReferralOffer, ReferralStats } from './referral-offer';
import './referrals.css';

/**
 * Refer a friend (/profile2/refer-a-friend): the offer in the player's currency, their link to copy or
 * share, their counts and the friends who signed up with it. The page is read again when the player's
 * balance changes (a reward paid, a deposit), and every minute for friends' wagering.
 */
export function ReferAFriendPage() {
  const { t } = useTranslation();
  const referrals = useReferrals();
  useReadAgainOnBalanceChange();

  if (!referrals.data) {
    if (referrals.isError)
      return (
        <EmptyState
          tone="danger"
          icon="alertCircle"
          headingLevel={3}
          title={t('referrals.error.title')}
          description={t('referrals.error.text')}
          actions={
            <Button onClick={() => void referrals.refetch()} disabled={referrals.isFetching}>
              {t('referrals.error.retry')}
            </Button>
          }
        />
      );
    return <ReferralsSkeleton />;
  }

  const overview = referrals.data;
  return (
    <div className="referrals" data-testid="referrals">
      {!overview.enabled ? (
        <Alert tone="warning" title={t('referrals.paused.title')}>
          {t('referrals.paused.text')}
        </Alert>
      ) : !overview.eligible ? (
        <Alert
          tone="info"
          title={t('referrals.depositors.title')}
          actions={
            <PageLink to="deposit" className={buttonClassName('primary', 'sm')}>
              {t('referrals.depositors.action')}
            </PageLink>
          }
        >
          {t('referrals.depositors.text')}
        </Alert>
      ) : null}
      <div className="referrals__top">
        <ReferralOffer overview={overview} />
        <ReferralLinkCard code={overview.code} />
      </div>
      <ReferralStats overview={overview} />
      <FriendsList friends={overview.friends} eligible={overview.eligible} />
    </div>
  );
}

/**
 * Reads the overview again when the player's balance changes: a reward paid or a first deposit (which
 * makes them eligible). The balance, not the `credit` event: the socket connects once the page has
 * settled, and a reward paid before that reaches the page only as the balance it greets with.
 */
function useReadAgainOnBalanceChange() {
  const queryClient = useQueryClient();
  const total = useOptionalAuth()?.user?.userWallet.totalAmount;
  const previous = useRef(total);
  useEffect(() => {
    const before = previous.current;
    previous.current = total;
    if (before === undefined || total === undefined || before === total) return;
    void readAgain(queryClient, referralsQueryKeyRoot);
  }, [total, queryClient]);
}

/** The page's shape while it is read: the offer and the link, the counts, the friends. */
function ReferralsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="referrals" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('referrals.loading')}
      </p>
      <div className="referrals__top">
        <div className="referrals-card referrals-skeleton">
          <Skeleton width="60%" height="1.6rem" />
          <Skeleton width="90%" />
          <Skeleton width="75%" />
          <Skeleton width="50%" />
        </div>
        <div className="referrals-card referrals-skeleton">
          <Skeleton width="40%" height="1.2rem" />
          <Skeleton variant="block" width="100%" height="2.75rem" />
          <Skeleton width="70%" />
        </div>
      </div>
      <div className="referrals-stats">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} variant="block" height="4.5rem" />
        ))}
      </div>
    </div>
  );
}
