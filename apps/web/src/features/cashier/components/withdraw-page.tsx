import type { UserDetails } from '@casino/contracts';
import { minor } from '@casino/money';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { userDetailsQueryOptions } from '../../../lib/auth';
import { useLocale } from '../../../lib/use-locale';
import { useWalletEvents } from '../../../lib/wallet-events';
import { useWithdrawals, withdrawalsQueryKeyRoot } from '../api/withdrawals';
import { formatAmount } from '../lib/format';
import type { WithdrawBonusParts } from './bonus-parts';
import { WithdrawBlocks } from './withdraw-blocks';
import { WithdrawForm } from './withdraw-form';
import { WithdrawList } from './withdraw-list';
import '../cashier.css';
import '../withdraw.css';

type WithdrawalsStatus = NonNullable<ReturnType<typeof useWithdrawals>['data']>;

export type WithdrawPageProps = {
  /** The bonuses feature's active bonus card, handed in by the app. */
  bonuses: WithdrawBonusParts;
};

/**
 * The cashier's withdrawal page for a signed-in player (/withdraw): why they may not withdraw yet,
 * or the method, destination and amount with what it costs; beside it their withdrawals, the
 * pending ones with a cancel.
 */
export function WithdrawPage({ bonuses }: WithdrawPageProps) {
  const details = useQuery(userDetailsQueryOptions);
  const status = useWithdrawals(details.data?.getUser.uniqueId);

  // an approval, payout or rejection moves the balance: show the new status without a reload (the
  // cash comes with the balance event); a deposit meanwhile may bring a bonus, which blocks
  // withdrawals: the shell reads the details again on every deposit (app/shell-features.tsx)
  useWalletEvents({ events: ['balance'], invalidate: [withdrawalsQueryKeyRoot] });

  let content: ReactNode;
  if (details.isError || status.isError) {
    content = (
      <LoadError
        onRetry={() => {
          if (details.isError) void details.refetch();
          if (status.isError) void status.refetch();
        }}
      />
    );
  } else if (!details.data || !status.data) {
    content = <WithdrawSkeleton />;
  } else {
    content = <Withdrawals details={details.data} status={status.data} bonuses={bonuses} />;
  }
  return <div className="cashier-root">{content}</div>;
}

function Withdrawals({
  details,
  status,
  bonuses,
}: {
  details: UserDetails;
  status: WithdrawalsStatus;
  bonuses: WithdrawBonusParts;
}) {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const { currencyCode, exponent } = details.userWallet;
  const wallet = useMemo(() => ({ currencyCode, exponent }), [currencyCode, exponent]);
  const cash = minor(details.userWallet.amount);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasBlocked = useRef(status.blocks.length > 0);

  // the last block lifted while the player acted on it (a bonus burnt, say): the control they used
  // is gone with the blocks, so focus goes to the panel's heading, above the form that appeared
  useEffect(() => {
    const blocked = status.blocks.length > 0;
    if (
      wasBlocked.current &&
      !blocked &&
      headingRef.current?.closest('.withdraw')?.contains(document.activeElement) === false
    ) {
      headingRef.current.focus();
    }
    wasBlocked.current = blocked;
  }, [status.blocks.length]);

  let body: ReactNode;
  if (status.blocks.length > 0) {
    body = (
      <WithdrawBlocks
        blocks={status.blocks}
        wagerLeft={minor(status.depositWagerLeft)}
        wallet={wallet}
        locale={locale}
        bonuses={bonuses}
      />
    );
  } else if (status.methods.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        icon="wallet"
        title={t('cashier.withdraw.empty.title')}
        description={t('cashier.withdraw.empty.text')}
      />
    );
  } else {
    body = (
      <WithdrawForm
        methods={status.methods}
        playerId={details.getUser.uniqueId}
        email={details.getUser.email}
        cash={cash}
        withoutKyc={status.withdrawableWithoutKyc === null ? null : minor(status.withdrawableWithoutKyc)}
        wallet={wallet}
        locale={locale}
      />
    );
  }

  return (
    <div className="withdraw">
      <section className="cashier-panel withdraw-main" aria-labelledby={`${id}-title`}>
        <header className="withdraw-main__head">
          <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="cashier-panel__title">
            {t('cashier.withdraw.title')}
          </h2>
          <p className="withdraw-main__balance">
            <span>{t('cashier.withdraw.available')}</span>{' '}
            <strong>{formatAmount(cash, wallet, locale)}</strong>
          </p>
        </header>
        {body}
      </section>
      <WithdrawList
        withdrawals={status.withdrawals}
        methods={status.methods}
        wallet={wallet}
        locale={locale}
      />
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      tone="danger"
      icon="alert"
      title={t('cashier.withdraw.load.title')}
      description={t('cashier.load.text')}
      actions={<Button onClick={onRetry}>{t('cashier.load.retry')}</Button>}
    />
  );
}

/** The page's shape while it loads: the form on one side, the list on the other. */
function WithdrawSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="withdraw" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('cashier.withdraw.load.busy')}
      </span>
      <div className="cashier-panel withdraw-main">
        <Skeleton width="45%" height="1.3rem" />
        <div className="withdraw-methods__grid">
          {Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} variant="block" className="withdraw-method__skeleton" />
          ))}
        </div>
        <Skeleton variant="block" height="3rem" />
        <Skeleton variant="block" height="3rem" />
        <Skeleton variant="block" height="7rem" />
        <Skeleton variant="block" height="3.25rem" />
      </div>
      <div className="cashier-panel withdraw-history">
        <Skeleton width="55%" height="1.3rem" />
        <Skeleton variant="block" height="5rem" />
        <Skeleton variant="block" height="5rem" />
      </div>
    </div>
  );
}
