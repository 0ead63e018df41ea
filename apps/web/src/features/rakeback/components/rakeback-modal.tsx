import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { usePageNavigate } from '../../../lib/page-link';
import { RakebackCalendar } from './rakeback-calendar';

/** `?modal=rakeback` (spec §2): the calendar in its modal variant, where the carousel's "View all" leads. */
export function RakebackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      <RakebackCalendar />
    </Modal>
  );
}
