import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { writeCookie } from '../../lib/cookies';
import { usePageHref } from '../../lib/page-link';
import { useRouteFlags } from '../../lib/route-flags';
import { useSettings } from '../../lib/settings';
import { browserStorage } from '../../lib/storage';
import { consentChangeEvent, hasConsent, recordConsent, shouldShowCookieBar } from './consent';
import './cookie-consent-bar.css';

/**
 * The consent as last read: reading document.cookie is a synchronous round trip to the browser
 * process, and React reads a store again on every render and on subscribing. Read again after a
 * change this tab broadcasts or another tab's storage event.
 */
let lastRead: boolean | undefined;

function subscribe(onChange: () => void): () => void {
  const changed = () => {
    lastRead = undefined;
    onChange();
  };
  window.addEventListener(consentChangeEvent, changed);
  // another tab accepting hides the bar here too
  window.addEventListener('storage', changed);
  return () => {
    window.removeEventListener(consentChangeEvent, changed);
    window.removeEventListener('storage', changed);
  };
}

const readConsent = () => {
  lastRead ??= hasConsent(browserStorage(), document.cookie);
  return lastRead;
};

/**
 * The cookie notice of spec §4: a compact bar at the bottom until the visitor accepts, shown only
 * when `settings.cookiesPopup` is on and never on game or play pages.
 */
export function CookieConsentBar() {
  const { t } = useTranslation();
  const { cookiesPopup } = useSettings();
  const { hideCookieNotice } = useRouteFlags();
  const accepted = useSyncExternalStore(subscribe, readConsent, () => true);
  const privacyHref = usePageHref('privacyPolicy') ?? '/privacy-policy';
  const visible = shouldShowCookieBar({ cookiesPopup, accepted, hideCookieNotice });
  const barRef = useRef<HTMLElement>(null);

  useReservedSpace(barRef, visible);

  const accept = useCallback(() => {
    recordConsent({
      store: browserStorage(),
      writeCookie,
      broadcast: (value) => window.dispatchEvent(new CustomEvent(consentChangeEvent, { detail: { value } })),
    });
  }, []);

  if (!visible) return null;
  return (
    <section ref={barRef} className="cookie-bar" aria-label={t('cookies.label')}>
      <div className="cookie-bar__inner">
        <p className="cookie-bar__text">
          <Trans
            i18nKey="cookies.message"
            components={{
              policy: (
                // biome-ignore lint/a11y/useAnchorContent: Trans fills the anchor with the translated text
                <a
                  className="cookie-bar__link"
                  href={privacyHref}
                  target="_blank"
                  rel="noopener noreferrer"
                />
              ),
            }}
          />
          <span className="cookie-bar__visually-hidden"> {t('cookies.newTab')}</span>
        </p>
        <Button className="cookie-bar__accept" onClick={accept}>
          {t('cookies.acceptAll')}
        </Button>
      </div>
    </section>
  );
}

/**
 * While the bar is shown the page gets matching bottom padding, so the footer and the last row of
 * content can still be scrolled into view above it.
 */
function useReservedSpace(barRef: React.RefObject<HTMLElement | null>, visible: boolean): void {
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!visible || !bar) return;
    const root = document.documentElement;
    // the observer reports the bar's size once the page is laid out (before it is painted) and on
    // every change; reading offsetHeight here would lay out the whole page inside this render
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? bar.offsetHeight;
      root.style.setProperty('--cookie-bar-height', `${Math.ceil(height)}px`);
    });
    root.setAttribute('data-cookie-bar', '');
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeAttribute('data-cookie-bar');
      root.style.removeProperty('--cookie-bar-height');
    };
  }, [barRef, visible]);
}
