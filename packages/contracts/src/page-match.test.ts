import { describe, expect, it } from 'vitest';
import { answerKey, matchPage, matchPathPattern, startupReads } from './page-match.ts';

describe('which page an address opens', () => {
  it('matches the default paths with their parameters, and nothing else', () => {
    expect(matchPage('/casino')).toEqual({ key: 'casino', params: {} });
    expect(matchPage('/casino/games/book%20of%20ra')).toEqual({
      key: 'gameDetails',
      params: { game: 'book of ra' },
    });
    expect(matchPage('/deposit')?.key).toBe('deposit');
    expect(matchPage('/casino/games')).toBeNull();
    expect(matchPage('/casino/games/a/b')).toBeNull();
    expect(matchPage('/no-such-page')).toBeNull();
  });

  it("follows an operator's in-app override before the default paths", () => {
    const setup = [
      { key: 'casino', href: '/lobby?tab=1' },
      { key: 'casino', href: '/second-entry-ignored' },
      { key: 'deposit', href: 'https://pay.example.com/deposit' },
    ];
    expect(matchPage('/lobby', setup)).toEqual({ key: 'casino', params: {} });
    expect(matchPage('/second-entry-ignored', setup)).toBeNull();
    // an address on another site is no page of this app; the default path still is
    expect(matchPage('/deposit', setup)?.key).toBe('deposit');
  });

  it('handles optional and badly encoded segments', () => {
    expect(matchPathPattern('/play/:game/:mode?', '/play/x')).toEqual({ game: 'x' });
    expect(matchPathPattern('/play/:game/:mode?', '/play/x/real')).toEqual({ game: 'x', mode: 'real' });
    expect(matchPathPattern('/casino/games/:game', '/casino/games/%E0%A4%A')).toBeNull();
  });
});

describe("a page's first public reads", () => {
  it('names them by path and sorted query, whatever order the app writes the parameters in', () => {
    expect(answerKey('/api/games', '?page=1&limit=12&category=popular')).toBe(
      '/api/games?category=popular&limit=12&page=1',
    );
    expect(answerKey('/api/games/x', '')).toBe('/api/games/x');
  });

  it("are the lobby's first row and a game's details", () => {
    expect(startupReads({ key: 'casino', params: {} })).toEqual([
      '/api/games?category=popular&limit=12&page=1',
    ]);
    expect(startupReads({ key: 'gameDetails', params: { game: 'a b' } })).toEqual(['/api/games/a%20b']);
    expect(startupReads({ key: 'deposit', params: {} })).toEqual([]);
  });
});
