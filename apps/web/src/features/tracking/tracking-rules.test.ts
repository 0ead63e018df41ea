import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../lib/storage';
import {
  attributableCampaign,
  buildLogEvent,
  captureAffiliate,
  captureTrackingParams,
  claimVisit,
  pageIdentity,
  purgeStaleEvents,
  readAffiliate,
  readTrackingParams,
  recordNavigation,
  visitKey,
} from './tracking-rules';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const start = Date.UTC(2025, 0, 1, 12);

describe('tracking parameters', () => {
  it('keeps cpnc, mkt and pid from the URL', () => {
    const store = createMemoryStore();
    captureTrackingParams(store, new URLSearchParams('cpnc=spring&mkt=google&pid=42&other=1'), start);
    expect(readTrackingParams(store, start)).toEqual({ cpnc: 'spring', mkt: 'google', pid: '42' });
  });

  it('keeps earlier values the new URL does not carry and replaces those it does', () => {
    const store = createMemoryStore();
    captureTrackingParams(store, new URLSearchParams('cpnc=spring&mkt=google'), start);
    captureTrackingParams(store, new URLSearchParams('cpnc=summer'), start + day);
    expect(readTrackingParams(store, start + day)).toEqual({ cpnc: 'summer', mkt: 'google', pid: null });
  });

  it('ignores blank values', () => {
    const store = createMemoryStore();
    captureTrackingParams(store, new URLSearchParams('cpnc=spring'), start);
    captureTrackingParams(store, new URLSearchParams('cpnc=%20'), start + minute);
    expect(readTrackingParams(store, start + minute).cpnc).toBe('spring');
  });

  it('stores them for 365 days', () => {
    const store = createMemoryStore();
    captureTrackingParams(store, new URLSearchParams('mkt=google'), start);
    expect(readTrackingParams(store, start + 365 * day - 1).mkt).toBe('google');
    expect(readTrackingParams(store, start + 365 * day).mkt).toBeNull();
  });

  it('survives garbage in storage', () => {
    const store = createMemoryStore({ trackingParams: '{not json' });
    expect(readTrackingParams(store, start)).toEqual({ cpnc: null, mkt: null, pid: null });
    captureTrackingParams(store, new URLSearchParams('pid=7'), start);
    expect(readTrackingParams(store, start).pid).toBe('7');
  });
});

describe('last-used campaign', () => {
  const savedAt = (store = createMemoryStore()) => {
    captureTrackingParams(store, new URLSearchParams('cpnc=spring'), start);
    return store;
  };

  it('counts while under 7 days old', () => {
    expect(attributableCampaign(savedAt(), start + 7 * day - 1)).toBe('spring');
  });

  it('still counts within the one-hour tolerance past 7 days', () => {
    expect(attributableCampaign(savedAt(), start + 7 * day + hour - 1)).toBe('spring');
  });

  it('no longer counts once 7 days and one hour have passed', () => {
    expect(attributableCampaign(savedAt(), start + 7 * day + hour)).toBeNull();
  });

  it('counts again from a fresh campaign link', () => {
    const store = savedAt();
    captureTrackingParams(store, new URLSearchParams('cpnc=spring'), start + 10 * day);
    expect(attributableCampaign(store, start + 16 * day)).toBe('spring');
  });

  it('is absent without a campaign', () => {
    expect(attributableCampaign(createMemoryStore(), start)).toBeNull();
  });
});

