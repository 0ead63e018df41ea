import { describe, expect, it } from 'vitest';
import { alternativeMethodOf } from './deposit-results';

describe('the alternative method of a deposit result (spec §4)', () => {
  it('offers the card form for card types and the local methods for anything else', () => {
    for (const method of ['visa', 'master', 'mastercard', 'card', 'cards', 'VISA']) {
      expect(alternativeMethodOf(method)).toBe('card');
    }
    for (const method of ['skrill', 'upi', 'crypto', 'pix'])
      expect(alternativeMethodOf(method)).toBe('carouseller');
    expect(alternativeMethodOf(null)).toBe('carouseller');
  });
});
