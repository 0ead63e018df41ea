import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { FairVerifier } from '../../features/games/play';
import { DocumentTitle } from '../../lib/document-title';
import { pageDescriptionKey, pageIcons, pageTitleKey } from './page-meta';

/** /provably-fair: the round verifier anyone can use. */
export function ProvablyFairPage() {
  const { t } = useTranslation();
  const title = t(pageTitleKey('provablyFair'));
  return (
    <div className="page">
      <DocumentTitle title={title} />
      <PageHeader
        title={title}
        icon={pageIcons.provablyFair}
        description={t(pageDescriptionKey('provablyFair'))}
      />
      <FairVerifier />
    </div>
  );
}
