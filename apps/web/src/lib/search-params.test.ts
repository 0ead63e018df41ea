import { describe, expect, it } from 'vitest';
import { withQueryParam } from './search-params';

describe('deposit links', () => {
  it('carry the method to the deposit page, keeping its own query', () => {
    expect(withQueryParam('/deposit', 'method', 'visa')).toBe('/deposit?method=visa');
    expect(withQueryParam('/cashier?tab=1#top', 'method', 'visa')).toBe('/cashier?tab=1&method=visa#top');
  });
});
