import { describe, expect, it } from 'vitest';
import { answerTaker, parseBootData } from './boot';

describe('start-up data written into the page', () => {
  it('reads the settings and the locale cache-busting value the server wrote', () => {
    const text = JSON.stringify({
      settings: { brandName: 'Casino \u003c/script>', cacheControlHash: '' },
      localeCacheBuster: '2026-11-26',
    });
    expect(parseBootData(text)).toEqual({
      settings: { brandName: 'Casino </script>', cacheControlHash: '' },
      localeCacheBuster: '2026-11-26',
    });
  });

  it('treats a missing, broken or partial element as none, so the app asks the API instead', () => {
    expect(parseBootData(undefined)).toBeNull();
    expect(parseBootData('')).toBeNull();
    expect(parseBootData('{"settings":')).toBeNull();
    expect(parseBootData('null')).toBeNull();
    expect(parseBootData(JSON.stringify({ settings: {}, localeCacheBuster: 'x' }))).toBeNull();
    expect(parseBootData(JSON.stringify({ settings: { cacheControlHash: '' } }))).toBeNull();
  });
});

describe("the opened page's carried answers", () => {
  it('answers each carried read once, whatever the order of its parameters, and nothing else', () => {
    const row = { success: true, data: { rows: [], count: 0, page: 1, limit: 12 } };
    const take = answerTaker(() => ({ '/api/games?category=popular&limit=12&page=1': row }));
    const url = (path: string) => new URL(path, 'http://casino.test');
    expect(take(url('/api/games?category=popular&limit=12&page=2'))).toBeUndefined();
    expect(take(url('/api/games?limit=12&page=1&category=popular'))).toBe(row);
    // the next read of the same address is the server's again (a refetch must not get old data)
    expect(take(url('/api/games?category=popular&limit=12&page=1'))).toBeUndefined();
    expect(answerTaker(() => undefined)(url('/api/games'))).toBeUndefined();
  });
});
