import type { LogEventInput } from '@casino/contracts';
import { timing } from '@casino/contracts/validations';
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { bootData } from '../../lib/boot';
import { whenPageSettled } from '../../lib/page-settled';
import { useSettings } from '../../lib/settings';
import { browserStorage, writeJson } from '../../lib/storage';
import { attributableCampaign, readTrackingParams, trackingStorageKeys } from '../../lib/tracking';
import { logEvent, postLogEventBeforeLeaving } from './api/log-event';
import {
  buildLogEvent,
  captureAffiliate,
  captureTrackingParams,
  claimVisit,
  pageIdentity,
  readHistory,
  recordNavigation,
  visitKey,
} from './tracking-rules';

/**
 * Keeps cpnc, mkt, pid and the affiliate referral of the address the visitor arrived at, called in
 * main.tsx before the first render: a visitor who moves on before the shell's first effect runs
 * keeps them. The affiliate's parameter names come from the settings the server wrote into the
 * page; without them (Vite's dev server) `useTracking` keeps the referral once settings are in.
 */
export function captureLandingParams(): void {
  const now = Date.now();
  const local = browserStorage('local');
  const query = new URLSearchParams(window.location.search);
  captureTrackingParams(local, query, now);
  const settings = bootData()?.settings;
  if (!settings) return;
  captureAffiliate(
    local,
    query,
    { keyParam: settings.affiliateKeyQueryParameter, tokenParam: settings.affiliateTokenQueryParameter },
    now,
  );
}

/**
 * Spec §4 Tracking, called once in the layout: keeps cpnc, mkt, pid and the affiliate referral from
 * the URL, sends a visit event at most once per 30 minutes, keeps the last 5 pages, and logs a page
 * view 300 ms after each navigation (a redirect within that time logs only where it lands).
 */
export function useTracking(): void {
  const location = useLocation();
  const replace = useNavigationType() === 'REPLACE';
  const { affiliateKeyQueryParameter, affiliateTokenQueryParameter } = useSettings();
  const page = pageIdentity(location.pathname, location.search);

  useEffect(() => {
    const now = Date.now();
    const local = browserStorage('local');
    const session = browserStorage('session');
    const query = new URL(page, window.location.origin).searchParams;

    captureTrackingParams(local, query, now);
    captureAffiliate(
      local,
      query,
      { keyParam: affiliateKeyQueryParameter, tokenParam: affiliateTokenQueryParameter },
      now,
    );
    const { mkt, cpnc } = readTrackingParams(local, now);
    const cpncToSent = attributableCampaign(local, now);
    const event = (name: string) =>
      buildLogEvent({
        event: name,
        url: window.location.href,
        mkt,
        cpncToSent,
        userAgent: navigator.userAgent,
      });

    if (claimVisit(local, visitKey({ cpnc, mkt }), now)) sendOnceSettled(event('visit'));
    writeJson(
      session,
      trackingStorageKeys.history,
      recordNavigation(readHistory(session), page, { replace }),
    );

    const pageView = window.setTimeout(() => logEvent(event('page_view')), timing.pageViewDelayMs);
    return () => window.clearTimeout(pageView);
  }, [page, replace, affiliateKeyQueryParameter, affiliateTokenQueryParameter]);
}

/**
 * Sends an event once the page has settled (lib/page-settled), or as the visitor leaves if that
 * comes first (a keepalive request outlives the page). A visit's event serves the operator's
 * statistics, not the page: sent at once, it shared the network with the page's code and reads
 * while they loaded. Not tied to the page's effect, so a navigation before then does not drop it.
 */
function sendOnceSettled(body: LogEventInput): void {
  let sent = false;
  const send = (leaving: boolean) => {
    if (sent) return;
    sent = true;
    stopWaiting();
    document.removeEventListener('visibilitychange', onHidden);
    logEvent(body, leaving ? postLogEventBeforeLeaving : undefined);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') send(true);
  };
  const stopWaiting = whenPageSettled(() => send(false));
  document.addEventListener('visibilitychange', onHidden);
}
