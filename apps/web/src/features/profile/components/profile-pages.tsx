import './profile.css';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { setAccessToken } from '../../../lib/api-client';
import { useAuth, userDetailsQueryOptions } from '../../../lib/auth';
import { AccountSettings } from './account-settings';
import { ProfileOverview, ProfileOverviewSkeleton } from './profile-overview';
import { ProfileSummary, ProfileSummarySkeleton } from './profile-summary';

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={3}
      tone="danger"
      icon="alert"
      title={t('profile.errors.loadTitle')}
      description={t('profile.errors.load')}
      actions={<Button onClick={onRetry}>{t('profile.actions.retry')}</Button>}
    />
  );
}

/** /profile: the player's overview. */
export function ProfileOverviewPage() {
  const details = useQuery(userDetailsQueryOptions);
  if (details.isPending) return <ProfileOverviewSkeleton />;
  if (details.isError) return <LoadError onRetry={() => void details.refetch()} />;
  return <ProfileOverview details={details.data} />;
}

/**
 * The edit-profile screen (/profile/edit-profile, /account, /profile2/my-profile). The newer profile
 * area has no overview page of its own, so there it starts with the player's identity card.
 */
export function EditProfilePage({ withSummary = false }: { withSummary?: boolean }) {
  const details = useQuery(userDetailsQueryOptions);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const onSignedOutEverywhere = useCallback(async () => {
    // the server already ended this session too: forget the token first, so signing out here
    // does not send a logout the server would refuse
    setAccessToken(null);
    await signOut('USER_INITIATED');
    // signed out here too: offer the way back in
    navigate({ search: '?modal=login' }, { replace: true });
  }, [signOut, navigate]);

  if (details.isPending) return withSummary ? <ProfileSummarySkeleton /> : <ProfileOverviewSkeleton />;
  if (details.isError) return <LoadError onRetry={() => void details.refetch()} />;
  return (
    <div className="profile-page">
      {withSummary ? <ProfileSummary details={details.data} /> : null}
      <AccountSettings details={details.data} onSignedOutEverywhere={onSignedOutEverywhere} />
    </div>
  );
}
