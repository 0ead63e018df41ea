import { type KeyValueStore, readJson, writeJson } from '../../../lib/storage';

/*
 * Refer-a-friend's side of sign-up (issue 20): the code of a referral link (`?ref=`) the visitor
 * arrived with is kept for 30 days and sent with the sign-up, apart from the affiliate token. Functions
 * of a store and a clock (`now`, epoch milliseconds), so they are tested without a browser.
 */

// The contracts' `referralQueryParameter` and `referralCodeSchema`, written out: this runs at start-up,
// which must not load the contracts' schemas (zod); a test holds the two to the contracts.
/** The query parameter of a referral link. */
export const referralParameter = 'ref';
/** A referral code: 6 to 16 letters and digits. */
export const referralCodePattern = /^[A-Za-z0-9]{6,16}$/;

/** Local storage key of the kept referral code. */
export const referralCodeStorageKey = 'referralCode';

/** How long a referral link's code is kept for the sign-up: 30 days. */
export const referralCodeTtlMs = 30 * 24 * 60 * 60_000;

type StoredReferralCode = { code: string; savedAt: number };

/**
 * Keeps the referral code of `query` (a valid one only), stamped with `now`; a later link replaces an
 * earlier one, and a URL without a code leaves the kept one as it is.
 */
export function captureReferralCode(store: KeyValueStore, query: URLSearchParams, now: number): void {
  const code = query.get(referralParameter)?.trim() ?? '';
  if (!referralCodePattern.test(code)) return;
  const stored: StoredReferralCode = { code, savedAt: now };
  writeJson(store, referralCodeStorageKey, stored);
}

/** The kept referral code while it is under 30 days old; null when there is none. */
export function readReferralCode(store: KeyValueStore, now: number): string | null {
  const stored = readJson(store, referralCodeStorageKey, (value) => {
    if (typeof value !== 'object' || value === null) return null;
    const { code, savedAt } = value as Record<string, unknown>;
    if (typeof code !== 'string' || typeof savedAt !== 'number') return null;
    return referralCodePattern.test(code) ? { code, savedAt } : null;
  });
  if (!stored) return null;
  const age = now - stored.savedAt;
  return age >= 0 && age < referralCodeTtlMs ? stored.code : null;
}

/** Forgets the kept code: the sign-up it was for has been made. */
export function clearReferralCode(store: KeyValueStore): void {
  store.removeItem(referralCodeStorageKey);
}
