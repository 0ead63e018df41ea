import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { PageLink } from '../../../lib/page-link';
import type { NavItem } from '../nav-items';
import './section-tabs.css';

export type SectionTabsProps = {
  items: NavItem[];
  /** Accessible name of the navigation landmark. */
  label: string;
  className?: string;
};

/**
 * A row of links styled as tabs (category tabs, profile sub-navigation). They are links, not ARIA
 * tabs, because each one is its own page; the current one carries `aria-current="page"`.
 */
export function SectionTabs({ items, label, className }: SectionTabsProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On a narrow screen the row scrolls sideways: bring the current tab into view. A new row shows
  // the first tab already; asking for sizes then would lay out the whole page inside the first
  // render's task.
  const placed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the current page changes
  useLayoutEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    const first = !placed.current;
    placed.current = true;
    if (!row || !current || (first && row.firstElementChild?.contains(current))) return;
    if (row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav className={['section-tabs', className].filter(Boolean).join(' ')} aria-label={label}>
      <ul ref={list}>
        {items.map((item) => (
          <li key={item.page}>
            <PageLink to={item.page} nav end className="section-tabs__link">
              <Icon name={item.icon} size={18} />
              <span>{t(item.labelKey)}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
