import { titles } from '@casino/slot-engine';
import { describe, expect, it } from 'vitest';
import { gameThumbnail, titleFontSize, titleLines } from './games.view.ts';

const game = (name: string) => ({
  slug: name.toLowerCase().replaceAll(' ', '-'),
  name,
  provider: 'Casino Studio',
  returnToPlayer: 96.1,
  volatility: 'high' as const,
});

/** The title's lines and font size as the tile draws them. */
function drawnTitle(svg: string): Array<{ line: string; fontSize: number }> {
  return [...svg.matchAll(/<text [^>]*font-size="(\d+)" font-weight="800"[^>]*>([^<]*)<\/text>/g)].map(
    (match) => ({ line: match[2] ?? '', fontSize: Number(match[1]) }),
  );
}

describe('game thumbnail titles', () => {
  it('puts a two-word title of 13 or 14 characters on two lines (one line ran past the tile)', () => {
    expect(drawnTitle(gameThumbnail(game('Nebula Nomads')))).toEqual([
      { line: 'Nebula', fontSize: 36 },
      { line: 'Nomads', fontSize: 36 },
    ]);
    expect(titleLines('Lantern Bazaar')).toEqual(['Lantern', 'Bazaar']);
  });

  it('keeps short titles on one line at full size', () => {
    expect(drawnTitle(gameThumbnail(game('Big Cat')))).toEqual([{ line: 'Big Cat', fontSize: 36 }]);
  });

  it('draws a long word smaller instead of past the tile', () => {
    const [title] = drawnTitle(gameThumbnail(game('Supercalifragilistic')));
    expect(title?.line).toBe('Supercalifragilistic');
    expect(title?.fontSize).toBeLessThan(36);
    // 20 characters at 0.7 em each within the 260 units between the margins
    expect(20 * 0.7 * (title?.fontSize ?? 0)).toBeLessThanOrEqual(260);
  });

  it('fits every studio title within the tile at most two lines', () => {
    for (const { name } of titles) {
      const lines = titleLines(name);
      expect(lines.length, name).toBeLessThanOrEqual(2);
      expect(lines.join(' '), name).toBe(name);
      const longest = Math.max(...lines.map((line) => line.length));
      expect(longest * 0.7 * titleFontSize(lines), name).toBeLessThanOrEqual(260);
    }
  });
});

describe('titleLines', () => {
  it('splits where the longer line is shortest', () => {
    expect(titleLines('Jade Serpent Temple')).toEqual(['Jade Serpent', 'Temple']);
    expect(titleLines('Tidepool Treasures')).toEqual(['Tidepool', 'Treasures']);
    expect(titleLines('  Copper   Cherries ')).toEqual(['Copper', 'Cherries']);
  });
});
