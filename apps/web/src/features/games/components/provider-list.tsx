import { useTranslation } from 'react-i18next';
import './games.css';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { AppLink, usePageHref } from '../../../lib/page-link';
import { useProviders } from '../api/list-providers';

/** The providers page: every studio with games here, each opening its games in the lobby. */
export function ProviderList() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useProviders();
  const casinoHref = usePageHref('casino') ?? '/casino';
  if (isError) return <EmptyState icon="providers" title={t('shell.error.dataLoading')} />;
  if (isPending) return <Skeleton variant="block" height="6rem" />;
  if (data.length === 0) return <EmptyState icon="providers" title={t('games.providers.empty')} />;
  return (
    <ul className="provider-list">
      {data.map((provider) => (
        <li key={provider.slug}>
          <AppLink
            className="provider-list__item"
            href={`${casinoHref}?provider=${encodeURIComponent(provider.slug)}`}
          >
            <span className="provider-list__name">{provider.name}</span>
            <span className="provider-list__count">
              {t('games.providers.count', { count: provider.gamesCount })}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
