import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './precompressed-json.ts';

describe('acceptsEncoding', () => {
  it('reads the encodings a browser lists, with or without weights', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=1.0, br;q=0.8', 'br')).toBe(true);
    expect(acceptsEncoding('BR', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, deflate', 'gzip')).toBe(true);
  });

  it('refuses what is missing, weighted 0, or only a longer name', () => {
    expect(acceptsEncoding(undefined, 'br')).toBe(false);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
    expect(acceptsEncoding('gzip, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('x-gzip', 'gzip')).toBe(false);
    expect(acceptsEncoding('identity', 'br')).toBe(false);
  });
});
