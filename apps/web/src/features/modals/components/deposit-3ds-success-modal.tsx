import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { ModalContentProps } from './modal-content-props';
import { PaymentMethodFacts } from './payment-method-facts';
import { StatusMark } from './status-mark';
import './modals.css';

/** `?modal=deposit-3ds-success`: the bank confirmed the card (3-D Secure); the deposit completes next. */
export function Deposit3dsSuccessModal({ open, onClose, method }: ModalContentProps) {
  const { t } = useTranslation();
  return (
    <Modal
      name="deposit-3ds-success"
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      mark={<StatusMark tone="success" />}
      title={t('modal.deposit3dsSuccess.title')}
      description={t('modal.deposit3dsSuccess.description')}
      footer={<Button onClick={onClose}>{t('modal.action.ok')}</Button>}
    >
      <p className="modal-text">{t('modal.deposit3dsSuccess.message')}</p>
      {method ? <PaymentMethodFacts method={method} /> : null}
    </Modal>
  );
}
