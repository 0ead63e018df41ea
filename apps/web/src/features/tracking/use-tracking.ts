import { timing } from '@casino/contracts/validations';
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useSettings } from '../../lib/settings';
import { browserStorage, writeJson } from '../../lib/storage';
import { attributableCampaign, readTrackingParams, trackingStorageKeys } from '../../lib/tracking';
import { useLogEvent } from './api/log-event';
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
 * Spec §4 Tracking, called once in the layout: keeps cpnc, mkt, pid and the affiliate referral from
 * the URL, sends a visit event at most once per 30 minutes, keeps the last 5 pages, and logs a page
 * view 300 ms after each navigation (a redirect within that time logs only where it lands).
 */
export function useTracking(): void {
  const location = useLocation();
  const replace = useNavigationType() === 'REPLACE';
  const { affiliateKeyQueryParameter, affiliateTokenQueryParameter } = useSettings();
  const { mutate: logEvent } = useLogEvent();
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

    if (claimVisit(local, visitKey({ cpnc, mkt }), now)) logEvent(event('visit'));
    writeJson(
      session,
      trackingStorageKeys.history,
      recordNavigation(readHistory(session), page, { replace }),
    );

    const pageView = window.setTimeout(() => logEvent(event('page_view')), timing.pageViewDelayMs);
    return () => window.clearTimeout(pageView);
  }, [page, replace, affiliateKeyQueryParameter, affiliateTokenQueryParameter, logEvent]);
}
