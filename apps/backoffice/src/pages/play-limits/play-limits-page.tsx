import type { PlayLimitsSettings } from '@casino/contracts/responsible-gaming';
import { useCustom } from '@refinedev/core';
import { ErrorState, LoadingState, PermissionPage } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { useCurrencies } from '../../lib/use-currencies.ts';
import { useIdentity } from '../../lib/use-identity.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { type PlayLimitsAnswer, playLimitsQueryKey, playLimitsUrl } from './play-limits-api.ts';
import { PlayLimitsForm, PlayLimitsView } from './play-limits-form.tsx';
import { formCurrencies } from './play-limits-values.ts';
import './play-limits.css';

/** The limits once the settings and the currencies (each one's exponent and name) are known. */
function PlayLimits({ settings }: { settings: PlayLimitsSettings }) {
  const { can } = useIdentity();
  const currencies = useCurrencies();
  if (currencies.isLoading) return <LoadingState label="Loading the currencies…" />;
  const codes = formCurrencies(
    currencies.currencies.map((currency) => currency.code),
    settings,
  );
  const nameOf = (code: string) =>
    currencies.currencies.find((currency) => currency.code === code)?.name ?? '';
  const props = { settings, currencies: codes, exponentOf: currencies.exponentOf, nameOf };
  return (
    <>
      {currencies.isError ? (
        <p className="notice notice-warn" role="alert">
          The currency list could not be loaded: amounts assume two decimals for every currency, and only the
          currencies that already have a limit are shown.
        </p>
      ) : null}
      {can('settings.manage') ? <PlayLimitsForm {...props} /> : <PlayLimitsView {...props} />}
    </>
  );
}

/** /play-limits (players.read to read, settings.manage to change): the operator's play limits. */
export function PlayLimitsPage() {
  usePageTitle('Play limits');
  const { query } = useCustom<PlayLimitsAnswer>({
    url: playLimitsUrl,
    method: 'get',
    queryOptions: { queryKey: playLimitsQueryKey },
  });
  const settings = query.data?.data.data;
  if (statusOf(query.error) === 403) return <PermissionPage title="Play limits" />;

  return (
    <section className="page" aria-labelledby="play-limits-title">
      <header className="page-header">
        <div>
          <h1 id="play-limits-title">Play limits</h1>
          <p className="page-subtitle">
            Responsible gaming: the limits every real-money bet keeps, per currency, whatever limits the
            player sets themselves; and from which loyalty level support may change a player’s own limits.
          </p>
        </div>
      </header>
      {settings ? (
        <PlayLimits settings={settings} />
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="The play limits could not be loaded"
        />
      ) : (
        <LoadingState label="Loading the play limits…" />
      )}
    </section>
  );
}
