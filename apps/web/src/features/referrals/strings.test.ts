import { defaultEnglishParts } from '@casino/content';
import { referralRefusals } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { type FriendStage, refusalKey } from './lib/referrals';

// every source file of the feature, as text (Vite reads them at build time of the test)
const sources = import.meta.glob(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const strings: Record<string, string> = defaultEnglishParts.referrals;

// keys the feature builds from a value: a friend's stage and a refusal's reason
const stages: FriendStage[] = ['deposit', 'wager', 'qualified', 'paid', 'refused'];
const built = [
  ...stages.map((stage) => `referrals.status.${stage}`),
  ...[...referralRefusals, null].map(refusalKey),
];

describe('refer a friend’s English strings', () => {
  const used = new Set([
    ...Object.values(sources).flatMap((source) =>
      [...source.matchAll(/['"`](referrals\.[\w.]+)['"`]/g)].map((m) => m[1]),
    ),
    ...built,
  ]);

  it('has every key the feature uses', () => {
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => key !== undefined && !(key in strings))).toEqual([]);
  });

  it('uses every key it defines, all under referrals.', () => {
    expect(Object.keys(strings).filter((key) => !used.has(key))).toEqual([]);
    expect(Object.keys(strings).filter((key) => !key.startsWith('referrals.'))).toEqual([]);
  });
});
