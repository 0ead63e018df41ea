import type { RakebackSettingsAdmin } from '@casino/contracts/backoffice';
import { useCustom } from '@refinedev/core';
import { DateTime } from '../../components/date-time.tsx';
import { ErrorState, LoadingState, PermissionPage } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RakebackForm } from './rakeback-form.tsx';

/** Rakeback (bonuses.manage): the calendar's terms, the share of each day's net gaming revenue paid back. */
export function RakebackPage() {
  usePageTitle('Rakeback');
  const { query } = useCustom<{ data: RakebackSettingsAdmin }>({
    url: 'rakeback/settings',
    method: 'get',
    queryOptions: { queryKey: queryKeys.rakebackSettings },
  });
  const settings = query.data?.data.data;
  if (statusOf(query.error) === 403) return <PermissionPage title="Rakeback" />;

  return (
    <section className="page" aria-labelledby="rakeback-title">
      <header className="page-header">
        <div>
          <h1 id="rakeback-title">Rakeback</h1>
          <p className="page-subtitle">
            Depositors earn a share of each day’s net gaming revenue and claim it on the next two days.
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
        <RakebackForm settings={settings} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <LoadingState label="Loading the rakeback terms…" />
      )}
    </section>
  );
}
