import type { ReactNode } from 'react';
import { useAccessTokenFromQuery } from '../features/auth-token';
import { CookieConsentBar } from '../features/cookie-consent';
import { CountryBlockGate } from '../features/country-block';
import { MarketingScripts } from '../features/marketing-scripts';
import { ModalRoot } from '../features/modals';
import { useTracking } from '../features/tracking';

/*
 * Mount points of the cross-cutting features, in one place so they are easy to adjust. The layout
 * renders each of these exactly once, inside the router.
 */

/** Hooks that run once per app inside the router: tracking and the `at` access-token parameter. */
export function ShellEffects() {
  useAccessTokenFromQuery();
  useTracking();
  return null;
}

/** Wraps the page content: the country-block notice replaces it when the visitor is blocked. */
export function ShellContentGate({ children }: { children: ReactNode }) {
  return <CountryBlockGate>{children}</CountryBlockGate>;
}

/** Everything layered over the page: modals, the cookie consent bar and the operator's scripts. */
export function ShellOverlays() {
  return (
    <>
      <ModalRoot />
      <CookieConsentBar />
      <MarketingScripts />
    </>
  );
}
