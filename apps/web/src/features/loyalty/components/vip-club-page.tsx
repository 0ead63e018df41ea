import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useIsSignedIn } from '../../../lib/session';
import { useVipClub } from '../api/vip-club';
import { Heading, type SectionHeadingLevel } from './parts';
import { VipHistory } from './vip-history';
import { VipHowToEarn, VipLadder } from './vip-ladder';
import { VipJoinCard, VipProgressCard } from './vip-progress-card';
import './vip-club.css';

/**
 * The VIP club (/vip-club for everyone, /profile2/vip-club in the profile area): a player's level and
 * progress, or for a visitor an invitation to sign up; how points are earned; the ladder of levels with
 * their perks; and the player's history. `headingLevel` is that of its sections' headings.
 */
export function VipClubPage({ headingLevel = 2 }: { headingLevel?: SectionHeadingLevel }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const club = useVipClub();

  if (!club.data) {
    if (club.isError)
      return (
        <EmptyState
          tone="danger"
          icon="alertCircle"
          headingLevel={headingLevel}
          title={t('loyalty.error.title')}
          description={t('loyalty.error.text')}
          actions={
            <Button onClick={() => void club.refetch()} disabled={club.isFetching}>
              {t('loyalty.error.retry')}
            </Button>
          }
        />
      );
    return <VipClubSkeleton />;
  }

  const { levels, rate, player, history } = club.data;
  return (
    <div className="vip-club">
      <div className="vip-club__top">
        {player ? (
          <VipProgressCard levels={levels} player={player} headingLevel={headingLevel} />
        ) : signedIn ? null : (
          <VipJoinCard levels={levels} headingLevel={headingLevel} />
        )}
        <VipHowToEarn rate={rate} headingLevel={headingLevel} />
      </div>
      {levels.length > 0 ? (
        <VipLadder levels={levels} player={player} headingLevel={headingLevel} />
      ) : (
        <section className="vip-section">
          <Heading level={headingLevel} className="vip-section__title">
            {t('loyalty.ladder.title')}
          </Heading>
          <p className="vip-section__intro">{t('loyalty.ladder.empty')}</p>
        </section>
      )}
      {player ? <VipHistory history={history} levels={levels} headingLevel={headingLevel} /> : null}
    </div>
  );
}

/** The page's shape while the club is read: the top cards and the ladder's levels. */
function VipClubSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="vip-club" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('loyalty.loading')}
      </p>
      <div className="vip-club__top">
        <div className="vip-card vip-skeleton">
          <Skeleton variant="circle" width="3.5rem" height="3.5rem" />
          <Skeleton width="40%" height="1.6rem" />
          <Skeleton width="100%" height="0.75rem" />
          <Skeleton width="60%" />
        </div>
        <div className="vip-card vip-skeleton">
          <Skeleton width="50%" height="1.2rem" />
          <Skeleton width="85%" />
          <Skeleton width="70%" />
        </div>
      </div>
      <div className="vip-ladder" style={{ '--vip-columns': 5 } as CSSProperties}>
        {['a', 'b', 'c', 'd', 'e'].map((key) => (
          <Skeleton key={key} variant="block" height="13rem" />
        ))}
      </div>
    </div>
  );
}
