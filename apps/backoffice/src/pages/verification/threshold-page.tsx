import type { VerificationSettings } from '@casino/contracts/verification';
import { useCustom } from '@refinedev/core';
import { ErrorState, LoadingState, PermissionPage } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useCurrencies } from '../../lib/use-currencies.ts';
import { useIdentity } from '../../lib/use-identity.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ThresholdForm, ThresholdTable } from './threshold-form.tsx';
import { formCurrencies } from './threshold-values.ts';
import { VerificationTabs } from './verification-shared.tsx';
import './verification.css';

/** The threshold once the settings and the currencies (each one's exponent) are known. */
function Threshold({ settings }: { settings: VerificationSettings }) {
  const { can } = useIdentity();
  const currencies = useCurrencies();
  if (currencies.isLoading) return <LoadingState label="Loading the currencies…" />;
  const codes = formCurrencies(
    currencies.currencies.map((currency) => currency.code),
    settings,
  );
  const props = { settings, currencies: codes, exponentOf: currencies.exponentOf };
  return (
    <>
      {currencies.isError ? (
        <p className="notice notice-warn" role="alert">
          The currency list could not be loaded: amounts assume two decimals for every currency, and only the
          currencies that already have a threshold are shown.
        </p>
      ) : null}
      {can('settings.manage') ? <ThresholdForm {...props} /> : <ThresholdTable {...props} />}
    </>
  );
}

/** /verification/threshold (kyc.review to read, settings.manage to change): the KYC withdrawal threshold. */
export function ThresholdPage() {
  usePageTitle('Withdrawal threshold');
  const { query } = useCustom<{ data: VerificationSettings }>({
    url: 'verification/settings',
    method: 'get',
    queryOptions: { queryKey: queryKeys.verificationSettings },
  });
  const settings = query.data?.data.data;
  if (statusOf(query.error) === 403) return <PermissionPage title="Verification" />;

  return (
    <section className="page" aria-labelledby="verification-title">
      <header className="page-header">
        <div>
          <h1 id="verification-title">Verification</h1>
          <p className="page-subtitle">
            How much a player may withdraw before their identity must be verified.
          </p>
        </div>
      </header>
      <VerificationTabs />
      {settings ? (
        <Threshold settings={settings} />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="The withdrawal threshold could not be loaded"
        />
      ) : (
        <LoadingState label="Loading the withdrawal threshold…" />
      )}
    </section>
  );
}
