import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { PageLink } from '../../../lib/page-link';
import { sidePanelGroups } from '../nav-items';
import './category-list.css';

/** The side panel categories of spec §2 in their groups; used by the side panel and the drawer. */
export function CategoryList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="category-list">
      {sidePanelGroups.map((group) => (
        <div key={group.labelKey} className="category-list__group">
          <p className="category-list__heading">{t(group.labelKey)}</p>
          <ul>
            {group.items.map((item) => (
              <li key={item.page}>
                <PageLink
                  to={item.page}
                  nav
                  end
                  className="category-list__link"
                  title={t(item.labelKey)}
                  onClick={onNavigate}
                >
                  <Icon name={item.icon} size={20} />
                  <span className="category-list__label">{t(item.labelKey)}</span>
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
