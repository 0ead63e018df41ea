import type { UserProfile } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useResendVerificationEmail } from '../api/resend-verification-email';

/**
 * The email's verification status with "Resend verification email" while unverified. Verified
 * players see nothing here: the badge next to their email says it.
 */
export function EmailVerification({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const resend = useResendVerificationEmail();

  if (profile.isEmailVerified) return null;
  if (!profile.email) {
    return <Alert tone="info">{t('profile.email.missing')}</Alert>;
  }

  const failure = resend.error instanceof ApiError ? resend.error.message : t('profile.errors.generic');
  return (
    <div className="profile-email" aria-live="polite">
      {resend.isSuccess ? (
        <Alert tone="success" title={t('profile.email.sentTitle')}>
          {t('profile.email.sentText', { email: profile.email })}
        </Alert>
      ) : (
        <Alert
          tone="warning"
          title={t('profile.email.unverifiedTitle')}
          actions={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => resend.mutate()}
              disabled={resend.isPending}
              aria-busy={resend.isPending || undefined}
            >
              {resend.isPending ? t('profile.email.sending') : t('profile.email.resend')}
            </Button>
          }
        >
          {t('profile.email.unverifiedText', { email: profile.email })}
        </Alert>
      )}
      {resend.isError ? <Alert tone="danger">{failure}</Alert> : null}
    </div>
  );
}

/** "Verified" or "Not verified" next to an email. */
export function EmailBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`profile-badge profile-badge--${verified ? 'success' : 'warning'}`}>
      {verified ? t('profile.email.verified') : t('profile.email.notVerified')}
    </span>
  );
}
