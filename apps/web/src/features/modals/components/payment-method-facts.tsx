import { useTranslation } from 'react-i18next';
import { formatMethodName } from '../modal-params';
import './modals.css';

/** The payment method named by `met`, as a labelled fact. */
export function PaymentMethodFacts({ method }: { method: string }) {
  const { t } = useTranslation();
  return (
    <dl className="modal-facts">
      <dt>{t('modal.deposit.method')}</dt>
      <dd>{formatMethodName(method)}</dd>
    </dl>
  );
}
