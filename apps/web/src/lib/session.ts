import { useSyncExternalStore } from 'react';
import { getAccessToken, sessionChangeEvent, setAccessToken } from './api-client';

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
 * Whether a player is signed in. Until the accounts module exists this means "an access token is
 * stored"; the snapshot is re-read on every render, so a token stored by another part of the app
 * shows up on its next navigation even without the change event.
 */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasToken, () => false);
}

/** Announces a token change made elsewhere (e.g. after storing a token from the URL). */
export function notifySessionChange(): void {
  window.dispatchEvent(new Event(sessionChangeEvent));
}

/** Signs the player out on this device. */
export function signOut(): void {
  setAccessToken(null);
}
