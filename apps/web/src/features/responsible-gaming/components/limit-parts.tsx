import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextInput, type TextInputProps } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { usedPercent } from '../lib/limit-amount';

/**
 * A limit section's data: a skeleton while it loads (or while `ready` is false: the player's
 * currency is not known yet), "Could not load your limits" with Retry when it fails, else the
 * content. Data that is already on screen stays when a later refetch fails.
 */
export function LimitsQueryView<T>({
  query,
  ready = true,
  rows = 3,
  children,
}: {
  query: UseQueryResult<T>;
  ready?: boolean;
  /** How many rows the skeleton draws. */
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined && ready) return children(query.data);
  if (query.isError) {
    return (
      <Alert
        tone="danger"
        title={t('responsibleGaming.limits.loadError')}
        actions={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            aria-busy={query.isFetching || undefined}
          >
            {t('responsibleGaming.limits.retry')}
          </Button>
        }
      >
        {t('responsibleGaming.limits.loadErrorText')}
      </Alert>
    );
  }
  return (
    <div className="rg-loading" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('responsibleGaming.limits.loading')}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={index} className="rg-loading__row">
          <Skeleton width="40%" />
          <Skeleton variant="block" height="2.75rem" />
        </div>
      ))}
    </div>
  );
}

/**
 * How much of a limit is used: the words ("Deposited €20.00 of €50.00"), the share in percent and
 * a bar that turns amber from 80 % and red when the limit is reached.
 */
export function LimitUsage({
  used,
  limit,
  label,
  id,
}: {
  used: string;
  limit: string;
  label: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const generated = useId();
  const textId = id ?? `${generated}-usage`;
  const percent = usedPercent(used, limit) ?? 0;
  const level = percent >= 100 ? 'full' : percent >= 80 ? 'high' : 'ok';
  return (
    <div className={`rg-usage rg-usage--${level}`}>
      <div className="rg-usage__text">
        <span id={textId}>{label}</span>
        <span className="rg-usage__percent" aria-hidden="true">
          {t('responsibleGaming.limits.percent', { percent })}
        </span>
      </div>
      <div
        className="rg-usage__bar"
        role="progressbar"
        aria-labelledby={textId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label} (${t('responsibleGaming.limits.percent', { percent })})`}
      >
        <span className="rg-usage__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** A money input in major units, with the currency after the amount. */
export function AmountInput({ currency, className, ...rest }: TextInputProps & { currency: string }) {
  return (
    <span className="rg-amount">
      <TextInput
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className={['rg-amount__input', className].filter(Boolean).join(' ')}
        {...rest}
      />
      <span className="rg-amount__currency" aria-hidden="true">
        {currency}
      </span>
    </span>
  );
}
