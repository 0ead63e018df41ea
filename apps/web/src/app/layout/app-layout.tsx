import {
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
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

/** How long the shell waits for a frame, or an idle moment, before going on without. */
const frameWaitMs = 250;
const idleWaitMs = 1000;

/**
 * Renders its children once the first frame that shows the page is out (`after="idle"`: then an
 * idle moment too), as a transition, which React renders in slices that yield to the browser.
 * For what the visitor does not see at first (the overlays; the footer, below the first screen) and
 * what serves the visit rather than the page (the cross-cutting effects, the scroll restoration).
 * Rendered with the page, they made its first render, layout and paint one task of ~60 ms before
 * anything showed (×4 on a phone, while input waits): the footer alone is a third of the page's
 * elements, the cookie bar's size lays the page out a second time, and the restoration's first
 * scroll to the top (where a new page is anyway) lays it out inside the render. A position saved
 * for this address is still restored.
 */
function AfterFirstPaint({ after = 'frame', children }: { after?: 'frame' | 'idle'; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setPainted(true));
    let cancelNext: (() => void) | undefined;
    const next = () => {
      if (cancelNext) return;
      if (after === 'idle' && typeof requestIdleCallback === 'function') {
        const idle = requestIdleCallback(done, { timeout: idleWaitMs });
        cancelNext = () => cancelIdleCallback(idle);
      } else {
        const timer = setTimeout(done, 0);
        cancelNext = () => clearTimeout(timer);
      }
    };
    const timer = setTimeout(next, frameWaitMs);
    const frame = requestAnimationFrame(next);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      cancelNext?.();
    };
  }, [after]);
  return painted ? children : null;
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
        <AfterFirstPaint after="idle">
          <SiteFooter />
        </AfterFirstPaint>
      </div>
      <NavDrawer id={drawerId} open={menuOpen} onOpenChange={setMenuOpen} />
      <AfterFirstPaint>
        <ShellEffects />
        <ScrollRestoration />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <ShellOverlays />
      </AfterFirstPaint>
    </div>
  );
}
