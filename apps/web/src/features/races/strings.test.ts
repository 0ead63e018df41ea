import { defaultEnglishParts } from '@casino/content';
import { describe, expect, it } from 'vitest';

// every source file of the feature, as text (Vite reads them at build time of the test)
const sources = import.meta.glob(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const strings: Record<string, string> = defaultEnglishParts.races;
// a plural's forms (`_one`, `_other`) are used through their base key
const baseOf = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const defined = new Set(Object.keys(strings).map(baseOf));

describe('the races’ English strings', () => {
  const used = new Set(
    Object.values(sources).flatMap((source) =>
      [...source.matchAll(/['"`](races\.[\w.]+)['"`]/g)].map((m) => m[1]),
    ),
  );

  it('has every key the feature uses', () => {
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => key !== undefined && !defined.has(key))).toEqual([]);
  });

  it('uses every key it defines, all under races.', () => {
    expect([...defined].filter((key) => !used.has(key))).toEqual([]);
    expect(Object.keys(strings).filter((key) => !key.startsWith('races.'))).toEqual([]);
  });

  it('gives every plural its one and other forms', () => {
    const plurals = Object.keys(strings)
      .filter((key) => key !== baseOf(key))
      .map(baseOf);
    for (const key of new Set(plurals)) {
      expect(strings[`${key}_one`], key).toBeDefined();
      expect(strings[`${key}_other`], key).toBeDefined();
    }
  });
});
