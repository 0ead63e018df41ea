import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's Algorithm is an ambient const enum; 2 is its Argon2id member
const argon2id = 2;

/** argon2id at OWASP ASVS 5 level 2: 19 MiB memory, 2 iterations, 1 lane. */
export const passwordHashOptions = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

// Verified against when the account does not exist, so a miss costs as much time as a hit.
let decoyHash: Promise<string> | undefined;

/** Constant-time check (argon2 compares digests in constant time); false for a malformed hash. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  const target = passwordHash ?? (await decoyHash);
  try {
    const matches = await verify(target, password);
    return passwordHash !== null && matches;
  } catch {
    return false;
  }
}
