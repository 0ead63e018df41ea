import { countryBlockedInputSchema, type Location, limits } from '@casino/contracts';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useVisitorLocation } from '../../lib/reference-data';
import { useIsSignedIn } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { browserStorage } from '../../lib/storage';
import { useReportCountryBlocked } from './api/report-country-blocked';
import {
  claimReport,
  firstUrlOf,
  isBot,
  isVerified,
  markVerified,
  releaseReport,
  shouldBlock,
} from './block-rules';
import { CountryBlockNotice } from './country-block-notice';

/** The URL the visitor arrived on (this module loads with the app), reported with a block. */
const landingUrl = typeof window === 'undefined' ? '' : firstUrlOf(window.location.href);

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

  useBlockReport(blocked ? location : undefined);

  const onVerified = useCallback((countryCode: string) => {
    markVerified(browserStorage(), countryCode, Date.now());
    setVerified(true);
  }, []);

  if (!blocked || !location) return children;
  return (
    <CountryBlockNotice
      location={location}
      brandName={brandName}
      excludedCountryCodes={excludedCountryCodeList}
      onVerified={onVerified}
    />
  );
}

/** Reports a shown block once per IP, country and first URL (spec §4). */
function useBlockReport(location: Location | undefined): void {
  const { mutate: report } = useReportCountryBlocked();
  useEffect(() => {
    if (!location) return;
    const input = {
      ip: location.ipInfo.ip,
      country: location.country.code.toUpperCase(),
      firstUrl: landingUrl.slice(0, limits.urlMaxLength),
    };
    // An address the contract would refuse (e.g. no IP known) is not worth a failing request.
    if (!countryBlockedInputSchema.safeParse(input).success) return;
    const store = browserStorage();
    if (!claimReport(store, input)) return;
    report(input, { onError: () => releaseReport(store, input) });
  }, [location, report]);
}
