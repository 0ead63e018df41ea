import { useSyncExternalStore } from 'react';
import { getAccessToken, sessionChangeEvent } from './api-client';
import { endSession, useOptionalAuth } from './auth';

export { sessionChangeEvent };

function subscribe(onChange: () => void): () => void {
  // `storage` covers other tabs; the custom event covers this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(sessionChangeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(sessionChangeEvent, onChange);
  };
}

const hasToken = () => getAccessToken() !== null;

/**
 * Whether a player is signed in, as the auth state says. While the stored token is still being
 * checked on load (at most 2 s) a stored token counts, so a returning player does not see the guest
 * header flash and marketing scripts are not loaded twice; without an `AuthProvider` (isolated
 * renders) a stored token is all there is to go by.
 */
export function useIsSignedIn(): boolean {
  const auth = useOptionalAuth();
  const tokenStored = useSyncExternalStore(subscribe, hasToken, () => false);
  if (!auth?.isInitialized) return tokenStored;
  return auth.isAuthenticated;
}

/** Announces a token change made elsewhere (e.g. after storing a token from the URL). */
export function notifySessionChange(): void {
  window.dispatchEvent(new Event(sessionChangeEvent));
}

/**
 * Signs the player out on this device and on the server (POST /api/user/logout). Components should
 * prefer `useAuth().signOut`; this stays for code outside React.
 */
export function signOut(): void {
  void endSession('USER_INITIATED');
}
