import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../lib/storage';
import { deviceId, deviceIdStorageKey, randomDeviceId } from './device-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the device id', () => {
  it('is made once and then kept', () => {
    const store = createMemoryStore();
    const first = deviceId(store);
    expect(first).toMatch(uuid);
    expect(store.getItem(deviceIdStorageKey)).toBe(first);
    expect(deviceId(store, () => 'never used')).toBe(first);
  });

  it('differs between browsers', () => {
    expect(deviceId(createMemoryStore())).not.toBe(deviceId(createMemoryStore()));
  });

  it('replaces a kept value that is not a UUID', () => {
    const store = createMemoryStore({ [deviceIdStorageKey]: 'tampered' });
    const made = '0b7f3c52-8f6e-4c1a-9a3d-2f1e5d4c3b2a';
    expect(deviceId(store, () => made)).toBe(made);
    expect(store.getItem(deviceIdStorageKey)).toBe(made);
  });

  it('is a version 4 UUID also where crypto.randomUUID is missing (an insecure context)', () => {
    const getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.fill(0xff);
      return array;
    };
    const made = randomDeviceId({ getRandomValues } as Pick<Crypto, 'getRandomValues'>);
    expect(made).toMatch(uuid);
    expect(made).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(randomDeviceId()).toMatch(uuid);
  });
});
