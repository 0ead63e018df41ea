import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../../lib/storage';
import { consentCookie, hasConsent, recordConsent, shouldShowCookieBar } from './consent';

describe('cookie consent', () => {
  it('is not given on a first visit', () => {
    expect(hasConsent(createMemoryStore(), '')).toBe(false);
  });

  it('is given when local storage holds gameCookieConsent=accepted', () => {
    expect(hasConsent(createMemoryStore({ gameCookieConsent: 'accepted' }), '')).toBe(true);
  });

  it('is given when only the cookie survived', () => {
    expect(hasConsent(createMemoryStore(), 'a=1; gameCookieConsent=accepted')).toBe(true);
  });

  it('ignores other values', () => {
    expect(hasConsent(createMemoryStore({ gameCookieConsent: 'rejected' }), 'gameCookieConsent=yes')).toBe(
      false,
    );
  });

  it('sets a one-year, strict, secure cookie on the whole site', () => {
    expect(consentCookie()).toBe(
      'gameCookieConsent=accepted; Max-Age=31536000; Path=/; SameSite=Strict; Secure',
    );
  });

  it('records acceptance in storage and cookie and broadcasts it', () => {
    const store = createMemoryStore();
    const writeCookie = vi.fn();
    const broadcast = vi.fn();
    recordConsent({ store, writeCookie, broadcast });
    expect(store.getItem('gameCookieConsent')).toBe('accepted');
    expect(writeCookie).toHaveBeenCalledWith(consentCookie());
    expect(broadcast).toHaveBeenCalledWith('accepted');
  });

  it('shows the bar only when enabled, not accepted and not on a game or play page', () => {
    expect(shouldShowCookieBar({ cookiesPopup: true, accepted: false, hideCookieNotice: false })).toBe(true);
    expect(shouldShowCookieBar({ cookiesPopup: false, accepted: false, hideCookieNotice: false })).toBe(
      false,
    );
    expect(shouldShowCookieBar({ cookiesPopup: true, accepted: true, hideCookieNotice: false })).toBe(false);
    expect(shouldShowCookieBar({ cookiesPopup: true, accepted: false, hideCookieNotice: true })).toBe(false);
  });
});
