import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque token (256 random bits, base64url) and the SHA-256 hash that is stored instead. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
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
