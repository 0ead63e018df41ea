import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { AppLink, PageLink } from '../../../lib/page-link';
import { loginModalHref, signUpModalHref } from '../../../lib/page-links';
import { useIsSignedIn } from '../../../lib/session';
import { BrandLogo } from './brand-logo';
import { CategoryList } from './category-list';
import './nav-drawer.css';

export type NavDrawerProps = { id: string; open: boolean; onOpenChange: (open: boolean) => void };

/** The slide-in menu with every category; closes on Escape, the backdrop, the close button or navigation. */
export function NavDrawerDialog({ id, open, onOpenChange }: NavDrawerProps) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const lastLocation = useRef(location.key);

  useEffect(() => {
    if (lastLocation.current === location.key) return;
    lastLocation.current = location.key;
    onOpenChange(false);
  }, [location.key, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="nav-drawer__overlay" />
        <Dialog.Content id={id} className="nav-drawer" aria-describedby={undefined}>
          <div className="nav-drawer__head">
            <BrandLogo />
            <Dialog.Close className="nav-drawer__close" aria-label={t('shell.nav.closeMenu')}>
              <Icon name="close" size={22} />
            </Dialog.Close>
          </div>
          <Dialog.Title className="visually-hidden">{t('shell.nav.menuTitle')}</Dialog.Title>
          <nav className="nav-drawer__nav" aria-label={t('shell.nav.categoriesLabel')}>
            <CategoryList />
          </nav>
          <div className="nav-drawer__foot">
            {signedIn ? (
              <PageLink to="deposit" className={buttonClassName('primary', 'md')}>
                <Icon name="wallet" size={18} />
                {t('shell.nav.deposit')}
              </PageLink>
            ) : (
              <>
                <AppLink href={signUpModalHref} className={buttonClassName('primary', 'md')}>
                  {t('shell.auth.signUp')}
                </AppLink>
                <AppLink href={loginModalHref} className={buttonClassName('secondary', 'md')}>
                  {t('shell.auth.logIn')}
                </AppLink>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
