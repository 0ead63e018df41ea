import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { usePageNavigate } from '../../../lib/page-link';
import type { ModalContentProps } from './modal-content-props';
import './modals.css';

/**
 * `?modal=rakeback`: the rakeback calendar in its modal variant (spec §2; the carousel's "View all"
 * opens it). The calendar itself comes with the bonuses feature through `ModalRoot`'s `contents`.
 */
export function RakebackModal({ open, onClose }: ModalContentProps) {
  const { t } = useTranslation();
  const navigate = usePageNavigate();
  return (
    <Modal
      name="rakeback"
      size="lg"
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('modal.rakeback.title')}
      description={t('modal.rakeback.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('modal.action.close')}
          </Button>
          <Button onClick={() => navigate('cashback')}>{t('modal.rakeback.open')}</Button>
        </>
      }
    >
      <p className="modal-notice">{t('modal.rakeback.unavailable')}</p>
    </Modal>
  );
}
