import { titles } from '@casino/slot-engine';
import { describe, expect, it } from 'vitest';
import { shortLabel, symbolLooks } from './symbol-look';

describe('symbol labels', () => {
  it('use the initials of a two-word name', () => {
    expect(shortLabel('Golden Koi')).toBe('GK');
    expect(shortLabel('Woolly  Mammoth')).toBe('WM');
  });

  it('use the first two letters of a one-word name', () => {
    expect(shortLabel('snowflake')).toBe('Sn');
  });

  it('fall back to the symbol id when two names would read the same', () => {
    const looks = symbolLooks({
      symbols: [
        { id: 'SO', name: 'Snow Owl', kind: 'regular' },
        { id: 'SV', name: 'Silver Owl', kind: 'regular' },
        { id: 'CH', name: 'Cherry', kind: 'regular' },
      ],
    });
    expect(looks.get('SO')?.label).toBe('SO');
    expect(looks.get('SV')?.label).toBe('SV');
    expect(looks.get('CH')?.label).toBe('Ch');
  });
});

describe.each(titles.map((title) => [title.id, title] as const))('%s symbols', (_id, title) => {
  const looks = symbolLooks(title);
  const regular = [...looks.values()].filter((look) => look.kind === 'regular');

  it('each have a look', () => {
    expect([...looks.keys()]).toEqual(title.symbols.map((symbol) => symbol.id));
  });

  it('each read differently and have their own colour', () => {
    expect(new Set(regular.map((look) => look.label)).size).toBe(regular.length);
    expect(new Set(regular.map((look) => look.hue)).size).toBe(regular.length);
  });
});
