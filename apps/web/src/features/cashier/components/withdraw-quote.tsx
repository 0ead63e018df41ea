import type { WithdrawalMethod, WithdrawalQuoteQuery } from '@casino/contracts';
import { minor } from '@casino/money';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useWithdrawalQuote } from '../api/withdrawals';
import { formatAmount, type WalletCurrency } from '../lib/format';
import { feeRateText } from '../lib/withdraw';

/** How long typing must pause before the calculator asks the server. */
export const quoteDebounceMs = 300;

/** `value`, once it has stayed the same for `delayMs`. */
function useDebouncedValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export type WithdrawQuoteProps = {
  playerId: string;
  method: WithdrawalMethod;
  /** What to ask; null while the amount or network is not yet usable. */
  query: WithdrawalQuoteQuery | null;
  wallet: WalletCurrency;
  locale: string;
};

/**
 * The calculator (spec §3 Withdrawal): the amount, the method's fee, the network fee for crypto
 * and what the player receives, asked of the server once typing pauses. When the amount does not
 * cover the fees the server's words say so.
 */
export function WithdrawQuote({ playerId, method, query, wallet, locale }: WithdrawQuoteProps) {
  const { t } = useTranslation();
  const id = useId();
  const key = query ? JSON.stringify(query) : '';
  const settledKey = useDebouncedValue(key, quoteDebounceMs);
  const settled = settledKey === key ? query : null;
  const quote = useWithdrawalQuote(playerId, settled);
  const waiting = query !== null && (settled === null || quote.isFetching);
  const failed = settled !== null && quote.isError && !quote.isFetching;
  // while the next answer loads the last one stays, dimmed
  const shown = query !== null && !failed ? quote.data : undefined;
  const money = (value: string | undefined) =>
    value === undefined ? '—' : formatAmount(minor(value), wallet, locale);

  let message: string | null = null;
  if (failed) {
    const error = quote.error;
    message =
      error instanceof ApiError && error.errorCode === 'WITHDRAWAL_CALCULATION_ERROR'
        ? error.message
        : t('cashier.withdraw.quote.failed');
  } else if (query === null) {
    message = t('cashier.withdraw.quote.hint');
  }

  return (
    <section
      className={`withdraw-quote${waiting ? ' withdraw-quote--busy' : ''}`}
      aria-labelledby={`${id}-title`}
      aria-busy={waiting || undefined}
    >
      <h3 id={`${id}-title`} className="withdraw-quote__title">
        {t('cashier.withdraw.quote.title')}
      </h3>
      <dl className="withdraw-quote__rows">
        <div className="withdraw-quote__row">
          <dt>{t('cashier.withdraw.quote.amount')}</dt>
          <dd>{money(shown?.amount)}</dd>
        </div>
        <div className="withdraw-quote__row">
          <dt>
            {method.feeRateBp > 0
              ? t('cashier.withdraw.quote.feeRate', { rate: feeRateText(method.feeRateBp, locale) })
              : t('cashier.withdraw.quote.fee')}
          </dt>
          <dd>{money(shown?.fee)}</dd>
        </div>
        {method.kind === 'crypto' ? (
          <div className="withdraw-quote__row">
            <dt>{t('cashier.withdraw.quote.networkFee')}</dt>
            <dd>{money(shown?.networkFee)}</dd>
          </div>
        ) : null}
        <div className="withdraw-quote__row withdraw-quote__row--total">
          <dt>{t('cashier.withdraw.quote.receive')}</dt>
          <dd>{money(shown?.receiveAmount)}</dd>
        </div>
      </dl>
      {message ? (
        <p
          className={`withdraw-quote__note${failed ? ' withdraw-quote__note--error' : ''}`}
          role={failed ? 'alert' : undefined}
        >
          {message}
        </p>
      ) : null}
    </section>
  );
}
