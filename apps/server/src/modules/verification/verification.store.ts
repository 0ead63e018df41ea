import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where document files are kept: behind this interface so the disk store (the default, under
 * DATA_DIR) and an object store can stand in for each other. Keys are made by the server
 * (`<year>/<month>/<uuid>.<ext>`), never from a player's file name.
 */
export type DocumentStore = {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when the store has no such key. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

const keyPattern = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png|pdf)$/;

/** A key the store accepts: anything else (a path from elsewhere) is refused before the disk is touched. */
export function assertStoreKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`not a document key: ${JSON.stringify(key)}`);
}

/** Files under `root`, readable only by the server's user; written whole (a temporary file renamed). */
export function createDiskStore(root: string): DocumentStore {
  const fileOf = (key: string) => {
    assertStoreKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
