import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo';
import { CategoryList } from './category-list';
import './side-panel.css';

/**
 * The persistent left panel of the "panel" navigation system: full width on wide screens, an icon
 * rail below the menu-collapse width (1450 px), and hidden on phones where the drawer takes over.
 */
export function SidePanel() {
  const { t } = useTranslation();
  return (
    <aside className="side-panel">
      <div className="side-panel__inner">
        <div className="side-panel__brand">
          <BrandLogo className="side-panel__logo" />
          <BrandLogo compact className="side-panel__logo-compact" />
        </div>
        <nav className="side-panel__nav" aria-label={t('shell.nav.categoriesLabel')}>
          <CategoryList />
        </nav>
      </div>
    </aside>
  );
}
