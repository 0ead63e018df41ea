/**
 * The part of the Web Storage API the app uses. Rules that persist state take one of these as an
 * argument, so tests pass `createMemoryStore()` and the browser passes `browserStorage()`.
 */
export type KeyValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/** A Map-backed store: for tests, and the stand-in when the browser refuses Web Storage. */
export function createMemoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

const fallbacks = { local: createMemoryStore(), session: createMemoryStore() };

/**
 * localStorage or sessionStorage behind a wrapper that never throws: private mode, disabled cookies
 * and a full quota make the real store throw, and then the value lives in memory for this page only.
 */
export function browserStorage(kind: 'local' | 'session' = 'local'): KeyValueStore {
  let store: Storage;
  try {
    store = kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return fallbacks[kind];
  }
  return {
    getItem: (key) => {
      try {
        return store.getItem(key);
      } catch {
        return fallbacks[kind].getItem(key);
      }
    },
    setItem: (key, value) => {
      try {
        store.setItem(key, value);
      } catch {
        fallbacks[kind].setItem(key, value);
      }
    },
    removeItem: (key) => {
      try {
        store.removeItem(key);
      } catch {
        fallbacks[kind].removeItem(key);
      }
    },
  };
}

/** Reads a JSON value; anything missing, unparsable or rejected by `parse` reads as null. */
export function readJson<T>(
  store: KeyValueStore,
  key: string,
  parse: (value: unknown) => T | null,
): T | null {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  store.setItem(key, JSON.stringify(value));
}
