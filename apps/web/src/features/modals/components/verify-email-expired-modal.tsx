import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { ModalContentProps } from './modal-content-props';
import { StatusMark } from './status-mark';
import './modals.css';

/** `?modal=verify-email-expired`: where an expired verification link redirects (spec §2). */
export function VerifyEmailExpiredModal({ open, onClose, onOpenModal }: ModalContentProps) {
  const { t } = useTranslation();
  return (
    <Modal
      name="verify-email-expired"
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      mark={<StatusMark tone="warning" />}
      title={t('modal.verifyEmailExpired.title')}
      description={t('modal.verifyEmailExpired.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('modal.action.close')}
          </Button>
          <Button onClick={() => onOpenModal('login')}>{t('modal.verifyEmailExpired.login')}</Button>
        </>
      }
    >
      <p className="modal-text">{t('modal.verifyEmailExpired.help')}</p>
    </Modal>
  );
}
