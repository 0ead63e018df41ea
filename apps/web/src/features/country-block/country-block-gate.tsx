import { type ReactNode, Suspense, useCallback, useState } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import { useVisitorLocation } from '../../lib/reference-data';
import { useIsSignedIn } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { browserStorage } from '../../lib/storage';
import { firstUrlOf, isBot, isVerified, markVerified, shouldBlock } from './block-rules';

/** The URL the visitor arrived on (this module loads with the app), reported with a block. */
const landingUrl = typeof window === 'undefined' ? '' : firstUrlOf(window.location.href);

// the notice and its report are fetched only for a visitor who is blocked
const CountryBlocked = lazyPage(() => import('./country-blocked').then((m) => m.CountryBlocked));

/**
 * Spec §4 Country block: renders the app, or a full-screen notice for a guest whose address is in an
 * excluded country (or Saxony-Anhalt). While the location loads, and if it cannot be had, the app
 * shows: a lookup failure must not lock out everyone.
 */
export function CountryBlockGate({ children }: { children: ReactNode }) {
  const { excludedCountryCodeList, whitelistedIPs, brandName } = useSettings();
  const signedIn = useIsSignedIn();
  const [bot] = useState(() => isBot(navigator.userAgent));
  const [verified, setVerified] = useState(() => isVerified(browserStorage()));
  const { data: location } = useVisitorLocation(!signedIn && !bot && !verified);

  const blocked =
    location !== undefined &&
    shouldBlock({
      place: {
        countryCode: location.country.code,
        subdivisionCodes: location.ipInfo.subdivisions.map((subdivision) => subdivision.isoCode),
      },
      ip: location.ipInfo.ip,
      excludedCountryCodes: excludedCountryCodeList,
      whitelistedIps: whitelistedIPs,
      signedIn,
      bot,
      verified,
    });

  const onVerified = useCallback((countryCode: string) => {
    markVerified(browserStorage(), countryCode, Date.now());
    setVerified(true);
  }, []);

  if (!blocked || !location) return children;
  return (
    <Suspense fallback={null}>
      <CountryBlocked
        location={location}
        landingUrl={landingUrl}
        brandName={brandName}
        excludedCountryCodes={excludedCountryCodeList}
        onVerified={onVerified}
      />
    </Suspense>
  );
}
