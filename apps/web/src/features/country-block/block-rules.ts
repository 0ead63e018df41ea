import { type KeyValueStore, readJson, writeJson } from '../../lib/storage';

/**
 * The country-block rules of spec §4 as pure functions: the gate feeds them the location, settings,
 * session and a store, and tests feed them plain values.
 */

/** A place as far as the block cares: its ISO 3166-1 country and ISO 3166-2 subdivision codes. */
export type Place = {
  countryCode: string;
  /** Subdivision codes with or without the country prefix: "ST" or "DE-ST". */
  subdivisionCodes: readonly string[];
};

/** Germany's Saxony-Anhalt is blocked even when Germany is not (spec §4: "DE with subdivision ST"). */
const blockedSubdivisions: ReadonlyArray<{ country: string; subdivision: string }> = [
  { country: 'DE', subdivision: 'ST' },
];

function subdivisionPart(code: string, country: string): string {
  const upper = code.trim().toUpperCase();
  return upper.startsWith(`${country}-`) ? upper.slice(country.length + 1) : upper;
}

/** Whether a place is closed to visitors: its country is excluded, or it lies in a blocked subdivision. */
export function isRestrictedPlace(place: Place, excludedCountryCodes: readonly string[]): boolean {
  const country = place.countryCode.trim().toUpperCase();
  if (country === '') return false;
  if (excludedCountryCodes.some((code) => code.trim().toUpperCase() === country)) return true;
  return blockedSubdivisions.some(
    (blocked) =>
      blocked.country === country &&
      place.subdivisionCodes.some((code) => subdivisionPart(code, country) === blocked.subdivision),
  );
}

/**
 * Crawlers and link previews see the site as it is: they self-identify in the user agent. Headless
 * browsers do not count: they are how people automate (and test) real visits.
 */
const botPattern =
  /bot\b|bot[/;_-]|crawler|crawling|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|vkshare|w3c_validator|whatsapp\/|skypeuripreview|bingpreview|chrome-lighthouse|google-inspectiontool|ia_archiver/i;
/** Phones whose model name ends in "bot" (Cubot) are people. */
const notBotPattern = /cubot/i;

export function isBot(userAgent: string): boolean {
  return botPattern.test(userAgent.replace(notBotPattern, ''));
}

function ipv4ToNumber(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** Lower-cases and unwraps IPv4-mapped IPv6 ("::ffff:1.2.3.4" is 1.2.3.4). */
function normalizeIp(ip: string): string {
  const lower = ip.trim().toLowerCase();
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice('::ffff:'.length) : lower;
}

/** Whether `ip` matches a whitelist entry: an exact address, or an IPv4 range in CIDR notation. */
export function ipMatches(ip: string, entry: string): boolean {
  const address = normalizeIp(ip);
  const [base = '', bitsText] = entry.trim().split('/');
  const network = normalizeIp(base);
  if (bitsText === undefined) return network !== '' && address === network;
  const bits = Number(bitsText);
  const addressValue = ipv4ToNumber(address);
  const networkValue = ipv4ToNumber(network);
  if (addressValue === null || networkValue === null || !Number.isInteger(bits) || bits < 0 || bits > 32) {
    return false;
  }
  const size = 2 ** (32 - bits);
  return Math.floor(addressValue / size) === Math.floor(networkValue / size);
}

export function isWhitelistedIp(ip: string, whitelistedIps: readonly string[]): boolean {
  return whitelistedIps.some((entry) => ipMatches(ip, entry));
}

export type BlockInput = {
  place: Place;
  ip: string;
  excludedCountryCodes: readonly string[];
  whitelistedIps: readonly string[];
  signedIn: boolean;
  bot: boolean;
  /** The visitor proved a location outside the restricted places (see `markVerified`). */
  verified: boolean;
};

/**
 * Spec §4: the notice shows only for a restricted place, a visitor who is not signed in, not a bot,
 * not verified, and whose IP is not whitelisted.
 */
export function shouldBlock(input: BlockInput): boolean {
  if (input.signedIn || input.bot || input.verified) return false;
  if (isWhitelistedIp(input.ip, input.whitelistedIps)) return false;
  return isRestrictedPlace(input.place, input.excludedCountryCodes);
}

/** Local-storage keys of the block. */
export const countryBlockStorageKeys = {
  verified: 'countryBlockVerified',
  reports: 'countryBlockReports',
} as const;

export function isVerified(store: KeyValueStore): boolean {
  return store.getItem(countryBlockStorageKeys.verified) !== null;
}

/** Remembers that this visitor's device placed them outside the restricted places. */
export function markVerified(store: KeyValueStore, countryCode: string, now: number): void {
  writeJson(store, countryBlockStorageKeys.verified, { countryCode, verifiedAt: now });
}

/** How many distinct reports are remembered; the oldest are forgotten first. */
const rememberedReports = 20;

export type BlockReport = { ip: string; country: string; firstUrl: string };

export function reportKey(report: BlockReport): string {
  return JSON.stringify([report.ip, report.country, report.firstUrl]);
}

function readReports(store: KeyValueStore): string[] {
  return (
    readJson(store, countryBlockStorageKeys.reports, (value) =>
      Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null,
    ) ?? []
  );
}

/**
 * Each block is reported once per IP, country and first URL (spec §4). Returns true when this one
 * is new, and remembers it at once so a second render cannot send it twice.
 */
export function claimReport(store: KeyValueStore, report: BlockReport): boolean {
  const key = reportKey(report);
  const reports = readReports(store);
  if (reports.includes(key)) return false;
  writeJson(store, countryBlockStorageKeys.reports, [...reports, key].slice(-rememberedReports));
  return true;
}

/** Forgets a report that could not be delivered, so the next visit tries again. */
export function releaseReport(store: KeyValueStore, report: BlockReport): void {
  const key = reportKey(report);
  writeJson(
    store,
    countryBlockStorageKeys.reports,
    readReports(store).filter((item) => item !== key),
  );
}

/** The landing URL without the access token, which must never leave the browser in a report. */
export function firstUrlOf(href: string): string {
  try {
    const url = new URL(href);
    url.searchParams.delete('at');
    return url.href;
  } catch {
    return href;
  }
}

/**
 * Whether a place the device reported lifts the block (spec §4 re-verify): neither it nor, for a
 * territory, its sovereign country may be restricted, so a territory cannot unlock an excluded country.
 */
export function verificationLiftsBlock(
  place: Place & { parentCountryCode: string | null },
  excludedCountryCodes: readonly string[],
): boolean {
  if (isRestrictedPlace(place, excludedCountryCodes)) return false;
  if (place.parentCountryCode === null) return true;
  return !isRestrictedPlace({ ...place, countryCode: place.parentCountryCode }, excludedCountryCodes);
}
