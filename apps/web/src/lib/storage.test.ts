import { describe, expect, it } from 'vitest';
import { createMemoryStore, readJson, writeJson } from './storage';

describe('JSON in storage', () => {
  it('round-trips values', () => {
    const store = createMemoryStore();
    writeJson(store, 'k', { a: 1 });
    expect(readJson(store, 'k', (value) => value as { a: number })).toEqual({ a: 1 });
  });

  it('reads missing, broken or rejected values as null', () => {
    const store = createMemoryStore({ broken: '{', text: '"x"' });
    expect(readJson(store, 'missing', (value) => value)).toBeNull();
    expect(readJson(store, 'broken', (value) => value)).toBeNull();
    expect(readJson(store, 'text', (value) => (typeof value === 'number' ? value : null))).toBeNull();
  });
});
