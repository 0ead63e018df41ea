import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { useAuth } from '../../../lib/auth';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { useAuthModals } from '../hooks/use-auth-modals';
import { apiErrorMessage } from '../lib/api-errors';
import { PendingButton } from './pending-button';

/**
 * `?modal=verify-email-expired` (spec §2): where an expired verification link lands. Guests are sent
 * to log in; a signed-in player gets "Send a new link" right here.
 */
export function VerifyEmailExpiredModal({ open }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const { openModal, closeModal } = useAuthModals();
  const resend = useResendVerificationEmail();
  const signedIn = auth.isAuthenticated;
  const verified = auth.user?.getUser.isEmailVerified ?? false;

  return (
    <Modal
      name="verify-email-expired"
      open={open}
      onOpenChange={(next) => (next ? undefined : closeModal())}
      mark={
        <span className="acc-status-mark">
          <Icon name="mail" size={26} />
        </span>
      }
      title={t('modal.verifyEmailExpired.title')}
      description={t('modal.verifyEmailExpired.description')}
      footer={
        <>
          <Button variant="secondary" onClick={closeModal}>
            {t('modal.action.close')}
          </Button>
          {signedIn ? (
            verified || resend.isSuccess ? null : (
              <PendingButton
                pending={resend.isPending}
                pendingLabel={t('accounts.verifyEmail.sending')}
                onClick={() => resend.mutate()}
              >
                {t('accounts.verifyEmail.sendNew')}
              </PendingButton>
            )
          ) : (
            <Button onClick={() => openModal('login')}>{t('modal.verifyEmailExpired.login')}</Button>
          )}
        </>
      }
    >
      <div className="acc-form">
        <p className="acc-form__lead">
          {signedIn ? t('accounts.verifyEmail.signedInHelp') : t('modal.verifyEmailExpired.help')}
        </p>
        {resend.isSuccess ? <Alert tone="success">{t('accounts.verifyEmail.sent')}</Alert> : null}
        {resend.isError ? <Alert tone="danger">{apiErrorMessage(t, resend.error)}</Alert> : null}
      </div>
    </Modal>
  );
}
