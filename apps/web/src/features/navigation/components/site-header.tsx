import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { AppLink, PageLink } from '../../../lib/page-link';
import { loginModalHref, signUpModalHref } from '../../../lib/page-links';
import { useIsSignedIn } from '../../../lib/session';
import { useSettings } from '../../../lib/settings';
import { useActivePage } from '../hooks/use-active-page';
import { headerLinks } from '../nav-items';
import { BrandLogo } from './brand-logo';
import {
  BalanceButtonContent,
  OnDemandMenu,
  ProfileButtonContent,
  useFormattedBalance,
} from './header-menu-buttons';
import './site-header.css';
import { withAllStrings } from '../../../lib/i18n';

// The balance and account menus (on Radix's dropdown) are a chunk of their own, fetched when the
// player reaches for one of their buttons (OnDemandMenu): a guest's lobby never downloads them, and
// a player's page does not wait behind them. The buttons themselves are drawn at once.
const loadPlayerMenus = () => withAllStrings(import('./player-menus'));
const BalanceMenu = lazy(() => loadPlayerMenus().then((m) => ({ default: m.BalanceMenu })));
const ProfileMenu = lazy(() => loadPlayerMenus().then((m) => ({ default: m.ProfileMenu })));

const allHeaderPages = headerLinks.map((item) => item.page);
const narrowHeaderPages = headerLinks.filter((item) => !item.wide).map((item) => item.page);

export type SiteHeaderProps = {
  /** Opens the navigation drawer. */
  onOpenMenu: () => void;
  menuOpen: boolean;
  /** Id of the drawer, for `aria-controls`. */
  menuId: string;
};

/**
 * The top bar. Basic navigation: menu button, logo, section links and account actions. Panel
 * navigation: the side panel holds the logo and links, so the bar is slimmer (spec §2).
 */
export function SiteHeader({ onOpenMenu, menuOpen, menuId }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { navigationSystem } = useSettings();
  const signedIn = useIsSignedIn();
  const basic = navigationSystem === 'basic';
  const activePage = useActivePage(allHeaderPages);
  // Below the menu-collapse width the "wide" links are hidden; their parent section stands in.
  const collapsedActivePage = useActivePage(narrowHeaderPages);

  return (
    <header
      className={`site-header site-header--${navigationSystem}${signedIn ? '' : ' site-header--guest'}`}
    >
      <div className="site-header__inner">
        <button
          type="button"
          className="site-header__menu-button"
          aria-label={t('shell.nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
        >
          <Icon name="menu" size={22} />
        </button>
        <BrandLogo className="site-header__logo" />
        {basic ? (
          <nav className="site-header__nav" aria-label={t('shell.nav.mainLabel')}>
            <ul>
              {headerLinks.map((item) => {
                const classes = ['site-header__link'];
                if (item.page === activePage) classes.push('active');
                else if (item.page === collapsedActivePage)
                  classes.push('site-header__link--collapsed-active');
                return (
                  <li key={item.page} className={item.wide ? 'site-header__nav-item--wide' : undefined}>
                    <PageLink
                      to={item.page}
                      className={classes.join(' ')}
                      aria-current={item.page === activePage ? 'page' : undefined}
                    >
                      {t(item.labelKey)}
                    </PageLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        <div className="site-header__actions">
          {signedIn ? (
            <>
              <BalanceButton />
              <PageLink to="deposit" className={buttonClassName('primary', 'sm', 'site-header__deposit')}>
                <Icon name="wallet" size={18} />
                <span>{t('shell.nav.deposit')}</span>
              </PageLink>
              <OnDemandMenu
                menu={ProfileMenu}
                load={loadPlayerMenus}
                className="profile-menu__trigger"
                label={t('shell.nav.accountMenu')}
              >
                <ProfileButtonContent />
              </OnDemandMenu>
            </>
          ) : (
            <>
              <PageLink
                to="promotions"
                className={buttonClassName('ghost', 'sm', 'site-header__promo')}
                aria-label={t('shell.nav.promo')}
              >
                <Icon name="promotions" size={18} />
                <span className="site-header__promo-label" aria-hidden="true">
                  {t('shell.nav.promo')}
                </span>
              </PageLink>
              <AppLink href={loginModalHref} className={buttonClassName('secondary', 'sm')}>
                {t('shell.auth.logIn')}
              </AppLink>
              <AppLink href={signUpModalHref} className={buttonClassName('primary', 'sm')}>
                {t('shell.auth.signUp')}
              </AppLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

/** The header balance: the total, live; opening it shows cash and bonus with links. */
function BalanceButton() {
  const { t } = useTranslation();
  const balance = useFormattedBalance();
  if (!balance) return null;
  return (
    <OnDemandMenu
      menu={BalanceMenu}
      load={loadPlayerMenus}
      className="balance-widget"
      label={t('wallet.balance.open', { total: balance.total })}
    >
      <BalanceButtonContent total={balance.total} />
    </OnDemandMenu>
  );
}
