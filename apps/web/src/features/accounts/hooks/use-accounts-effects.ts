import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { browserStorage } from '../../../lib/storage';
import { captureFirstUrl } from '../../../lib/tracking';
import { captureReferralCode } from '../lib/referral-code';
import { useInactivitySignOut } from './use-inactivity-sign-out';

/**
 * The accounts feature's app-wide effects: the inactivity sign-out, the visit's first URL, and the
 * code of a referral link (`?ref=`) on whatever page it opens, for the sign-up.
 */
export function useAccountsEffects(): void {
  useInactivitySignOut();
  const { search } = useLocation();
  useEffect(() => {
    captureFirstUrl(browserStorage('session'), window.location.href);
  }, []);
  useEffect(() => {
    captureReferralCode(browserStorage('local'), new URLSearchParams(search), Date.now());
  }, [search]);
}
