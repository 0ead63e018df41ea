import { referralCodeSchema, referralQueryParameter } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../lib/storage';
import {
  captureReferralCode,
  clearReferralCode,
  readReferralCode,
  referralCodePattern,
  referralCodeStorageKey,
  referralParameter,
} from './referral-code';

const day = 24 * 60 * 60_000;
const start = Date.UTC(2026, 2, 1, 12);
const query = (search: string) => new URLSearchParams(search);

describe('the referral link’s code', () => {
  it('is read from the contracts’ parameter and checked by their rule', () => {
    expect(referralParameter).toBe(referralQueryParameter);
    for (const code of ['ABCD2345', 'abc123', 'A'.repeat(16), 'A'.repeat(17), 'abc12', 'AB-CD123', ''])
      expect(referralCodePattern.test(code), code).toBe(referralCodeSchema.safeParse(code).success);
  });

  it('is kept from ?ref= and read for 30 days', () => {
    const store = createMemoryStore();
    captureReferralCode(store, query('?ref=ABCD2345'), start);
    expect(readReferralCode(store, start)).toBe('ABCD2345');
    expect(readReferralCode(store, start + 29 * day)).toBe('ABCD2345');
    expect(readReferralCode(store, start + 30 * day)).toBeNull();
  });

  it('is replaced by a later link and kept through pages without one', () => {
    const store = createMemoryStore();
    captureReferralCode(store, query('?ref=FIRST123'), start);
    captureReferralCode(store, query('?cpnc=spring'), start + day);
    expect(readReferralCode(store, start + day)).toBe('FIRST123');
    captureReferralCode(store, query('?ref=SECOND45&nxaft=aff'), start + 2 * day);
    expect(readReferralCode(store, start + 2 * day)).toBe('SECOND45');
    // the 30 days count from the latest link
    expect(readReferralCode(store, start + 31 * day)).toBe('SECOND45');
  });

  it('ignores what is not a referral code', () => {
    const store = createMemoryStore();
    for (const search of ['?ref=', '?ref=abc', '?ref=<script>', `?ref=${'A'.repeat(17)}`, '?ref=AB%20CD12'])
      captureReferralCode(store, query(search), start);
    expect(store.getItem(referralCodeStorageKey)).toBeNull();
    captureReferralCode(store, query('?ref=%20abcd1234%20'), start);
    expect(readReferralCode(store, start)).toBe('abcd1234');
  });

  it('reads garbage and codes from the future as none', () => {
    const store = createMemoryStore({ [referralCodeStorageKey]: 'not json' });
    expect(readReferralCode(store, start)).toBeNull();
    store.setItem(referralCodeStorageKey, JSON.stringify({ code: 'ABCD2345' }));
    expect(readReferralCode(store, start)).toBeNull();
    store.setItem(referralCodeStorageKey, JSON.stringify({ code: 'bad code', savedAt: start }));
    expect(readReferralCode(store, start)).toBeNull();
    store.setItem(referralCodeStorageKey, JSON.stringify({ code: 'ABCD2345', savedAt: start + day }));
    expect(readReferralCode(store, start)).toBeNull();
  });

  it('is forgotten once the sign-up is made', () => {
    const store = createMemoryStore();
    captureReferralCode(store, query('?ref=ABCD2345'), start);
    clearReferralCode(store);
    expect(readReferralCode(store, start)).toBeNull();
  });
});
