import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { PageLink } from '../../../lib/page-link';
import { footerPolicyLinks } from '../nav-items';
import './policy-nav.css';

/** The list of policy pages beside a policy text. */
export function PolicyNav() {
  const { t } = useTranslation();
  return (
    // named apart from the footer's "Legal" column, so the two landmarks can be told apart
    <nav className="policy-nav" aria-label={t('shell.policy.navLabel')}>
      <h2 className="policy-nav__heading">{t('shell.footer.legal')}</h2>
      <ul>
        {footerPolicyLinks.map((item) => (
          <li key={item.page}>
            <PageLink to={item.page} nav end className="policy-nav__link">
              <span>{t(item.labelKey)}</span>
              <Icon name="chevronRight" size={16} />
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
