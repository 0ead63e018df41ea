import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../lib/page-link';
import { useSettings } from '../../../lib/settings';
import { footerCasinoLinks, footerPolicyLinks, footerRewardLinks, type NavItem } from '../nav-items';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import './site-footer.css';

function LinkColumn({
  titleKey,
  items,
}: {
  titleKey: string;
  items: Array<Pick<NavItem, 'page' | 'labelKey'>>;
}) {
  const { t } = useTranslation();
  return (
    <nav className="site-footer__column" aria-label={t(titleKey)}>
      <h2 className="site-footer__heading">{t(titleKey)}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.page}>
            <PageLink to={item.page} className="site-footer__link">
              {t(item.labelKey)}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Footer: brand, link columns (policy pages included), language, the 18+ responsible gambling notice. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { brandName } = useSettings();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <BrandLogo />
            <p className="site-footer__tagline">{t('shell.footer.tagline', { brandName })}</p>
            <LanguageSwitcher />
          </div>
          <LinkColumn titleKey="shell.footer.casino" items={footerCasinoLinks} />
          <LinkColumn titleKey="shell.footer.rewards" items={footerRewardLinks} />
          <LinkColumn titleKey="shell.footer.legal" items={footerPolicyLinks} />
        </div>
        <div className="site-footer__notice">
          <span className="site-footer__age" role="img" aria-label={t('shell.footer.ageLabel')}>
            18+
          </span>
          <p>
            {t('shell.footer.responsibleNotice')}{' '}
            <PageLink to="responsibleGambling" className="site-footer__inline-link">
              {t('shell.footer.responsibleLink')}
            </PageLink>
          </p>
        </div>
        <p className="site-footer__copyright">{t('shell.footer.copyright', { year, brandName })}</p>
      </div>
    </footer>
  );
}
