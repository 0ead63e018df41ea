import type { ReferralSettings } from '@casino/contracts/referrals';
import { useCustom } from '@refinedev/core';
import { ErrorState, LoadingState, PermissionPage } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useCurrencies } from '../../lib/use-currencies.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ReferralList } from './referral-list.tsx';
import { ReferralSettingsForm } from './referral-settings-form.tsx';
import { formCurrencies } from './referral-settings-values.ts';
import './referrals.css';

/** The terms' form once the terms and the currencies (each one's exponent) are known. */
function SettingsForm({ settings }: { settings: ReferralSettings }) {
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
      <ReferralSettingsForm settings={settings} currencies={codes} exponentOf={currencies.exponentOf} />
    </>
  );
}

/** Referrals (referrals.manage): refer-a-friend's terms, and the friends players brought with their rewards. */
export function ReferralsPage() {
  usePageTitle('Referrals');
  const { query } = useCustom<{ data: ReferralSettings }>({
    url: 'referrals/settings',
    method: 'get',
    queryOptions: { queryKey: queryKeys.referralSettings },
  });
  const settings = query.data?.data.data;
  if (statusOf(query.error) === 403) return <PermissionPage title="Referrals" />;

  return (
    <section className="page" aria-labelledby="referrals-title">
      <header className="page-header">
        <div>
          <h1 id="referrals-title">Referrals</h1>
          <p className="page-subtitle">
            Players invite friends with their referral link; a friend who deposits and wagers enough earns the
            referrer a reward, once. Sign-ups from the referrer’s device or network, and friends paying with
            the referrer’s card, do not count.
          </p>
        </div>
      </header>
      {settings ? (
        <SettingsForm settings={settings} />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="The refer-a-friend terms could not be loaded"
        />
      ) : (
        <LoadingState label="Loading the refer-a-friend terms…" />
      )}
      <ReferralList />
    </section>
  );
}
