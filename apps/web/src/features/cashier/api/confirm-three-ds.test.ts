import { describe, expect, it } from 'vitest';
import { claimChallenge } from './confirm-three-ds';

describe('posting a 3-D Secure result', () => {
  it('claims each payment once, however often the modal asks', () => {
    expect(claimChallenge('payment-1')).toBe(true);
    expect(claimChallenge('payment-1')).toBe(false);
    expect(claimChallenge('payment-2')).toBe(true);
  });
});
