import { timing } from '@casino/contracts/validations';
import { parseCookies, serializeCookie } from '../../lib/cookies';
import type { KeyValueStore } from '../../lib/storage';

/** Spec §4 Cookie consent: the key in local storage and of the cookie, and its one value. */
export const consentKey = 'gameCookieConsent';
export const consentAccepted = 'accepted';

/** Window event broadcast when the visitor accepts, with `{ value: 'accepted' }` as detail. */
export const consentChangeEvent = 'cookie-consent:change';

/** Accepted if either record says so: a cleared local storage keeps the cookie, and vice versa. */
export function hasConsent(store: KeyValueStore, cookieString: string): boolean {
  return (
    store.getItem(consentKey) === consentAccepted ||
    parseCookies(cookieString)[consentKey] === consentAccepted
  );
}

/** The consent cookie: one year (31536000 s), path /, SameSite=Strict, Secure (spec §9). */
export function consentCookie(): string {
  return serializeCookie(consentKey, consentAccepted, {
    maxAgeSeconds: timing.cookieConsentMaxAgeSeconds,
    path: '/',
    sameSite: 'Strict',
    secure: true,
  });
}

/** The bar shows when the operator enables it, the visitor has not accepted, and the page allows it. */
export function shouldShowCookieBar(input: {
  cookiesPopup: boolean;
  accepted: boolean;
  hideCookieNotice: boolean;
}): boolean {
  return input.cookiesPopup && !input.accepted && !input.hideCookieNotice;
}

/** Records the acceptance in local storage and the cookie, then broadcasts the change. */
export function recordConsent(effects: {
  store: KeyValueStore;
  writeCookie: (cookie: string) => void;
  broadcast: (value: string) => void;
}): void {
  effects.store.setItem(consentKey, consentAccepted);
  effects.writeCookie(consentCookie());
  effects.broadcast(consentAccepted);
}
