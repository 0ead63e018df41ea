import { describe, expect, it } from 'vitest';
import { parseBootData } from './boot';

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
