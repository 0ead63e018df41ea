import type { AppSettings } from '@casino/contracts/settings';
import { useCustom } from '@refinedev/core';
import { ErrorState, LoadingState, PermissionPage } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useCurrencies } from '../../lib/use-currencies.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { SettingsForm } from './settings-form.tsx';

export function SettingsPage() {
  usePageTitle('Settings');
  const { query } = useCustom<{ data: AppSettings }>({
    url: 'settings',
    method: 'get',
    queryOptions: { queryKey: queryKeys.settings },
  });
  const currencies = useCurrencies();
  const settings = query.data?.data.data;
  if (statusOf(query.error) === 403) return <PermissionPage title="Settings" />;

  return (
    <section className="page" aria-labelledby="settings-title">
      <header className="page-header">
        <div>
          <h1 id="settings-title">Settings</h1>
          <p className="page-subtitle">
            What every player’s app uses: brand, registration, sessions, payments.
          </p>
        </div>
      </header>
      {settings ? (
        <SettingsForm
          settings={settings}
          currencies={currencies.currencies.map((currency) => currency.code)}
        />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <LoadingState label="Loading the settings…" />
      )}
    </section>
  );
}
