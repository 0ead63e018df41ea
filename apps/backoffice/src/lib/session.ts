/*
 * The operator's bearer token. sessionStorage, not localStorage: a back-office session should not
 * outlive the tab, and each tab signing in on its own is what operators expect of an admin tool.
 */
const tokenKey = 'backoffice.token';

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(tokenKey);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  sessionStorage.setItem(tokenKey, token);
}

export function clearToken(): void {
  try {
    sessionStorage.removeItem(tokenKey);
  } catch {
    // storage blocked: nothing was kept
  }
}

type SessionEndedListener = () => void;
const listeners = new Set<SessionEndedListener>();

/** Called when the server refuses the token (401): the app signs out and says why. */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function endSession(): void {
  // only the first 401 of a burst of parallel requests signs out
  if (readToken() === null) return;
  clearToken();
  for (const listener of listeners) listener();
}

/**
 * Why the last session stopped, read by the sign-in redirect: after a deliberate sign-out the next
 * sign-in starts fresh; after an ended session it says so and returns to the page the operator was on.
 */
export type SignOutReason = 'signed-out' | 'ended';
let lastSignOut: SignOutReason | null = null;

export function noteSignOut(reason: SignOutReason | null): void {
  lastSignOut = reason;
}

export function lastSignOutReason(): SignOutReason | null {
  return lastSignOut;
}

type ForbiddenListener = () => void;
const forbiddenListeners = new Set<ForbiddenListener>();

/** Called on a 403: the role may have changed since sign-in, so the menu re-reads the permissions. */
export function onForbidden(listener: ForbiddenListener): () => void {
  forbiddenListeners.add(listener);
  return () => {
    forbiddenListeners.delete(listener);
  };
}

export function notifyForbidden(): void {
  for (const listener of forbiddenListeners) listener();
}
