import { useEffect } from 'react';
import { browserStorage } from '../../../lib/storage';
import { captureFirstUrl } from '../../../lib/tracking';
import { useInactivitySignOut } from './use-inactivity-sign-out';

/** The accounts feature's app-wide effects: the inactivity sign-out and the visit's first URL. */
export function useAccountsEffects(): void {
  useInactivitySignOut();
  useEffect(() => {
    captureFirstUrl(browserStorage('session'), window.location.href);
  }, []);
}
