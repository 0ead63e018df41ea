import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { usePageNavigate } from '../../../lib/page-link';
import type { ModalContentProps } from './modal-content-props';
import './modals.css';

/**
 * `?modal=calendar`: the daily bonus calendar (spec §2 Screens). The 4-week grid comes with the
 * bonuses feature through `ModalRoot`'s `contents`; this frame leads to the promotions meanwhile.
 */
export function CalendarModal({ open, onClose }: ModalContentProps) {
  const { t } = useTranslation();
  const navigate = usePageNavigate();
  return (
    <Modal
      name="calendar"
      size="lg"
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('modal.calendar.title')}
      description={t('modal.calendar.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('modal.action.close')}
          </Button>
          <Button onClick={() => navigate('promotions')}>{t('modal.calendar.promotions')}</Button>
        </>
      }
    >
      <p className="modal-notice">{t('modal.calendar.unavailable')}</p>
    </Modal>
  );
}
