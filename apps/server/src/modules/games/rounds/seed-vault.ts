import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Server seeds at rest (issue 22): a seed that decides rounds not yet revealed must stay secret
 * even from someone who reads the database or a backup, so it is stored sealed with AES-256-GCM
 * under a key from the environment (SEED_ENCRYPTION_KEY) and opened only to draw a round or to
 * reveal it. A sealed seed names the key it was sealed with, so keys can be rotated without a
 * stop: the new key seals, the previous ones still open until `npm run seeds:rotate-key` has
 * re-sealed every seed.
 */

/** Sealed text: `s1.<key id>.<iv>.<ciphertext and tag>`, base64url parts. */
const version = 's1';
const ivBytes = 12;
const tagBytes = 16;

type Key = { id: string; secret: Buffer };

/** The AES key and its public id, both derived from the configured key text. */
function keyOf(text: string): Key {
  return {
    id: createHash('sha256').update(`casino-seed-key-id:${text}`).digest('hex').slice(0, 12),
    secret: createHash('sha256').update(`casino-seed-key:${text}`).digest(),
  };
}

export type SeedVault = {
  /** Seals a player's seed; bound to the player, so a sealed seed copied to another row does not open. */
  seal(seed: string, userId: number): string;
  open(sealed: string, userId: number): string;
  /** Sealed with the current key (what the key rotation leaves alone). */
  isCurrent(sealed: string): boolean;
  /** The id of the key seeds are sealed with now. */
  currentKeyId: string;
  /** A key this vault can open seeds with (the current one or a previous one). */
  knows(keyId: string): boolean;
};

export function createSeedVault(keys: { current: string; previous: string[] }): SeedVault {
  const current = keyOf(keys.current);
  const byId = new Map([current, ...keys.previous.map(keyOf)].map((key) => [key.id, key]));
  const context = (userId: number) => Buffer.from(`fair-seed:${userId}`);
  return {
    seal(seed, userId) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', current.secret, iv, { authTagLength: tagBytes });
      cipher.setAAD(context(userId));
      const body = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return [version, current.id, iv.toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, userId) {
      const [tag, keyId, iv, body] = sealed.split('.');
      if (tag !== version || !keyId || !iv || !body) throw new Error('not a sealed server seed');
      const key = byId.get(keyId);
      if (!key) {
        throw new Error(
          `server seed sealed with key ${keyId}, which is neither SEED_ENCRYPTION_KEY nor one of SEED_ENCRYPTION_PREVIOUS_KEYS`,
        );
      }
      const bytes = Buffer.from(body, 'base64url');
      if (bytes.length <= tagBytes) throw new Error('not a sealed server seed');
      const decipher = createDecipheriv('aes-256-gcm', key.secret, Buffer.from(iv, 'base64url'), {
        authTagLength: tagBytes,
      });
      decipher.setAAD(context(userId));
      decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - tagBytes)),
        decipher.final(),
      ]).toString('utf8');
    },
    isCurrent: (sealed) => sealed.split('.')[1] === current.id,
    currentKeyId: current.id,
    knows: (keyId) => byId.has(keyId),
  };
}
