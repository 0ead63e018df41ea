import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { usePageNavigate } from '../../../lib/page-link';
import type { ModalContentProps } from './modal-content-props';
import './modals.css';

/**
 * `?modal=linked-signup`: completing a linked account (spec §2). Closing it leads to the edit-profile
 * page, as the spec asks; the form comes with the accounts feature through `ModalRoot`'s `contents`.
 */
export function LinkedSignupModal({ open }: ModalContentProps) {
  const { t } = useTranslation();
  const navigate = usePageNavigate();
  const toProfile = () => navigate('editProfile');
  return (
    <Modal
      name="linked-signup"
      open={open}
      onOpenChange={(next) => (next ? undefined : toProfile())}
      title={t('modal.linkedSignup.title')}
      description={t('modal.linkedSignup.description')}
      footer={<Button onClick={toProfile}>{t('modal.linkedSignup.profile')}</Button>}
    >
      <p className="modal-notice">{t('modal.linkedSignup.unavailable')}</p>
    </Modal>
  );
}
