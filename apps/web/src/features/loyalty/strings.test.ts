import { defaultEnglishParts } from '@casino/content';
import { describe, expect, it } from 'vitest';

// every source file of the feature, as text (Vite reads them at build time of the test)
const sources = import.meta.glob(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const strings: Record<string, string> = defaultEnglishParts.loyalty;

describe('the VIP club’s English strings', () => {
  const used = new Set(
    Object.values(sources).flatMap((source) =>
      [...source.matchAll(/['"`](loyalty\.[\w.]+)['"`]/g)].map((m) => m[1]),
    ),
  );

  it('has every key the feature uses', () => {
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => key !== undefined && !(key in strings))).toEqual([]);
  });

  it('uses every key it defines, all under loyalty.', () => {
    expect(Object.keys(strings).filter((key) => !used.has(key))).toEqual([]);
    expect(Object.keys(strings).filter((key) => !key.startsWith('loyalty.'))).toEqual([]);
  });
});
