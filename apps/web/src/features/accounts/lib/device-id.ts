import type { KeyValueStore } from '../../../lib/storage';

/*
 * The browser's device id (the sign-up's `uniqueKey`): a random UUID made once and kept in local
 * storage, so the server can tell a friend's sign-up from one on the referrer's own device.
 */

/** Local storage key of the device id. */
export const deviceIdStorageKey = 'deviceId';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * A random version 4 UUID: `crypto.randomUUID` where the page is a secure context, else one built
 * from `crypto.getRandomValues` (available everywhere).
 */
export function randomDeviceId(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The browser's device id: the kept one, or a new one (`create`) kept from now on. */
export function deviceId(store: KeyValueStore, create: () => string = randomDeviceId): string {
  const kept = store.getItem(deviceIdStorageKey);
  if (kept !== null && uuidPattern.test(kept)) return kept;
  const fresh = create();
  store.setItem(deviceIdStorageKey, fresh);
  return fresh;
}
