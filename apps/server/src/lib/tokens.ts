import { createHmac, randomBytes } from 'node:crypto';

export type TokenSigner = {
  /** A fresh opaque token (256 random bits, base64url) and the keyed hash stored instead of it. */
  issue(): { token: string; tokenHash: string };
  /** The stored form of a token presented by a client. */
  hash(token: string): string;
};

/**
 * Session tokens and email links are random and stored only as HMAC-SHA256 under the server
 * secret: a copy of the database alone can neither use nor forge them, and rotating
 * SESSION_SECRET ends every session and link at once.
 */
export function createTokenSigner(secret: string): TokenSigner {
  const hash = (token: string) => createHmac('sha256', secret).update(token).digest('hex');
  return {
    hash,
    issue: () => {
      const token = randomBytes(32).toString('base64url');
      return { token, tokenHash: hash(token) };
    },
  };
}

const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Random characters from an unambiguous alphabet (no 0/O, 1/l/I), for generated credentials. */
export function randomReadable(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (const byte of bytes) {
    // rejection sampling keeps every character equally likely
    if (byte >= 256 - (256 % alphabet.length)) continue;
    out += alphabet[byte % alphabet.length];
    if (out.length === length) return out;
  }
  return out + randomReadable(length - out.length);
}
