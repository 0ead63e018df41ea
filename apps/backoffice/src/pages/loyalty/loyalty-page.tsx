import type { LoyaltyAdmin } from '@casino/contracts/loyalty';
import { useCustom } from '@refinedev/core';
import { DateTime } from '../../components/date-time.tsx';
import { ErrorState, LoadingState, PermissionPage } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useCurrencies } from '../../lib/use-currencies.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { LadderForm } from './ladder-form.tsx';
import { formCurrencies } from './ladder-form-values.ts';
import { RatesForm } from './rates-form.tsx';

/** The forms once the terms and the currencies (each one's exponent) are known. */
function LoyaltyForms({ settings }: { settings: LoyaltyAdmin }) {
  const currencies = useCurrencies();
  if (currencies.isLoading) return <LoadingState label="Loading the currencies…" />;
  const codes = formCurrencies(
    currencies.currencies.map((currency) => currency.code),
    settings,
  );
  return (
    <>
      {currencies.isError ? (
        <p className="notice notice-warn" role="alert">
          The currency list could not be loaded: amounts assume two decimals for every currency, and only the
          currencies already in use are shown.
        </p>
      ) : null}
      <LadderForm settings={settings} currencies={codes} exponentOf={currencies.exponentOf} />
      <RatesForm settings={settings} currencies={codes} exponentOf={currencies.exponentOf} />
    </>
  );
}

/** Loyalty (loyalty.manage): the ladder of levels with their perks, and the stake that earns a point. */
export function LoyaltyPage() {
  usePageTitle('Loyalty');
  const { query } = useCustom<{ data: LoyaltyAdmin }>({
    url: 'loyalty',
    method: 'get',
    queryOptions: { queryKey: queryKeys.loyaltySettings },
  });
  const settings = query.data?.data.data;
  if (statusOf(query.error) === 403) return <PermissionPage title="Loyalty" />;

  return (
    <section className="page" aria-labelledby="loyalty-title">
      <header className="page-header">
        <div>
          <h1 id="loyalty-title">Loyalty</h1>
          <p className="page-subtitle">
            Real-money stakes earn points and xp; xp climbs the ladder, and each level brings its perks.
            {settings ? (
              <>
                {' '}
                Last changed <DateTime value={settings.updatedAt} />.
              </>
            ) : null}
          </p>
        </div>
      </header>
      {settings ? (
        <LoyaltyForms settings={settings} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <LoadingState label="Loading the loyalty terms…" />
      )}
    </section>
  );
}
