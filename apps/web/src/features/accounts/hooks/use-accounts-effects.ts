import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { browserStorage } from '../../../lib/storage';
import { captureFirstUrl } from '../../../lib/tracking';
import { captureReferralCode } from '../lib/referral-code';
import { useInactivitySignOut } from './use-inactivity-sign-out';

/**
 * Keeps what the address the visitor arrived at carries for a later sign-up: the visit's first URL
 * and a referral link's code (`?ref=`). Called once at start-up, before the first render: the shell's
 * effects run only once the settings and strings are in and the first page has rendered, and a
 * visitor who moves on before that (a slow phone, a quick tap) would lose both.
 */
export function captureArrival(): void {
  captureFirstUrl(browserStorage('session'), window.location.href);
  captureReferralCode(browserStorage('local'), new URLSearchParams(window.location.search), Date.now());
}

/**
 * The accounts feature's app-wide effects: the inactivity sign-out, and the code of a referral link
 * (`?ref=`) on whatever page the app moves to, for the sign-up (the address it opened with is kept
 * by `captureArrival`).
 */
export function useAccountsEffects(): void {
  useInactivitySignOut();
  const { search } = useLocation();
  useEffect(() => {
    captureReferralCode(browserStorage('local'), new URLSearchParams(search), Date.now());
  }, [search]);
}
