import type { AppSettings, PageUrlEntry } from '@casino/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { Button } from '../components/ui/button';
import { Icon } from '../components/ui/icon';
import { Spinner } from '../components/ui/spinner';
import { AuthProvider } from '../lib/auth';
import { i18n, restOfStrings, startI18n } from '../lib/i18n';
import { preloadPages } from '../lib/lazy-page';
import { whenPageSettled } from '../lib/page-settled';
import { queryClient } from '../lib/query-client';
import type { RouteHandle } from '../lib/route-flags';
import { SettingsContext, settingsQueryOptions } from '../lib/settings';
import { createAppRouter } from './router';

/**
 * The app: providers, then start-up (settings, translations), then the router. The auth provider
 * sits outside start-up so the check of a stored token runs alongside the settings request.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <I18nextProvider i18n={i18n}>
          <Startup />
        </I18nextProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}

/**
 * Settings come first (spec §8: a settings failure is logged and stops start-up, so the visitor
 * gets a "Service Unavailable" screen with a retry instead of a broken shell); translations next.
 */
function Startup() {
  const settings = useQuery({ ...settingsQueryOptions, retry: 1 });
  const [translationsReady, setTranslationsReady] = useState(false);
  const data = settings.data;

  useEffect(() => {
    if (settings.error) console.error('Settings could not be loaded; start-up stopped.', settings.error);
  }, [settings.error]);

  useLayoutEffect(() => {
    if (data) applyShellAttributes(data);
  }, [data]);

  // the router, and the code and first data of the page the visitor opened, while the
  // translations load
  const pageUrlSetup = data?.pageUrlSetup;
  // Each in a task of its own, after the translations have started: building the router, then
  // starting the page's downloads. With the translations' start, they were one task of ~45 ms here
  // (×4 on a phone), long enough to block input.
  useEffect(() => {
    if (!pageUrlSetup) return;
    let timer = setTimeout(() => {
      const router = routerFor(pageUrlSetup);
      timer = setTimeout(() => {
        const { matches, location } = router.state;
        preloadPages(matches.map((match) => match.route.element));
        const search = new URLSearchParams(location.search);
        for (const match of matches)
          (match.route.handle as RouteHandle | undefined)?.preload?.(match.params, search);
      }, 0);
    }, 0);
    return () => clearTimeout(timer);
  }, [pageUrlSetup]);

  const started = data !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: translations start once, with the first settings
  useEffect(() => {
    if (!data) return;
    let active = true;
    void startI18n(data).finally(() => {
      // the shell's first render is the app's largest: as a transition React renders it in slices
      // that yield to the browser, instead of one long task that blocks input (TBT)
      if (active) startTransition(() => setTranslationsReady(true));
    });
    return () => {
      active = false;
    };
  }, [started]);

  // the rest of the language (start-up has the part its own code uses) for what the visitor opens
  // next; a lazy page or modal opened before then asks for it with its code
  useEffect(() => {
    if (translationsReady) return whenPageSettled(() => void restOfStrings());
  }, [translationsReady]);

  if (settings.isError && !data) {
    return <ServiceUnavailable retrying={settings.isFetching} onRetry={() => void settings.refetch()} />;
  }
  if (!data || !translationsReady) return <BootSplash />;
  return (
    <SettingsContext value={data}>
      <AppRouter pageUrlSetup={data.pageUrlSetup} />
    </SettingsContext>
  );
}

/** Theme and navigation system are attributes on <html>, so portals (menus, modals) follow them too. */
function applyShellAttributes(settings: AppSettings): void {
  const root = document.documentElement;
  root.dataset.theme = settings.theme;
  root.dataset.nav = settings.navigationSystem;
  const background = getComputedStyle(root).getPropertyValue('--color-bg').trim();
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && background) meta.content = background;
}

let cachedRouter: { setupKey: string; router: ReturnType<typeof createAppRouter> } | undefined;

/** One router per `pageUrlSetup`: its routes depend on the operator's page URLs. */
function routerFor(pageUrlSetup: readonly PageUrlEntry[]) {
  const setupKey = JSON.stringify(pageUrlSetup);
  if (cachedRouter?.setupKey !== setupKey) {
    cachedRouter?.router.dispose();
    cachedRouter = { setupKey, router: createAppRouter(pageUrlSetup) };
  }
  return cachedRouter.router;
}

function AppRouter({ pageUrlSetup }: { pageUrlSetup: readonly PageUrlEntry[] }) {
  return <RouterProvider router={routerFor(pageUrlSetup)} />;
}

/** Shown while settings and translations load. */
export function BootSplash() {
  const { t } = useTranslation();
  return (
    <div className="boot-screen">
      <Spinner size="lg" label={t('shell.common.loading')} />
    </div>
  );
}

/** Start-up stopped because the settings could not be loaded. */
export function ServiceUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <main className="boot-screen">
      <title>{t('shell.error.serviceUnavailable')}</title>
      <div className="boot-screen__card" role="alert">
        <span className="boot-screen__icon" aria-hidden="true">
          <Icon name="alert" size={30} />
        </span>
        <h1 className="boot-screen__title">{t('shell.error.serviceUnavailable')}</h1>
        <p className="boot-screen__text">{t('shell.error.serviceUnavailableText')}</p>
        <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? (
            <Spinner size="sm" label={t('shell.common.loading')} className="boot-screen__spinner" />
          ) : null}
          {t('shell.error.tryAgain')}
        </Button>
      </div>
    </main>
  );
}

/** Last resort when the shell itself fails to render: a full page, without the shell. */
export function StartupError() {
  const { t } = useTranslation();
  return (
    <main className="boot-screen">
      <title>{t('shell.error.somethingWrong')}</title>
      <div className="boot-screen__card" role="alert">
        <span className="boot-screen__icon" aria-hidden="true">
          <Icon name="alert" size={30} />
        </span>
        <h1 className="boot-screen__title">{t('shell.error.somethingWrong')}</h1>
        <p className="boot-screen__text">{t('shell.error.pageText')}</p>
        <Button onClick={() => window.location.reload()}>{t('shell.error.tryAgain')}</Button>
      </div>
    </main>
  );
}
