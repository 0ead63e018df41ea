import type { PageKey } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { casinoTabs, SectionTabs } from '../../features/navigation';
import { DocumentTitle } from '../../lib/document-title';
import { pageIcons, pageTitleKey } from './page-meta';

/** A game category (/casino, /casino/slots, ...): its title, the category tabs and its games. */
export function CategoryPage({ pageKey }: { pageKey: PageKey }) {
  const { t } = useTranslation();
  const title = t(pageTitleKey(pageKey));
  return (
    <div className="page">
      <DocumentTitle title={title} />
      <PageHeader title={title} icon={pageIcons[pageKey]} />
      <SectionTabs items={casinoTabs} label={t('shell.nav.gameCategoriesLabel')} />
      {/* The game catalogue arrives with the games module; until then the honest answer is "none". */}
      <EmptyState
        icon="gamepad"
        title={t('shell.error.noGames')}
        description={t('shell.category.emptyText')}
      />
    </div>
  );
}
