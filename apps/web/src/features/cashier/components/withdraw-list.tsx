import type { Payment, WithdrawalMethod } from '@casino/contracts';
import { minor } from '@casino/money';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useCancelWithdrawal } from '../api/withdrawals';
import { formatAmount, type WalletCurrency } from '../lib/format';
import { withdrawalStatusTone } from '../lib/withdraw';

export type WithdrawListProps = {
  /** Newest first, as the server lists them. */
  withdrawals: readonly Payment[];
  /** For the methods' titles; a withdrawal may use a method no longer offered. */
  methods: readonly WithdrawalMethod[];
  wallet: WalletCurrency;
  locale: string;
};

/**
 * The player's withdrawals, newest first, each with its date, method, destination, amounts and
 * status; one still pending can be cancelled after a confirm, and its amount returns to cash.
 */
export function WithdrawList({ withdrawals, methods, wallet, locale }: WithdrawListProps) {
  const { t } = useTranslation();
  const id = useId();
  const cancel = useCancelWithdrawal();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<Payment | null>(null);
  const [failure, setFailure] = useState<{ paymentId: string; message: string } | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (value: string) => formatAmount(minor(value), wallet, locale);
  const titleOf = (name: string) => methods.find((method) => method.name === name)?.title ?? name;

  const confirmCancel = (payment: Payment) => {
    setFailure(null);
    setCancelled(null);
    cancel.mutate(payment.id, {
      onSuccess: (result) => {
        setConfirming(null);
        setCancelled(result);
        requestAnimationFrame(() => doneRef.current?.focus());
      },
      onError: (error) => {
        setConfirming(null);
        const inProgress = error instanceof ApiError && error.errorCode === 'WITHDRAWAL_IN_PROGRESS';
        setFailure({
          paymentId: payment.id,
          message: inProgress
            ? t('cashier.withdraw.list.inProgress')
            : error instanceof ApiError && error.message
              ? error.message
              : t('cashier.withdraw.list.cancelFailed'),
        });
      },
    });
  };

  return (
    <section className="cashier-panel withdraw-history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cashier-panel__title">
        {t('cashier.withdraw.list.title')}
      </h2>
      {cancelled ? (
        <div ref={doneRef} tabIndex={-1} className="cashier-focus-target">
          <Alert tone="success">
            {t('cashier.withdraw.list.cancelled', { amount: money(cancelled.amount) })}
          </Alert>
        </div>
      ) : null}
      {withdrawals.length === 0 ? (
        <p className="withdraw-history__empty">{t('cashier.withdraw.list.empty')}</p>
      ) : (
        <ul className="withdraw-history__list">
          {withdrawals.map((payment) => (
            <WithdrawalItem
              key={payment.id}
              payment={payment}
              title={titleOf(payment.method)}
              date={dates.format(new Date(payment.createdAt))}
              money={money}
              confirming={confirming === payment.id}
              cancelling={cancel.isPending && cancel.variables === payment.id}
              error={failure?.paymentId === payment.id ? failure.message : null}
              onCancel={() => {
                setFailure(null);
                setConfirming(payment.id);
              }}
              onKeep={() => setConfirming(null)}
              onConfirm={() => confirmCancel(payment)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function WithdrawalItem({
  payment,
  title,
  date,
  money,
  confirming,
  cancelling,
  error,
  onCancel,
  onKeep,
  onConfirm,
}: {
  payment: Payment;
  title: string;
  date: string;
  money: (value: string) => string;
  confirming: boolean;
  cancelling: boolean;
  error: string | null;
  onCancel: () => void;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const { receiveAmount, destination } = payment.details;

  // focus follows the step: into the confirm when it opens, back to "Cancel" when it closes
  useEffect(() => {
    if (confirming) {
      asked.current = true;
      confirmRef.current?.focus();
    } else if (asked.current) {
      asked.current = false;
      cancelRef.current?.focus();
    }
  }, [confirming]);

  return (
    <li className="withdraw-item" data-status={payment.status}>
      <div className="withdraw-item__head">
        <span id={`${id}-summary`} className="withdraw-item__title">
          <span className="withdraw-item__method">{title}</span>{' '}
          <span className="withdraw-item__amount">{money(payment.amount)}</span>
        </span>
        <span className={`withdraw-badge withdraw-badge--${withdrawalStatusTone[payment.status]}`}>
          {t(`cashier.withdraw.status.${payment.status}`)}
        </span>
      </div>
      <dl className="withdraw-item__details">
        {destination ? (
          <div>
            <dt>{t('cashier.withdraw.list.destination')}</dt>
            <dd className="withdraw-item__destination">{destination}</dd>
          </div>
        ) : null}
        {receiveAmount ? (
          <div>
            <dt>{t('cashier.withdraw.list.receive')}</dt>
            <dd>{money(receiveAmount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cashier.withdraw.list.date')}</dt>
          <dd>
            <time dateTime={payment.createdAt}>{date}</time>
          </dd>
        </div>
      </dl>
      {error ? <p className="withdraw-item__error">{error}</p> : null}
      {payment.status === 'pending' ? (
        confirming ? (
          <div className="withdraw-item__confirm">
            <p id={`${id}-confirm`} className="withdraw-item__question">
              {t('cashier.withdraw.list.confirm', { amount: money(payment.amount) })}
            </p>
            <div className="withdraw-item__actions">
              {/* native buttons where focus is moved to them: the design system's Button takes no ref */}
              <button
                ref={confirmRef}
                type="button"
                className={buttonClassName('primary', 'sm')}
                aria-describedby={`${id}-confirm`}
                disabled={cancelling}
                onClick={onConfirm}
              >
                {cancelling ? <span className="cashier-form__spinner" aria-hidden="true" /> : null}
                <span>{t('cashier.withdraw.list.confirmYes')}</span>
              </button>
              <Button variant="ghost" size="sm" disabled={cancelling} onClick={onKeep}>
                {t('cashier.withdraw.list.confirmNo')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="withdraw-item__actions">
            <button
              ref={cancelRef}
              type="button"
              className={buttonClassName('secondary', 'sm')}
              aria-describedby={`${id}-summary`}
              onClick={onCancel}
            >
              {t('cashier.withdraw.list.cancel')}
            </button>
          </div>
        )
      ) : null}
    </li>
  );
}
