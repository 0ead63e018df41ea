import type { BonusOfferAdmin } from '@casino/contracts/backoffice';
import { useList } from '@refinedev/core';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx';
import { useCurrencies } from '../../lib/use-currencies.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { BonusOfferForm, NewBonusOfferForm } from './bonus-offer-form.tsx';
import type { OffersListState } from './bonus-offers-page.tsx';
import { depositNumberText } from './offer-form-values.ts';

function BackLink() {
  return (
    <p className="back-link">
      <Link to="/bonus-offers">← Bonus offers</Link>
    </p>
  );
}

/** The form once the currencies (each one's exponent) are known; without them, two decimals. */
function WithCurrencies({ children }: { children: (exponentOf: (currency: string) => number) => ReactNode }) {
  const currencies = useCurrencies();
  if (currencies.isLoading) return <LoadingState label="Loading the currencies…" />;
  return (
    <>
      {currencies.isError ? (
        <p className="notice notice-warn" role="alert">
          The currency list could not be loaded: amounts assume two decimals for every currency.
        </p>
      ) : null}
      {children(currencies.exponentOf)}
    </>
  );
}

export function NewBonusOfferPage() {
  usePageTitle('New bonus offer');
  const navigate = useNavigate();
  return (
    <section className="page" aria-labelledby="new-bonus-offer-title">
      <BackLink />
      <header className="page-header">
        <div>
          <h1 id="new-bonus-offer-title">New bonus offer</h1>
          <p className="page-subtitle">A bonus players pick with a deposit, or take without one.</p>
        </div>
      </header>
      <WithCurrencies>
        {(exponentOf) => (
          <NewBonusOfferForm
            exponentOf={exponentOf}
            onCreated={(offer) =>
              navigate('/bonus-offers', {
                state: {
                  notice: `Created “${offer.title}”${
                    offer.isActive ? ': players see it within 30 seconds.' : ' (inactive).'
                  }`,
                } satisfies OffersListState,
              })
            }
          />
        )}
      </WithCurrencies>
    </section>
  );
}

/** One offer's edit form (there is no single-offer read: the list has them all). */
export function BonusOfferPage() {
  const { id: rawId = '' } = useParams();
  const id = /^\d+$/.test(rawId) ? Number(rawId) : null;
  const { query, result } = useList<BonusOfferAdmin>({
    resource: 'bonus-offers',
    pagination: { mode: 'off' },
  });
  const offer = id === null ? undefined : result.data.find((item) => item.id === id);
  usePageTitle(offer ? `${offer.title} · Bonus offers` : 'Bonus offer');

  if (!offer) {
    return (
      <section className="page">
        <BackLink />
        <h1>Bonus offer</h1>
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.isLoading ? (
          <LoadingState label="Loading the bonus offer…" />
        ) : (
          <EmptyState title="There is no bonus offer with this ID.">
            <Link to="/bonus-offers">See all bonus offers</Link>
          </EmptyState>
        )}
      </section>
    );
  }

  return (
    <section className="page" aria-labelledby="bonus-offer-title">
      <BackLink />
      <header className="page-header">
        <div>
          <h1 id="bonus-offer-title">{offer.title}</h1>
          <p className="page-subtitle">
            <code>{offer.key}</code> · {depositNumberText(offer.depositNumber)} · ID {offer.id} ·{' '}
            {offer.isActive ? 'Active' : 'Inactive'}
          </p>
        </div>
      </header>
      <WithCurrencies>
        {(exponentOf) => <BonusOfferForm key={offer.id} offer={offer} exponentOf={exponentOf} />}
      </WithCurrencies>
    </section>
  );
}
