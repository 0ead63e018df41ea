import type { PaymentMethodAdmin } from '@casino/contracts/backoffice';
import { useList } from '@refinedev/core';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx';
import { useCurrencies } from '../../lib/use-currencies.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PaymentMethodForm } from './payment-method-form.tsx';

function BackLink() {
  return (
    <p className="back-link">
      <Link to="/payment-methods">← Payment methods</Link>
    </p>
  );
}

/** One method's edit form (there is no single-method read: the list has them all). */
export function PaymentMethodPage() {
  const { id: rawId = '' } = useParams();
  const id = /^\d+$/.test(rawId) ? Number(rawId) : null;
  const { query, result } = useList<PaymentMethodAdmin>({
    resource: 'payment-methods',
    pagination: { mode: 'off' },
  });
  const currencies = useCurrencies();
  const method = id === null ? undefined : result.data.find((item) => item.id === id);
  usePageTitle(method ? `${method.title} · Payment methods` : 'Payment method');

  if (!method) {
    return (
      <section className="page">
        <BackLink />
        <h1>Payment method</h1>
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.isLoading ? (
          <LoadingState label="Loading the payment method…" />
        ) : (
          <EmptyState title="There is no payment method with this ID.">
            <Link to="/payment-methods">See all payment methods</Link>
          </EmptyState>
        )}
      </section>
    );
  }

  return (
    <section className="page" aria-labelledby="payment-method-title">
      <BackLink />
      <header className="page-header">
        <div>
          <h1 id="payment-method-title">{method.title}</h1>
          <p className="page-subtitle">
            <code>{method.name}</code> · {method.kind} · ID {method.id}
            {method.withdrawalExist ? ' · pays out withdrawals' : ''}
          </p>
        </div>
      </header>
      {currencies.isLoading ? (
        <LoadingState label="Loading the currencies…" />
      ) : (
        <>
          {currencies.isError ? (
            <p className="notice notice-warn" role="alert">
              The currency list could not be loaded: limits assume two decimals for every currency.
            </p>
          ) : null}
          <PaymentMethodForm key={method.id} method={method} exponentOf={currencies.exponentOf} />
        </>
      )}
    </section>
  );
}
