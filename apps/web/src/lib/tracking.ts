import { limits, timing } from '@casino/contracts/validations';
import { type KeyValueStore, readJson, writeJson } from './storage';

/**
 * The stored tracking values other parts of the app read (spec §4 Tracking): the marketing
 * parameters, the campaign that still earns attribution and the affiliate referral. The tracking
 * feature writes them from the landing URL; sign-up and login send them. Functions of a store and a
 * clock (`now`, epoch milliseconds), so they are tested without a browser.
 */

/** Marketing parameters kept from the landing URL (spec §4 Tracking). */
export const trackingParamNames = ['cpnc', 'mkt', 'pid'] as const;
export type TrackingParamName = (typeof trackingParamNames)[number];
export type TrackingParams = Record<TrackingParamName, string | null>;

/** Storage keys of the tracking values. */
export const trackingStorageKeys = {
  params: 'trackingParams',
  affiliate: 'affiliate',
  sentEvents: 'trackingSentEvents',
  /** Session storage. */
  history: 'navigationHistory',
  /** Session storage: the first URL of this visit, sent with the sign-up. */
  firstUrl: 'firstUrl',
} as const;

const dayMs = 24 * 60 * 60_000;
/** How long a tracking parameter or referral is kept (spec §4: 365 days). */
export const trackingParamTtlMs = timing.trackingParamTtlDays * dayMs;

export type StampedValue = { value: string; savedAt: number };
export type StoredTrackingParams = Partial<Record<TrackingParamName, StampedValue>>;

function isStampedValue(value: unknown): value is StampedValue {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.value === 'string' && typeof candidate.savedAt === 'number';
}

/** The stamped parameters as stored, whatever their age; malformed entries are skipped. */
export function readStoredTrackingParams(store: KeyValueStore): StoredTrackingParams {
  const raw = readJson(store, trackingStorageKeys.params, (value) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null,
  );
  const params: StoredTrackingParams = {};
  for (const name of trackingParamNames) {
    const entry = raw?.[name];
    if (isStampedValue(entry)) params[name] = entry;
  }
  return params;
}

/** The stored parameters still within their 365 days (null where none). */
export function readTrackingParams(store: KeyValueStore, now: number): TrackingParams {
  const stored = readStoredTrackingParams(store);
  const result: TrackingParams = { cpnc: null, mkt: null, pid: null };
  for (const name of trackingParamNames) {
    const entry = stored[name];
    if (entry && now - entry.savedAt < trackingParamTtlMs) result[name] = entry.value;
  }
  return result;
}

/**
 * The campaign that still earns the visit (`cpncToSent`): the last-used cpnc counts only while it is
 * under 7 days old, with one hour of tolerance (spec §4).
 */
export function attributableCampaign(store: KeyValueStore, now: number): string | null {
  const entry = readStoredTrackingParams(store).cpnc;
  if (!entry) return null;
  const age = now - entry.savedAt;
  return age < timing.trackingLastUsedMaxAgeMs + timing.trackingLastUsedToleranceMs ? entry.value : null;
}

export type AffiliateReferral = { key: string | null; token: string | null; savedAt: number };

/** The affiliate referral kept for sign-up, if it is within the 365 days of tracking parameters. */
export function readAffiliate(store: KeyValueStore, now: number): AffiliateReferral | null {
  const referral = readJson(store, trackingStorageKeys.affiliate, (value) => {
    if (typeof value !== 'object' || value === null) return null;
    const { key, token, savedAt } = value as Record<string, unknown>;
    if (typeof savedAt !== 'number') return null;
    return {
      key: typeof key === 'string' ? key : null,
      token: typeof token === 'string' ? token : null,
      savedAt,
    };
  });
  return referral && now - referral.savedAt < trackingParamTtlMs ? referral : null;
}

/** A URL without the access-token parameter, cut to the contracts' length. */
export function withoutAccessToken(href: string): string {
  try {
    const url = new URL(href);
    url.searchParams.delete('at');
    return url.href.slice(0, limits.urlMaxLength);
  } catch {
    return href.slice(0, limits.urlMaxLength);
  }
}

/** Keeps the first URL of the visit (session storage); later calls leave it as it is. */
export function captureFirstUrl(store: KeyValueStore, href: string): void {
  if (store.getItem(trackingStorageKeys.firstUrl) !== null) return;
  writeJson(store, trackingStorageKeys.firstUrl, withoutAccessToken(href));
}

export function readFirstUrl(store: KeyValueStore): string | null {
  return readJson(store, trackingStorageKeys.firstUrl, (value) => (typeof value === 'string' ? value : null));
}

/** What a sign-up or login reports about where the player came from (spec §3 sign-up payload). */
export type AttributionFields = {
  /** The attributable campaign (last cpnc, under 7 days old). */
  cpnc: string | null;
  mkt: string | null;
  /** The affiliate token, else the affiliate key (settings' nxaft / nxafk parameters). */
  token: string | null;
};

export function readAttribution(store: KeyValueStore, now: number): AttributionFields {
  const affiliate = readAffiliate(store, now);
  return {
    cpnc: attributableCampaign(store, now),
    mkt: readTrackingParams(store, now).mkt,
    token: affiliate?.token ?? affiliate?.key ?? null,
  };
}
