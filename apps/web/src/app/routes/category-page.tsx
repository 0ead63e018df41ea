import type { GameCategorySlug, PageKey } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { GameBrowser, GameLobby } from '../../features/games';
import { casinoTabs, SectionTabs } from '../../features/navigation';
import { DocumentTitle } from '../../lib/document-title';
import { pageIcons, pageTitleKey } from './page-meta';

const categoryOf: Partial<Record<PageKey, GameCategorySlug>> = {
  slots: 'slots',
  liveCasino: 'live-casino',
  popular: 'popular',
};

/** A game category (/casino/slots, ...) or the lobby (/casino): its title, the category tabs and its games. */
export function CategoryPage({ pageKey }: { pageKey: PageKey }) {
  const { t } = useTranslation();
  const title = t(pageTitleKey(pageKey));
  const category = categoryOf[pageKey];
  return (
    <div className="page">
      <DocumentTitle title={title} />
      <PageHeader title={title} icon={pageIcons[pageKey]} />
      <SectionTabs items={casinoTabs} label={t('shell.nav.gameCategoriesLabel')} />
      {category ? <GameBrowser key={category} category={category} /> : <GameLobby />}
    </div>
  );
}
