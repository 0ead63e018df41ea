import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './storage';
import {
  attributableCampaign,
  captureFirstUrl,
  readAffiliate,
  readAttribution,
  readFirstUrl,
  readTrackingParams,
  trackingStorageKeys,
  withoutAccessToken,
} from './tracking';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const start = Date.UTC(2025, 0, 1, 12);

const stamped = (value: string, savedAt: number) => ({ value, savedAt });

function storeWith(params: Record<string, unknown>, affiliate?: unknown) {
  const store = createMemoryStore({ [trackingStorageKeys.params]: JSON.stringify(params) });
  if (affiliate !== undefined) store.setItem(trackingStorageKeys.affiliate, JSON.stringify(affiliate));
  return store;
}

describe('readTrackingParams', () => {
  it('reads the values kept by the tracking feature while they are under 365 days old', () => {
    const store = storeWith({ cpnc: stamped('spring', start), mkt: stamped('google', start) });
    expect(readTrackingParams(store, start + 364 * day)).toEqual({
      cpnc: 'spring',
      mkt: 'google',
      pid: null,
    });
    expect(readTrackingParams(store, start + 365 * day)).toEqual({ cpnc: null, mkt: null, pid: null });
  });

  it('skips malformed entries and garbage', () => {
    expect(readTrackingParams(storeWith({ cpnc: 'plain', mkt: stamped('x', start) }), start)).toEqual({
      cpnc: null,
      mkt: 'x',
      pid: null,
    });
    const garbage = createMemoryStore({ [trackingStorageKeys.params]: '{nope' });
    expect(readTrackingParams(garbage, start)).toEqual({ cpnc: null, mkt: null, pid: null });
  });
});

describe('attributableCampaign', () => {
  const store = storeWith({ cpnc: stamped('spring', start) });

  it('counts the last campaign for 7 days plus one hour of tolerance', () => {
    expect(attributableCampaign(store, start + 7 * day + hour - 1)).toBe('spring');
    expect(attributableCampaign(store, start + 7 * day + hour)).toBeNull();
  });
});

describe('readAffiliate', () => {
  it('reads the referral for 365 days', () => {
    const store = storeWith({}, { key: 'aff1', token: 'tok1', savedAt: start });
    expect(readAffiliate(store, start + day)).toEqual({ key: 'aff1', token: 'tok1', savedAt: start });
    expect(readAffiliate(store, start + 365 * day)).toBeNull();
  });

  it('ignores a referral without a timestamp', () => {
    expect(readAffiliate(storeWith({}, { key: 'aff1' }), start)).toBeNull();
  });
});

describe('readAttribution (sent with sign-up)', () => {
  it('sends the attributable campaign, mkt and the affiliate token', () => {
    const store = storeWith(
      { cpnc: stamped('spring', start), mkt: stamped('google', start) },
      { key: 'aff1', token: 'tok1', savedAt: start },
    );
    expect(readAttribution(store, start + day)).toEqual({ cpnc: 'spring', mkt: 'google', token: 'tok1' });
  });

  it('falls back to the affiliate key and drops a stale campaign', () => {
    const store = storeWith(
      { cpnc: stamped('spring', start), mkt: stamped('google', start) },
      { key: 'aff1', token: null, savedAt: start },
    );
    expect(readAttribution(store, start + 30 * day)).toEqual({ cpnc: null, mkt: 'google', token: 'aff1' });
  });

  it('is empty for a visitor without tracking', () => {
    expect(readAttribution(createMemoryStore(), start)).toEqual({ cpnc: null, mkt: null, token: null });
  });
});

describe('first URL', () => {
  it('keeps the landing URL of the visit without the access token', () => {
    const store = createMemoryStore();
    captureFirstUrl(store, 'https://casino.test/casino?at=secret&cpnc=x');
    captureFirstUrl(store, 'https://casino.test/promotions');
    expect(readFirstUrl(store)).toBe('https://casino.test/casino?cpnc=x');
  });

  it('leaves an unparsable URL as it is', () => {
    expect(withoutAccessToken('not a url')).toBe('not a url');
  });
});
