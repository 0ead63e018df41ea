import type { LogEventInput } from '@casino/contracts';
import { limits, timing } from '@casino/contracts/validations';
import { type KeyValueStore, readJson, writeJson } from '../../lib/storage';
import {
  type AffiliateReferral,
  readStoredTrackingParams,
  type StoredTrackingParams,
  type TrackingParams,
  trackingParamNames,
  trackingParamTtlMs,
  trackingStorageKeys,
} from '../../lib/tracking';

// The readers moved to lib/tracking so sign-up can use them too; re-exported for this feature.
export {
  type AffiliateReferral,
  attributableCampaign,
  readAffiliate,
  readTrackingParams,
  type TrackingParamName,
  type TrackingParams,
  trackingParamNames,
  trackingStorageKeys,
} from '../../lib/tracking';

/**
 * The tracking rules of spec §4, as functions of a store and a clock (`now`, epoch milliseconds) so
 * they are tested without a browser. The hook in `use-tracking.ts` feeds them the real ones.
 */

/** Longest value kept for a parameter; the log-event contract takes at most 200 characters. */
const paramMaxLength = 200;

function cleanParam(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, paramMaxLength);
}

/**
 * Stores the cpnc, mkt and pid values present in `query`, each stamped with `now`; a parameter the
 * URL does not carry keeps its earlier value. Entries past their 365 days are dropped.
 */
export function captureTrackingParams(store: KeyValueStore, query: URLSearchParams, now: number): void {
  const stored = readStoredTrackingParams(store);
  const next: StoredTrackingParams = {};
  for (const name of trackingParamNames) {
    const fresh = cleanParam(query.get(name));
    const kept = stored[name];
    if (fresh !== null) next[name] = { value: fresh, savedAt: now };
    else if (kept && now - kept.savedAt < trackingParamTtlMs) next[name] = kept;
  }
  writeJson(store, trackingStorageKeys.params, next);
}

/**
 * Keeps the affiliate key and token of the landing URL (settings `affiliateKeyQueryParameter`, default
 * nxafk, and `affiliateTokenQueryParameter`, default nxaft) for the sign-up. A link carrying either
 * replaces the earlier referral whole, so a key never pairs with another link's token.
 */
export function captureAffiliate(
  store: KeyValueStore,
  query: URLSearchParams,
  names: { keyParam: string; tokenParam: string },
  now: number,
): void {
  const key = names.keyParam ? cleanParam(query.get(names.keyParam)) : null;
  const token = names.tokenParam ? cleanParam(query.get(names.tokenParam)) : null;
  if (key === null && token === null) return;
  const referral: AffiliateReferral = { key, token, savedAt: now };
  writeJson(store, trackingStorageKeys.affiliate, referral);
}

type SentEvents = Record<string, number>;

function readSentEvents(store: KeyValueStore): SentEvents {
  const raw = readJson(store, trackingStorageKeys.sentEvents, (value) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null,
  );
  const sent: SentEvents = {};
  for (const [key, at] of Object.entries(raw ?? {})) if (typeof at === 'number') sent[key] = at;
  return sent;
}

/** Drops the entries older than 60 minutes (spec §4) and entries stamped in the future (clock changes). */
export function purgeStaleEvents(sent: SentEvents, now: number): SentEvents {
  const fresh: SentEvents = {};
  for (const [key, at] of Object.entries(sent)) {
    if (now - at < timing.trackingEntryStaleMs && at <= now) fresh[key] = at;
  }
  return fresh;
}

/** Which visits count as one: the same campaign within 30 minutes is the same visit. */
export function visitKey(params: Pick<TrackingParams, 'cpnc' | 'mkt'>): string {
  return `visit:${params.cpnc ?? ''}:${params.mkt ?? ''}`;
}

/**
 * Decides whether a visit event goes out now and, if so, records it first: at most one per key per
 * 30 minutes (spec §4). Stale entries are purged on the way.
 */
export function claimVisit(store: KeyValueStore, key: string, now: number): boolean {
  const sent = purgeStaleEvents(readSentEvents(store), now);
  const last = sent[key];
  const due = last === undefined || now - last >= timing.visitEventIntervalMs;
  if (due) sent[key] = now;
  writeJson(store, trackingStorageKeys.sentEvents, sent);
  return due;
}

/**
 * The navigation history after visiting `url`: the last 5 pages, oldest first (spec §4). A replace
 * navigation (a redirect, a cleaned-up query) replaces the current entry instead of adding one,
 * and revisiting the current page adds nothing.
 */
export function recordNavigation(
  history: readonly string[],
  url: string,
  options: { replace: boolean; size?: number },
): string[] {
  const size = options.size ?? timing.navigationHistorySize;
  const base = options.replace ? history.slice(0, -1) : [...history];
  if (base.at(-1) === url) return base.slice(-size);
  return [...base, url].slice(-size);
}

export function readHistory(store: KeyValueStore): string[] {
  return (
    readJson(store, trackingStorageKeys.history, (value) =>
      Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null,
    ) ?? []
  );
}

/** The URL reported in events: without the access token, cut to the contract's length. */
export function eventUrl(href: string): string {
  try {
    const url = new URL(href);
    url.searchParams.delete('at');
    return url.href.slice(0, limits.urlMaxLength);
  } catch {
    return href.slice(0, limits.urlMaxLength);
  }
}

/** POST /api/user/log-event payload (spec §3 "Event log payload"; device string capped at 500). */
export function buildLogEvent(input: {
  event: string;
  url: string;
  mkt: string | null;
  cpncToSent: string | null;
  userAgent: string;
}): LogEventInput {
  return {
    event: input.event,
    data: { url: eventUrl(input.url) },
    mkt: input.mkt,
    userDeviceType: input.userAgent.slice(0, limits.deviceStringMaxLength),
    cpncToSent: input.cpncToSent,
  };
}

/** Query parameters that open overlays or carry secrets: changing them is not visiting another page. */
const nonPageParams = ['modal', 'met', 'at'];

/**
 * What counts as "a page" for history and page views: the path and query, without the modal and
 * token parameters, so opening or closing a modal is not a navigation to another page.
 */
export function pageIdentity(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const name of nonPageParams) query.delete(name);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
