import type { FeedWin } from '@casino/contracts';
import { winTableSize } from '@casino/contracts/constants';
import { describe, expect, it } from 'vitest';
import { mergeLiveWin } from './live-wins';

const now = Date.parse('2025-06-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
const daysAgo = (days: number) => minutesAgo(days * 24 * 60);

function win(id: string, overrides: Partial<FeedWin> = {}): FeedWin {
  return {
    id,
    game: { slug: 'gold-rush', name: 'Gold Rush', thumbnailUrl: '/api/games/gold-rush/thumbnail.svg' },
    player: 'Lucky7',
    currency: 'EUR',
    bet: '100',
    win: '250',
    multiplier: 2.5,
    highRoller: false,
    createdAt: minutesAgo(0),
    ...overrides,
  };
}

/** A full table of older wins, newest first. */
const fullTable = (overrides: (index: number) => Partial<FeedWin> = () => ({})) =>
  Array.from({ length: winTableSize }, (_, index) =>
    win(`old-${index}`, { createdAt: minutesAgo(index + 1), ...overrides(index) }),
  );

const ids = (rows: FeedWin[]) => rows.map((row) => row.id);

describe('All Wins and My Wins', () => {
  it('shows a new win at the top', () => {
    const rows = [win('a', { createdAt: minutesAgo(2) }), win('b', { createdAt: minutesAgo(5) })];
    expect(ids(mergeLiveWin('all', rows, win('new')))).toEqual(['new', 'a', 'b']);
    expect(ids(mergeLiveWin('mine', rows, win('new')))).toEqual(['new', 'a', 'b']);
  });

  it('shows a win in the empty table', () => {
    expect(ids(mergeLiveWin('all', [], win('first')))).toEqual(['first']);
  });

  it('keeps the table at its size, the oldest win leaving', () => {
    const next = mergeLiveWin('all', fullTable(), win('new'));
    expect(next).toHaveLength(winTableSize);
    expect(next[0]?.id).toBe('new');
    expect(ids(next)).not.toContain(`old-${winTableSize - 1}`);
  });

  it('shows a win only once when it arrives twice', () => {
    const rows = [win('a')];
    expect(mergeLiveWin('all', rows, win('a'))).toBe(rows);
  });

  it("on a game's page shows only that game's wins", () => {
    const rows = [win('a')];
    const otherGame = win('other', { game: { slug: 'fruit-party', name: 'Fruit Party', thumbnailUrl: '' } });
    expect(mergeLiveWin('all', rows, otherGame, 'gold-rush')).toBe(rows);
    expect(ids(mergeLiveWin('all', rows, win('same'), 'gold-rush'))).toEqual(['same', 'a']);
  });

  it('in the lobby shows the wins of every game', () => {
    const otherGame = win('other', { game: { slug: 'fruit-party', name: 'Fruit Party', thumbnailUrl: '' } });
    expect(ids(mergeLiveWin('all', [win('a')], otherGame))).toEqual(['other', 'a']);
  });
});

describe('High Rollers', () => {
  it('shows a win on a high-roller stake at the top', () => {
    const rows = [win('a', { highRoller: true, createdAt: minutesAgo(3) })];
    expect(ids(mergeLiveWin('high-rollers', rows, win('big-stake', { highRoller: true })))).toEqual([
      'big-stake',
      'a',
    ]);
  });

  it('leaves out a win on an ordinary stake', () => {
    const rows = [win('a', { highRoller: true })];
    expect(mergeLiveWin('high-rollers', rows, win('small-stake', { highRoller: false }))).toBe(rows);
  });

  it('drops wins older than a week as a new one arrives', () => {
    const rows = [
      win('recent', { highRoller: true, createdAt: daysAgo(2) }),
      win('stale', { highRoller: true, createdAt: daysAgo(8) }),
    ];
    expect(ids(mergeLiveWin('high-rollers', rows, win('new', { highRoller: true })))).toEqual([
      'new',
      'recent',
    ]);
  });
});

describe('Multiplier Madness', () => {
  const table = [
    win('x100', { multiplier: 100, createdAt: daysAgo(1) }),
    win('x40', { multiplier: 40, createdAt: daysAgo(2) }),
    win('x12', { multiplier: 12, createdAt: daysAgo(3) }),
  ];

  it('places a big multiplier by size, biggest first', () => {
    expect(ids(mergeLiveWin('multipliers', table, win('x50', { multiplier: 50 })))).toEqual([
      'x100',
      'x50',
      'x40',
      'x12',
    ]);
    expect(ids(mergeLiveWin('multipliers', table, win('x500', { multiplier: 500 })))[0]).toBe('x500');
    expect(ids(mergeLiveWin('multipliers', table, win('x10', { multiplier: 10 })))).toEqual([
      'x100',
      'x40',
      'x12',
      'x10',
    ]);
  });

  it('shows a new win before an older one of the same multiplier', () => {
    expect(ids(mergeLiveWin('multipliers', table, win('x40-new', { multiplier: 40 })))).toEqual([
      'x100',
      'x40-new',
      'x40',
      'x12',
    ]);
  });

  it('leaves out wins under 10×', () => {
    expect(mergeLiveWin('multipliers', table, win('x9', { multiplier: 9.99 }))).toBe(table);
  });

  it('keeps only the top multipliers when the table is full', () => {
    const full = fullTable((index) => ({ multiplier: 1000 - index * 10 }));
    const entering = mergeLiveWin('multipliers', full, win('x995', { multiplier: 995 }));
    expect(entering).toHaveLength(winTableSize);
    expect(ids(entering).slice(0, 3)).toEqual(['old-0', 'x995', 'old-1']);
    expect(ids(entering)).not.toContain(`old-${winTableSize - 1}`);

    expect(mergeLiveWin('multipliers', full, win('x20', { multiplier: 20 }))).toBe(full);
  });

  it('drops multipliers older than a week as a new one arrives', () => {
    const rows = [win('x200-stale', { multiplier: 200, createdAt: daysAgo(8) }), ...table];
    expect(ids(mergeLiveWin('multipliers', rows, win('x15', { multiplier: 15 })))).toEqual([
      'x100',
      'x40',
      'x15',
      'x12',
    ]);
  });
});