describe('visit events', () => {
  it('go out once and not again within 30 minutes', () => {
    const store = createMemoryStore();
    expect(claimVisit(store, 'visit::', start)).toBe(true);
    expect(claimVisit(store, 'visit::', start + 29 * minute)).toBe(false);
    expect(claimVisit(store, 'visit::', start + 30 * minute - 1)).toBe(false);
  });

  it('go out again after 30 minutes', () => {
    const store = createMemoryStore();
    claimVisit(store, 'visit::', start);
    expect(claimVisit(store, 'visit::', start + 30 * minute)).toBe(true);
    expect(claimVisit(store, 'visit::', start + 45 * minute)).toBe(false);
  });

  it('count a new campaign as a new visit', () => {
    const store = createMemoryStore();
    expect(claimVisit(store, visitKey({ cpnc: 'a', mkt: null }), start)).toBe(true);
    expect(claimVisit(store, visitKey({ cpnc: 'b', mkt: null }), start + minute)).toBe(true);
    expect(claimVisit(store, visitKey({ cpnc: 'a', mkt: null }), start + 2 * minute)).toBe(false);
  });

  it('purge entries older than 60 minutes from storage', () => {
    const store = createMemoryStore();
    claimVisit(store, 'visit:old:', start);
    claimVisit(store, 'visit:recent:', start + 30 * minute);
    claimVisit(store, 'visit:now:', start + 60 * minute);
    expect(Object.keys(JSON.parse(store.getItem('trackingSentEvents') ?? '{}')).sort()).toEqual([
      'visit:now:',
      'visit:recent:',
    ]);
  });

  it('purge exactly at the 60-minute boundary and drop entries from the future', () => {
    const sent = { edge: start - 60 * minute, inside: start - 60 * minute + 1, future: start + minute };
    expect(purgeStaleEvents(sent, start)).toEqual({ inside: start - 60 * minute + 1 });
  });
});

describe('navigation history', () => {
  it('keeps the last 5 pages, oldest first', () => {
    let history: string[] = [];
    for (const page of ['/a', '/b', '/c', '/d', '/e', '/f', '/g']) {
      history = recordNavigation(history, page, { replace: false });
    }
    expect(history).toEqual(['/c', '/d', '/e', '/f', '/g']);
  });

  it('replaces the current page on a replace navigation', () => {
    expect(recordNavigation(['/a', '/b?x=1'], '/b', { replace: true })).toEqual(['/a', '/b']);
  });

  it('does not repeat the current page', () => {
    expect(recordNavigation(['/a', '/b'], '/b', { replace: false })).toEqual(['/a', '/b']);
  });
});

describe('page identity', () => {
  it('ignores the modal, payment method and token parameters', () => {
    expect(pageIdentity('/casino', '?modal=login&met=visa&at=t&q=slots')).toBe('/casino?q=slots');
    expect(pageIdentity('/casino', '?modal=login')).toBe('/casino');
  });
});

describe('affiliate referral', () => {
  const names = { keyParam: 'nxafk', tokenParam: 'nxaft' };

  it('keeps the key and token of the landing URL', () => {
    const store = createMemoryStore();
    captureAffiliate(store, new URLSearchParams('nxafk=aff1&nxaft=tok1'), names, start);
    expect(readAffiliate(store, start)).toEqual({ key: 'aff1', token: 'tok1', savedAt: start });
  });

  it('is replaced whole by a later referral link and untouched by other links', () => {
    const store = createMemoryStore();
    captureAffiliate(store, new URLSearchParams('nxafk=aff1&nxaft=tok1'), names, start);
    captureAffiliate(store, new URLSearchParams('cpnc=x'), names, start + minute);
    expect(readAffiliate(store, start + minute)?.token).toBe('tok1');
    captureAffiliate(store, new URLSearchParams('nxaft=tok2'), names, start + hour);
    expect(readAffiliate(store, start + hour)).toEqual({ key: null, token: 'tok2', savedAt: start + hour });
  });

  it('uses the parameter names from settings', () => {
    const store = createMemoryStore();
    captureAffiliate(
      store,
      new URLSearchParams('ref=aff9&nxafk=ignored'),
      { keyParam: 'ref', tokenParam: 'rt' },
      start,
    );
    expect(readAffiliate(store, start)?.key).toBe('aff9');
  });
});

describe('log-event payload', () => {
  it('caps the device string at 500 characters and drops the access token from the URL', () => {
    const payload = buildLogEvent({
      event: 'visit',
      url: 'https://casino.test/casino?at=secret&cpnc=x',
      mkt: 'google',
      cpncToSent: 'x',
      userAgent: 'u'.repeat(800),
    });
    expect(payload).toEqual({
      event: 'visit',
      data: { url: 'https://casino.test/casino?cpnc=x' },
      mkt: 'google',
      userDeviceType: 'u'.repeat(500),
      cpncToSent: 'x',
    });
  });
});
