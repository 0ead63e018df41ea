import type { Payment } from '@casino/contracts';
import { formatMoney, minor } from '@casino/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { bcp47 } from '../../../lib/i18n';
import { liveSearchParams } from '../../../lib/search-params';
import { claimChallenge, useConfirmThreeDs } from '../api/confirm-three-ds';
import { readChallengeParams, withoutChallengeParams } from '../lib/three-ds-return';
import type { CashierModalProps } from './cashier-modals';
import { PaymentMethodFacts } from './payment-method-facts';
import { StatusMark } from './status-mark';
import './deposit-modals.css';

/**
 * `?modal=deposit-3ds-success`: the bank confirmed the card (3-D Secure). With PaReq and MD in the
 * query the result is posted to the server once (spec §4), both leave the address, and the modal
 * says whether the deposit was credited.
 */
export function Deposit3dsSuccessModal({ open, onClose, method }: CashierModalProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const challenge = readChallengeParams(searchParams);
  const paReq = challenge?.PaReq;
  const md = challenge?.MD;
  const confirm = useConfirmThreeDs();
  const { mutate } = confirm;

  useEffect(() => {
    if (!open || !paReq || !md) return;
    if (claimChallenge(md)) mutate({ PaReq: paReq, MD: md });
    // posted (now or before): a reload or a shared link must not carry the result again
    setSearchParams(() => withoutChallengeParams(liveSearchParams()), {
      replace: true,
      preventScrollReset: true,
    });
  }, [open, paReq, md, mutate, setSearchParams]);

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
      <div className="cashier-modal__stack">
        <p className="cashier-modal__text">{t('modal.deposit3dsSuccess.message')}</p>
        {confirm.isPending ? (
          <p className="cashier-modal__progress">
            <Spinner size="sm" label={t('modal.deposit3dsSuccess.confirming')} />
            <span aria-hidden="true">{t('modal.deposit3dsSuccess.confirming')}</span>
          </p>
        ) : null}
        {confirm.isSuccess ? <DepositOutcome payment={confirm.data} /> : null}
        {confirm.isError ? (
          <Alert tone="danger">
            {confirm.error instanceof ApiError
              ? t('modal.deposit3dsSuccess.error', { message: confirm.error.message })
              : t('modal.deposit3dsSuccess.errorUnknown')}
          </Alert>
        ) : null}
        {method ? <PaymentMethodFacts method={method} /> : null}
      </div>
    </Modal>
  );
}

const failedStatuses = new Set<Payment['status']>(['failed', 'declined', 'cancelled']);

/** What became of the deposit: credited, still in progress, or closed without money. */
function DepositOutcome({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const details = useQuery(userDetailsQueryOptions);
  const wallet = details.data?.userWallet;
  // the deposit is in the wallet's currency; until the details are there, two decimals is the norm
  const exponent = wallet?.currencyCode === payment.currency ? wallet.exponent : 2;
  const locale = bcp47(i18n.resolvedLanguage ?? i18n.language ?? 'en');
  let amount = payment.amount;
  try {
    amount = formatMoney(minor(payment.amount), exponent, payment.currency, locale);
  } catch {
    // not a whole number of minor units: show it as the server sent it
  }

  if (payment.status === 'completed')
    return <Alert tone="success">{t('modal.deposit3dsSuccess.completed', { amount })}</Alert>;
  if (failedStatuses.has(payment.status))
    return (
      <Alert tone="danger">
        {t('modal.deposit3dsSuccess.notCompleted', {
          amount,
          status: t(`modal.deposit3dsSuccess.status.${payment.status}`),
        })}
      </Alert>
    );
  return <Alert tone="info">{t('modal.deposit3dsSuccess.processing', { amount })}</Alert>;
}
