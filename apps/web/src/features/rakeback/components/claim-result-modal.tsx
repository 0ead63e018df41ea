import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';

export type ClaimResult = { kind: 'paid'; amount: string } | { kind: 'failed'; reason?: string };

/**
 * The claim's answer (spec §8): on success rakeback.claim.title and rakeback.claim.text with [AA]
 * replaced by the amount and its currency code, button OK; on failure (no amount, a negative one, or
 * an error) rakeback.error.claim.title and rakeback.error.claim.text, button button.cancel.deposit.text.
 */
export function ClaimResultModal({ result, onClose }: { result: ClaimResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const paid = result?.kind === 'paid';
  return (
    <Modal
      name={paid ? 'rakeback-claimed' : 'rakeback-claim-failed'}
      size="sm"
      open={result !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      mark={
        <span className={`rakeback-claim__mark rakeback-claim__mark--${paid ? 'paid' : 'failed'}`}>
          <Icon name={paid ? 'check' : 'alert'} size={26} />
        </span>
      }
      title={paid ? t('rakeback.claim.title') : t('rakeback.error.claim.title')}
      description={
        result?.kind === 'paid'
          ? t('rakeback.claim.text').replace('[AA]', result.amount)
          : t('rakeback.error.claim.text')
      }
      footer={
        <Button onClick={onClose} variant={paid ? 'primary' : 'secondary'}>
          {paid ? t('rakeback.claim.ok') : t('button.cancel.deposit.text')}
        </Button>
      }
    >
      {result?.kind === 'failed' && result.reason ? (
        <p className="rakeback-claim__reason">{result.reason}</p>
      ) : null}
    </Modal>
  );
}
