import { describe, expect, it } from 'vitest';
import { createTokenSigner, randomReadable } from './tokens.ts';

describe('token signer', () => {
  it('issues 256-bit tokens and stores only a keyed hash of them', () => {
    const signer = createTokenSigner('a'.repeat(32));
    const { token, tokenHash } = signer.issue();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash).not.toContain(token);
    expect(signer.hash(token)).toBe(tokenHash);
    expect(signer.issue().token).not.toBe(token);
  });

  it('no longer recognises tokens once the secret is rotated', () => {
    const { token, tokenHash } = createTokenSigner('a'.repeat(32)).issue();
    expect(createTokenSigner('b'.repeat(32)).hash(token)).not.toBe(tokenHash);
  });
});

describe('randomReadable', () => {
  it('uses only unambiguous characters', () => {
    const sample = randomReadable(2000);
    expect(sample).toHaveLength(2000);
    expect(sample).not.toMatch(/[01lIOo]/);
  });
});
