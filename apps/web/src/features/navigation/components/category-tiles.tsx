import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { PageLink } from '../../../lib/page-link';
import type { NavItem } from '../nav-items';
import './category-tiles.css';

const lobbyTiles: NavItem[] = [
  { page: 'slots', labelKey: 'shell.nav.slots', icon: 'slots' },
  { page: 'liveCasino', labelKey: 'shell.nav.liveCasino', icon: 'live' },
  { page: 'popular', labelKey: 'shell.nav.popular', icon: 'popular' },
  { page: 'providers', labelKey: 'shell.nav.providers', icon: 'providers' },
  { page: 'tournaments', labelKey: 'shell.nav.tournaments', icon: 'tournaments' },
  { page: 'promotions', labelKey: 'shell.nav.promotions', icon: 'promotions' },
  { page: 'vipClub', labelKey: 'shell.nav.vipClub', icon: 'vip' },
  { page: 'cashback', labelKey: 'shell.nav.calendar', icon: 'calendar' },
];

/** The lobby's large category shortcuts. */
export function CategoryTiles({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  return (
    <ul className="category-tiles" aria-labelledby={headingId}>
      {lobbyTiles.map((item, index) => (
        <li key={item.page}>
          <PageLink to={item.page} className={`category-tile category-tile--${(index % 6) + 1}`}>
            <span className="category-tile__icon">
              <Icon name={item.icon} size={26} />
            </span>
            <span className="category-tile__label">{t(item.labelKey)}</span>
            <Icon name="chevronRight" size={18} className="category-tile__arrow" />
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
