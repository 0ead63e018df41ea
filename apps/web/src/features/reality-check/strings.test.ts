import { defaultEnglishParts } from '@casino/content';
import { describe, expect, it } from 'vitest';

// every source file of the feature, as text
const sources = import.meta.glob(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

// the reminder's strings live with the play screen's, in the games part
const strings: Record<string, string> = defaultEnglishParts.games;

describe('the reality-check reminder’s English strings', () => {
  const used = new Set(
    Object.values(sources).flatMap((source) =>
      [...source.matchAll(/['"`](games\.realityCheck\.[\w.]+)['"`]/g)].map((m) => m[1]),
    ),
  );

  it('has every key the feature uses', () => {
    expect(used.size).toBeGreaterThan(8);
    expect([...used].filter((key) => key !== undefined && !(key in strings))).toEqual([]);
  });

  it('uses every games.realityCheck key there is', () => {
    const defined = Object.keys(strings).filter((key) => key.startsWith('games.realityCheck.'));
    expect(defined.filter((key) => !used.has(key))).toEqual([]);
  });
});
