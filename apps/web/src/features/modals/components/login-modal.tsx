import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { ModalContentProps } from './modal-content-props';
import './modals.css';

/**
 * `?modal=login` (spec §2; email verification and password reset land here). The sign-in form
 * belongs to the accounts feature, which plugs in through `ModalRoot`'s `contents`; until then the
 * frame says plainly that signing in is unavailable instead of showing a form that cannot work.
 */
export function LoginModal({ open, onClose }: ModalContentProps) {
  const { t } = useTranslation();
  return (
    <Modal
      name="login"
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('modal.login.title')}
      description={t('modal.login.description')}
      footer={<Button onClick={onClose}>{t('modal.action.close')}</Button>}
    >
      <p className="modal-notice">{t('modal.login.unavailable')}</p>
    </Modal>
  );
}
