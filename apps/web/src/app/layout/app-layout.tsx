import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { NavDrawer, SidePanel, SiteFooter, SiteHeader } from '../../features/navigation';
import { useSettings } from '../../lib/settings';
import { ShellContentGate, ShellEffects, ShellOverlays } from '../shell-features';

/** A page's code or data is on its way. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading">
      <Spinner size="lg" label={t('shell.common.loading')} />
    </div>
  );
}

/** After a client navigation, focus moves to the main landmark so screen readers start at the new page. */
function useFocusMainOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/**
 * React Router's scroll restoration, from the second render on: on its first it scrolls to the
 * top (where a new page is anyway), which lays out the whole page inside the first render's task;
 * a render later the page is laid out already. A position saved for this address is still restored.
 */
function ScrollRestorationAfterFirstPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted ? <ScrollRestoration /> : null;
}

/** The shell around every page: header, side panel or drawer, main content, footer and overlays. */
export function AppLayout() {
  const { t } = useTranslation();
  const { navigationSystem } = useSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const drawerId = useId();
  const main = useRef<HTMLElement>(null);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  useFocusMainOnNavigation(main);

  return (
    <div className={`app-shell app-shell--${navigationSystem}`}>
      <ShellEffects />
      <a className="skip-link" href="#main">
        {t('shell.nav.skipToContent')}
      </a>
      {navigationSystem === 'panel' ? <SidePanel /> : null}
      <div className="app-shell__body">
        <SiteHeader onOpenMenu={openMenu} menuOpen={menuOpen} menuId={drawerId} />
        <main id="main" ref={main} tabIndex={-1} className="app-main">
          <ShellContentGate>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ShellContentGate>
        </main>
        <SiteFooter />
      </div>
      <NavDrawer id={drawerId} open={menuOpen} onOpenChange={setMenuOpen} />
      <ShellOverlays />
      <ScrollRestorationAfterFirstPaint />
    </div>
  );
}
