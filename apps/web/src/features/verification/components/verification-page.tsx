import type { KycEvent } from '@casino/contracts';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, type AlertTone } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useVerification } from '../api/get-verification';
import { useKycEvents } from '../hooks/use-kyc-events';
import { DocumentHistory } from './document-history';
import { KycStatusPanel } from './kyc-status-panel';
import { RequirementCard } from './requirement-card';
import './verification.css';

const newsTones: Record<KycEvent['status'], AlertTone> = {
  approved: 'success',
  rejected: 'danger',
  requested: 'warning',
  pending: 'info',
};

/**
 * Verification (/profile/verify, /account/verification, /profile2/verification; spec §2 "Verify
 * account"): the account's status, one card per document needed with the way to send it (the camera
 * for an identity document and a selfie, a file for the others) and every document sent. A
 * reviewer's decision arrives as a `kyc` event: the page reads itself again and says what changed.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const verification = useVerification();
  const [news, setNews] = useState<Pick<KycEvent, 'kind' | 'status'> | null>(null);
  useKycEvents(useCallback((event: Pick<KycEvent, 'kind' | 'status'>) => setNews(event), []));

  if (!verification.data) {
    if (verification.isError)
      return (
        <EmptyState
          tone="danger"
          icon="alertCircle"
          headingLevel={3}
          title={t('verification.error.title')}
          description={t('verification.error.text')}
          actions={
            <Button onClick={() => void verification.refetch()} disabled={verification.isFetching}>
              {t('verification.error.retry')}
            </Button>
          }
        />
      );
    return <VerificationSkeleton />;
  }

  const overview = verification.data;
  return (
    <div className="kyc" data-testid="verification">
      {news ? (
        <Alert tone={newsTones[news.status]}>
          {t(`verification.news.${news.status}`, {
            document: t(`verification.kind.${news.kind}.name`),
          })}
        </Alert>
      ) : null}
      <KycStatusPanel overview={overview} />
      <Requirements overview={overview} />
      <DocumentHistory documents={overview.documents} />
    </div>
  );
}

function Requirements({ overview }: { overview: NonNullable<ReturnType<typeof useVerification>['data']> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="kyc-requirements" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="kyc-section-title">
        {t('verification.requirements.title')}
      </h3>
      <ul className="kyc-requirements__list">
        {overview.requirements.map((requirement) => (
          <RequirementCard key={requirement.kind} requirement={requirement} />
        ))}
      </ul>
    </section>
  );
}

/** The page's shape while it is read: the status, then the document cards. */
function VerificationSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="kyc" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('verification.loading')}
      </p>
      <div className="kyc-status kyc-skeleton">
        <Skeleton variant="circle" width="3rem" height="3rem" />
        <div className="kyc-status__body">
          <Skeleton width="30%" />
          <Skeleton width="50%" height="1.4rem" />
          <Skeleton width="85%" />
        </div>
      </div>
      <ul className="kyc-requirements__list">
        {['identity', 'selfie', 'address', 'card'].map((key) => (
          <li key={key} className="kyc-req kyc-skeleton">
            <Skeleton width="55%" height="1.2rem" />
            <Skeleton width="95%" />
            <Skeleton width="80%" />
            <Skeleton variant="block" width="9rem" height="2.75rem" />
          </li>
        ))}
      </ul>
    </div>
  );
}
