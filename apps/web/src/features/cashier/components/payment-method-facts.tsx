import { useTranslation } from 'react-i18next';
import { formatMethodName } from '../lib/methods';
import './deposit-modals.css';

/** The payment method named by `met`, as a labelled fact. */
export function PaymentMethodFacts({ method }: { method: string }) {
  const { t } = useTranslation();
  return (
    <dl className="cashier-modal__facts">
      <dt>{t('modal.deposit.method')}</dt>
      <dd>{formatMethodName(method)}</dd>
    </dl>
  );
}
