import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { ProviderList } from '../../features/games';
import { DocumentTitle } from '../../lib/document-title';
import { pageIcons, pageTitleKey } from './page-meta';

/** /providers: the studios whose games the casino offers. */
export function ProvidersPage() {
  const { t } = useTranslation();
  const title = t(pageTitleKey('providers'));
  return (
    <div className="page">
      <DocumentTitle title={title} />
      <PageHeader title={title} icon={pageIcons.providers} />
      <ProviderList />
    </div>
  );
}
