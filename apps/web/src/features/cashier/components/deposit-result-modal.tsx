import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { usePageNavigate, usePageTarget } from '../../../lib/page-link';
import { withQueryParam } from '../../../lib/search-params';
import { useLogAlternativeMethod } from '../api/log-alternative-method';
import { alternativeMethodOf, type DepositResultName, depositResults } from '../lib/deposit-results';
import type { CashierModalProps } from './cashier-modals';
import { PaymentMethodFacts } from './payment-method-facts';
import { StatusMark } from './status-mark';
import './deposit-modals.css';

/** The query parameter through which the deposit page learns which method to preselect. */
const depositMethodParam = 'method';

/**
 * The deposit result modals (spec §2, §4): success, failed, return, decline, cancel and pending, each
 * with its own title and message and the payment method of `met`. Unsuccessful ones offer the same
 * method again and another method; choosing another method is logged (spec §4).
 */
export function DepositResultModal({
  name,
  open,
  onClose,
  method,
}: CashierModalProps & { name: DepositResultName }) {
  const { t } = useTranslation();
  const result = depositResults[name];
  const navigate = useNavigate();
  const navigateToPage = usePageNavigate();
  const depositTarget = usePageTarget('deposit');
  const logAlternative = useLogAlternativeMethod();

  const retry = () => {
    if (method && depositTarget.kind === 'route') {
      navigate(withQueryParam(depositTarget.href, depositMethodParam, method));
    } else {
      navigateToPage('deposit');
    }
  };
  // the deposit page opens on the alternative when it is offered to the player, else on its default
  const chooseAnother = () => {
    logAlternative.mutate({ modal: name, method });
    if (depositTarget.kind === 'route') {
      navigate(withQueryParam(depositTarget.href, depositMethodParam, alternativeMethodOf(method)));
    } else {
      navigateToPage('deposit');
    }
  };

  const footer = (
    <>
      {result.offersAlternative ? (
        <Button variant="secondary" onClick={chooseAnother}>
          {t('modal.deposit.anotherMethod')}
        </Button>
      ) : null}
      {result.offersRetry ? (
        <Button onClick={retry}>{t('modal.deposit.retry')}</Button>
      ) : (
        <Button onClick={onClose}>{t('modal.action.ok')}</Button>
      )}
    </>
  );

  return (
    <Modal
      name={name}
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      mark={<StatusMark tone={result.tone} />}
      title={t(result.titleKey)}
      description={t(result.messageKey)}
      footer={footer}
    >
      {method ? <PaymentMethodFacts method={method} /> : null}
    </Modal>
  );
}
